import { DEMO_CATEGORIES } from '../lib/demo/demo-samples'
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
      categoryId:
        DEMO_CATEGORIES[Math.floor(random() * DEMO_CATEGORIES.length)]?.id ??
        '1',
      ...(status ? { status } : {}),
    })
  }
  // Placed a few rows from the newest so they show on the first page of the list.
  pets.splice(
    pets.length - 4,
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
