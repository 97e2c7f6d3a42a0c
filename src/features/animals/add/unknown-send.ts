import type { QueryClient } from '@tanstack/react-query'
import { animalQueries } from '../../../lib/pets/pet-queries'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { KnownAnimal } from './known-animals'

// A send whose outcome is unknown, and how Check the latest 100 closes it
// (issue 34): an animal with its name and category that the desk had not
// seen before the send is the one it created, when the desk can tell; else
// the person decides with one press.

/** How old the latest 100 may be and still say what the server held before the send. */
const FRESH_MS = 60_000

/** What the desk knew before a send, to tell its animal from an older twin. */
export interface SeenBefore {
  /** Ids of the animals with this name and category it knew. */
  ids: ReadonlySet<string>
  /** Ids of the latest 100, from an answer under a minute old; null: the desk cannot rule out an older twin. */
  latest: ReadonlySet<string> | null
}

/** The send in doubt, as sent. */
export interface Doubt {
  name: string
  categoryId: string
  /** Its Activity entry, to mark it Added; null when it was not logged. */
  entryId: string | null
  seen: SeenBefore
  /** Found by Check the latest 100 but maybe an older twin: the person may mark one as it. */
  candidates?: readonly Pet[]
}

/** What the desk holds before a send: never a request. */
export function seenBeforeSend(
  client: QueryClient,
  scope: string,
  /** The known animals with the name and category sent (matchesOf). */
  matches: readonly KnownAnimal[],
): SeenBefore {
  const ids = new Set(
    matches.flatMap((animal) => (animal.id === null ? [] : [animal.id])),
  )
  const query = client.getQueryCache().find<Pet[]>({
    queryKey: animalQueries.latest(scope).queryKey,
    exact: true,
  })
  const fresh = query?.state.data && !query.isStaleByTime(FRESH_MS)
  return {
    ids,
    latest: fresh ? new Set(query.state.data?.map((pet) => pet.id)) : null,
  }
}

/**
 * What the check's matches mean for the send in doubt: `found`, its animal
 * (exactly one new, and the desk knew the latest 100 before); `candidates`,
 * animals the person may mark as it (an older twin is possible); else
 * nothing new was found.
 */
export function closeDoubt(
  doubt: Doubt,
  matches: readonly Pet[],
): { found: Pet } | { candidates: Pet[] } | null {
  const fresh = matches.filter(
    (pet) => !doubt.seen.ids.has(pet.id) && !doubt.seen.latest?.has(pet.id),
  )
  const [only] = fresh
  if (only && fresh.length === 1 && doubt.seen.latest) return { found: only }
  return fresh.length ? { candidates: fresh } : null
}
