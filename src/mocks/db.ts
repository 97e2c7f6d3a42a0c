import { isPetStatus, type NewPetInput, type PetStatus } from './rules'
import { seedPets, type StoredPet } from './seed'

export interface Persistence {
  load(): string | null
  save(snapshot: string): void
}

export interface Db {
  list(query: { limit: number; status?: PetStatus }): StoredPet[]
  find(id: string): StoredPet | undefined
  create(pet: NewPetInput): StoredPet
  /** The API has no update: for the mock server's admin route, as another system would change an animal. */
  setStatus(id: string, status: PetStatus | null): StoredPet | undefined
  count(): number
  /** Back to the seeded animals, or to none with `{ empty: true }`; `nextId` sets the next new id (tests of ids beyond 2^53). */
  reset(options?: { empty?: boolean; nextId?: string }): void
  /** How many resets so far: a request from before the last one is stale. */
  resets(): number
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
    (pet.status === undefined || isPetStatus(pet.status))
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
  /** The saved text this db's state already reflects. */
  let seen = load()
  let state = parse(seen) ?? fresh()

  function fresh(): Snapshot {
    return { pets: seedPets(), nextId: String(FIRST_NEW_ID) }
  }

  function load(): string | null {
    try {
      return persistence?.load() ?? null
    } catch {
      return null
    }
  }

  function parse(raw: string | null): Snapshot | null {
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null
      return isSnapshot(parsed) ? parsed : null
    } catch {
      return null
    }
  }

  /**
   * Each demo tab saves the snapshot whole, so once another tab wrote it this
   * db takes it over, or it would erase the animals that tab added.
   */
  function latest(): Snapshot {
    const raw = load()
    if (raw !== seen) {
      seen = raw
      state = parse(raw) ?? state
    }
    return state
  }

  function save() {
    if (!persistence) return
    persistence.save(JSON.stringify(state))
    // Read back rather than assume: when the save did not stick (storage
    // full), the old text must not later pass for another tab's change.
    seen = load()
  }

  let resets = 0

  return {
    list({ limit, status }) {
      const newestFirst = [...latest().pets].reverse()
      return newestFirst
        .filter((pet) => !status || pet.status === status)
        .slice(0, limit)
    },
    find(id) {
      return latest().pets.find((pet) => pet.id === id)
    },
    create(pet) {
      const before = latest()
      // Skip ids already taken, so even odd saved data never yields a duplicate.
      let id = BigInt(before.nextId)
      while (before.pets.some((existing) => existing.id === String(id)))
        id += 1n
      const created: StoredPet = {
        id: String(id),
        name: pet.name,
        categoryId: pet.categoryId,
        ...(pet.status ? { status: pet.status satisfies PetStatus } : {}),
      }
      state = {
        pets: [...before.pets, created],
        nextId: String(BigInt(before.nextId) + 1n),
      }
      save()
      return created
    },
    setStatus(id, status) {
      const before = latest()
      const found = before.pets.find((pet) => pet.id === id)
      if (!found) return undefined
      const changed: StoredPet = {
        id: found.id,
        name: found.name,
        categoryId: found.categoryId,
        ...(status ? { status } : {}),
      }
      state = {
        ...before,
        pets: before.pets.map((pet) => (pet === found ? changed : pet)),
      }
      save()
      return changed
    },
    count() {
      return latest().pets.length
    },
    resets() {
      return resets
    },
    reset(options) {
      resets += 1
      state = options?.empty
        ? { pets: [], nextId: String(FIRST_NEW_ID) }
        : fresh()
      if (options?.nextId && /^\d+$/.test(options.nextId))
        state = { ...state, nextId: options.nextId }
      save()
    },
  }
}
