import {
  type ListQuery,
  type NewPet,
  PET_STATUSES,
  type PetStatus,
} from '../features/animals/schemas'
import { seedPets, type StoredPet } from './seed'

export interface Persistence {
  load(): string | null
  save(snapshot: string): void
}

export interface Db {
  list(query: { limit: number; status?: ListQuery['status'] }): StoredPet[]
  find(id: string): StoredPet | undefined
  create(pet: NewPet): StoredPet
  count(): number
  /** Back to the seeded animals, or to none with `{ empty: true }`. */
  reset(options?: { empty?: boolean }): void
}

interface Snapshot {
  pets: StoredPet[]
  nextId: string
}

const FIRST_NEW_ID = 1001n

const DECIMAL = /^-?\d+$/

function isStoredPet(value: unknown): value is StoredPet {
  if (typeof value !== 'object' || value === null) return false
  const pet = value as Record<string, unknown>
  return (
    typeof pet.id === 'string' &&
    DECIMAL.test(pet.id) &&
    typeof pet.categoryId === 'string' &&
    DECIMAL.test(pet.categoryId) &&
    typeof pet.name === 'string' &&
    (pet.status === undefined ||
      PET_STATUSES.some((status) => status === pet.status))
  )
}

/** Saved demo data is trusted only whole: damaged or stale data falls back to the seed. */
function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const pets: unknown = record.pets
  return (
    Array.isArray(pets) &&
    pets.every(isStoredPet) &&
    typeof record.nextId === 'string' &&
    /^\d+$/.test(record.nextId)
  )
}

/** The mock API's in-memory store. In the browser it is saved to localStorage so demo edits survive reloads. */
export function createDb(persistence?: Persistence): Db {
  let state = restore() ?? fresh()

  function fresh(): Snapshot {
    return { pets: seedPets(), nextId: String(FIRST_NEW_ID) }
  }

  function restore(): Snapshot | null {
    try {
      const raw = persistence?.load()
      const parsed: unknown = raw ? JSON.parse(raw) : null
      return isSnapshot(parsed) ? parsed : null
    } catch {
      return null
    }
  }

  function save() {
    persistence?.save(JSON.stringify(state))
  }

  return {
    list({ limit, status }) {
      const newestFirst = [...state.pets].reverse()
      return newestFirst
        .filter((pet) => !status || pet.status === status)
        .slice(0, limit)
    },
    find(id) {
      return state.pets.find((pet) => pet.id === id)
    },
    create(pet) {
      // Skip ids already taken, so even odd saved data never yields a duplicate.
      let id = BigInt(state.nextId)
      while (state.pets.some((existing) => existing.id === String(id))) id += 1n
      const created: StoredPet = {
        id: String(id),
        name: pet.name,
        categoryId: pet.categoryId,
        ...(pet.status ? { status: pet.status satisfies PetStatus } : {}),
      }
      state = {
        pets: [...state.pets, created],
        nextId: String(BigInt(state.nextId) + 1n),
      }
      save()
      return created
    },
    count() {
      return state.pets.length
    },
    reset(options) {
      state = options?.empty
        ? { pets: [], nextId: String(FIRST_NEW_ID) }
        : fresh()
      save()
    },
  }
}
