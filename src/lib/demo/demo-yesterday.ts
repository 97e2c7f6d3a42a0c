import type { PetStatus } from '../pets/pet-schemas'

// The "yesterday" the demo sets up, so a newcomer's first Overview shows
// what "Since you last looked" does: the mock's seed has each animal as it is
// today, and the Overview's first demo record takes these back.

/** Animals whose status changed since yesterday; the seed gives them `to`. */
export const DEMO_CHANGED_SINCE_YESTERDAY: readonly {
  id: string
  from: PetStatus
  to: PetStatus
}[] = [
  { id: '146', from: 'available', to: 'sold' },
  { id: '143', from: 'available', to: 'pending' },
  { id: '139', from: 'pending', to: 'available' },
]

/** Animals the shelter took in today: not among those seen yesterday. */
export const DEMO_ARRIVED_TODAY: readonly string[] = ['148', '147']

/** How long ago the demo's "yesterday" was. */
export const DEMO_YESTERDAY_MS = 24 * 60 * 60_000
