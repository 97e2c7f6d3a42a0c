import type { ActivityEntry } from '../../../lib/activity/activity-entry'
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
}

/** Rows a kept import job added, or may have added (Unknown). */
export interface KeptRow {
  name: string
  categoryId: string
  outcome: string
  id?: string
}

export function fromActivity(entries: readonly ActivityEntry[]): KnownAnimal[] {
  return entries.flatMap((entry): KnownAnimal[] => {
    if (entry.outcome === 'added' && entry.petId)
      return [
        { name: entry.name, categoryId: entry.categoryId, id: entry.petId },
      ]
    // Sent, no answer: exactly how a flaky connection makes a duplicate.
    if (entry.outcome === 'unknown' || entry.outcome === 'sending')
      return [
        {
          name: entry.name,
          categoryId: entry.categoryId,
          id: null,
          entryId: entry.id,
        },
      ]
    return []
  })
}

export function fromKeptRows(rows: readonly KeptRow[]): KnownAnimal[] {
  return rows.flatMap((row): KnownAnimal[] => {
    if (row.outcome === 'added' && row.id)
      return [{ name: row.name, categoryId: row.categoryId, id: row.id }]
    if (row.outcome === 'unknown' || row.outcome === 'sending')
      return [{ name: row.name, categoryId: row.categoryId, id: null }]
    return []
  })
}

/**
 * Every known animal with this name and category, each once by its ID. A
 * send whose outcome is unknown counts only while no ID is known for that
 * name and category: once found, the animal is listed by its ID.
 */
export function matchesOf(
  known: readonly KnownAnimal[],
  name: string,
  categoryId: string,
): KnownAnimal[] {
  if (!name.trim() || !categoryId.trim()) return []
  const key = animalKey(name, categoryId)
  const withId = new Map<string, KnownAnimal>()
  let unknown: KnownAnimal | null = null
  for (const animal of known) {
    if (animalKey(animal.name, animal.categoryId) !== key) continue
    if (animal.id === null) unknown ??= animal
    else if (!withId.has(animal.id)) withId.set(animal.id, animal)
  }
  if (withId.size) return [...withId.values()]
  return unknown ? [unknown] : []
}

/** The loaded lists' animals, as known animals. */
export const fromPets = (pets: readonly Pet[]): KnownAnimal[] =>
  pets.map((pet) => ({
    name: pet.name,
    categoryId: pet.categoryId,
    id: pet.id,
  }))
