import { DEMO_CHANGED_SINCE_YESTERDAY } from '../lib/demo/demo-yesterday'
import type { PetStatus } from './rules'

export interface StoredPet {
  id: string
  name: string
  categoryId: string
  status?: PetStatus
}

const NAMES = [
  'Biscuit',
  'Luna',
  'Milo',
  'Pepper',
  'Nala',
  'Otis',
  'Hazel',
  'Rocky',
  'Daisy',
  'Ziggy',
  'Juniper',
  'Mochi',
  'Bruno',
  'Willow',
  'Clover',
  'Scout',
  'Poppy',
  'Finn',
  'Maple',
  'Toby',
  'Olive',
  'Archie',
  'Sage',
  'Winston',
  'Pickles',
  'Ruby',
  'Gus',
  'Nova',
  'Tucker',
  'Peanut',
  'Hazelnut',
  'Bean',
  'Frankie',
  'Cleo',
  'Rosie',
  'Dexter',
  'Pumpkin',
  'Marley',
  'Ivy',
  'Bandit',
  'Cinnamon',
  'Zeus',
  'Lola',
  'Tofu',
  'Sunny',
  'Koda',
  'Pip',
  'Remy',
  'Ginger',
  'Bear',
]

// Small deterministic generator so every fresh demo looks the same and tests can rely on it.
function mulberry32(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Above 2^53: survives only if every layer keeps ids exact. */
export const BIG_ID = '9007199254740993'
export const HTML_NAME = '<img src=x onerror=alert(1)>'
export const SEED_SIZE = 150
/** Newer animals above the two proofs: the list's first page shows a shelter's animals. */
const PROOFS_BELOW = 40

// A shelter's mix: mostly dogs and cats, some rabbits, a few birds and guinea
// pigs, the odd reptile. Each share's upper bound on one draw, and its
// category ID (DEMO_CATEGORIES); ordered so that no seeded animal twins a
// name and category the browser tests add.
const CATEGORY_SHARES: readonly [number, string][] = [
  [0.4, '1'],
  [0.74, '2'],
  [0.8, '4'],
  [0.9, '3'],
  [0.96, '5'],
  [1, '6'],
]

function categoryFor(draw: number): string {
  return CATEGORY_SHARES.find(([upTo]) => draw < upTo)?.[1] ?? '1'
}

/** About 150 animals over the six demo categories and every status, oldest first. */
export function seedPets(): StoredPet[] {
  const random = mulberry32(20261121)
  const statuses: (PetStatus | undefined)[] = [
    'available',
    'available',
    'available',
    'pending',
    'sold',
    'sold',
  ]
  const pets: StoredPet[] = []
  for (let i = 1; i <= SEED_SIZE - 2; i += 1) {
    const name = NAMES[Math.floor(random() * NAMES.length)] ?? 'Buddy'
    const status =
      i % 37 === 0
        ? undefined
        : statuses[Math.floor(random() * statuses.length)]
    pets.push({
      id: String(i),
      name,
      categoryId: categoryFor(random()),
      ...(status ? { status } : {}),
    })
  }
  // Today's status of the animals whose change the demo's Overview shows.
  for (const change of DEMO_CHANGED_SINCE_YESTERDAY) {
    const pet = pets.find((each) => each.id === change.id)
    if (pet) pet.status = change.to
  }
  // Markup in a name and an id beyond 2^53 prove the desk keeps both exact
  // and inert; they sit below the first page (at 50 and 100 a page), so a
  // newcomer's first screen shows animals a shelter would have.
  pets.splice(
    pets.length - PROOFS_BELOW,
    0,
    { id: BIG_ID, name: 'Atlas', categoryId: '2', status: 'available' },
    {
      id: String(SEED_SIZE - 1),
      name: HTML_NAME,
      categoryId: '3',
      status: 'pending',
    },
  )
  return pets
}
