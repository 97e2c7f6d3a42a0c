import type { ListQuery, NewPet, PetStatus } from '../features/animals/schemas'
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

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    Array.isArray(record.pets) &&
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
      const created: StoredPet = {
        id: state.nextId,
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
