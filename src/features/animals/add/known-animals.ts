import type { ActivityEntry } from '../../../lib/activity/activity-entry'
import { TAB_ID } from '../../../lib/activity/open-tabs'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { animalKey } from '../../../lib/pets/same-animal'

// What the desk already holds of this connection's animals, wherever it was
// seen: a loaded list, a row an import added, or a send in this browser's
// Activity. Add compares a name and category with all of it, without a
// request: the API has no search, and an animal added twice stays twice.

export interface KnownAnimal {
  name: string
  categoryId: string
  /** The animal's ID; null when a send's outcome is unknown (it may have been added). */
  id: string | null
  /** The Activity entry of a send, for a link when there is no ID. */
  entryId?: string
  /** A send held by a rate-limit wait in an open tab: it goes out when the wait ends. */
  waiting?: boolean
  /** A row of an unfinished import still to send (or to send again). */
  row?: number
}

/** Rows a kept import job added, may have added (Unknown), or will still send. */
export interface KeptRow {
  /** Where the row is kept (its job's area and index): a later change of it replaces it. */
  slot?: string
  row: number
  name: string
  categoryId: string
  outcome: string
  id?: string
  /** Its job is running or paused: rows still to send will go out. */
  unfinished: boolean
}

/**
 * Held by a wait and still to go out: not given up (a Waiting entry with a
 * message is a hold the client gave up on), from a tab still open (a closed
 * tab's wait never sends, lib/activity/closed-tabs.ts). `open` null: the
 * browser cannot say, so it counts.
 */
const stillWaiting = (
  entry: ActivityEntry,
  open: ReadonlySet<string> | null,
): boolean =>
  entry.outcome === 'waiting' &&
  entry.message === null &&
  (entry.tab === TAB_ID || open === null || open.has(entry.tab))

/** An Activity entry as a known animal; null when it added nothing and will not. */
export function fromEntry(
  entry: ActivityEntry,
  open: ReadonlySet<string> | null,
): KnownAnimal | null {
  if (stillWaiting(entry, open))
    return {
      name: entry.name,
      categoryId: entry.categoryId,
      id: null,
      entryId: entry.id,
      waiting: true,
    }
  if (entry.outcome === 'added' && entry.petId)
    return { name: entry.name, categoryId: entry.categoryId, id: entry.petId }
  // Sent, no answer: exactly how a flaky connection makes a duplicate.
  if (entry.outcome === 'unknown' || entry.outcome === 'sending')
    return {
      name: entry.name,
      categoryId: entry.categoryId,
      id: null,
      entryId: entry.id,
    }
  return null
}

/** A kept import row as a known animal; null when it added nothing and will not. */
export function fromKeptRow(row: KeptRow): KnownAnimal | null {
  if (row.outcome === 'added' && row.id)
    return { name: row.name, categoryId: row.categoryId, id: row.id }
  if (row.outcome === 'unknown' || row.outcome === 'sending')
    return { name: row.name, categoryId: row.categoryId, id: null }
  if (row.unfinished && (row.outcome === 'pending' || row.outcome === 'resend'))
    return {
      name: row.name,
      categoryId: row.categoryId,
      id: null,
      row: row.row,
    }
  return null
}

/**
 * Every known animal with this name and category, each once by its ID, and
 * every send still to go out (a wait, an import's row). A send whose outcome
 * is unknown counts only while no ID is known for that name and category:
 * once found, the animal is listed by its ID.
 */
export function matchesOf(
  known: readonly KnownAnimal[],
  name: string,
  categoryId: string,
): KnownAnimal[] {
  if (!name.trim() || !categoryId.trim()) return []
  const key = animalKey(name, categoryId)
  const withId = new Map<string, KnownAnimal>()
  const toSend = new Map<string, KnownAnimal>()
  let unknown: KnownAnimal | null = null
  for (const animal of known) {
    if (animalKey(animal.name, animal.categoryId) !== key) continue
    const later = animal.waiting
      ? `entry ${animal.entryId}`
      : animal.row !== undefined
        ? `row ${animal.row}`
        : null
    if (later) toSend.set(later, animal)
    else if (animal.id === null) unknown ??= animal
    else if (!withId.has(animal.id)) withId.set(animal.id, animal)
  }
  const pending = [...toSend.values()]
  if (withId.size) return [...withId.values(), ...pending]
  return unknown ? [unknown, ...pending] : pending
}

/** The loaded lists' animals, as known animals. */
export const fromPets = (pets: readonly Pet[]): KnownAnimal[] =>
  pets.map((pet) => ({
    name: pet.name,
    categoryId: pet.categoryId,
    id: pet.id,
  }))
