import {
  DEMO_ARRIVED_TODAY,
  DEMO_CHANGED_SINCE_YESTERDAY,
  DEMO_YESTERDAY_MS,
} from '../../lib/demo/demo-yesterday'
import type { PetStatus } from '../../lib/pets/pet-schemas'
import {
  makeSeenRecord,
  type SeenAnimal,
  type SeenRecord,
} from '../../lib/seen/seen-record'
import {
  OVERVIEW_LISTS,
  OVERVIEW_PAGE,
  type OverviewAnswers,
} from './overview-figures'

// "Since you last looked": this view against the record (decision 029). The
// API keeps no history, so the desk compares only what both views hold, and
// says how far that reaches when either held a whole page.

interface StatusChange {
  animal: SeenAnimal
  from: PetStatus | undefined
  to: PetStatus | undefined
}

export interface Changes {
  /** Listed now, not in the record. */
  notSeenBefore: SeenAnimal[]
  statusChanged: StatusChange[]
  /** In the record, in none of the lists now. */
  noLongerListed: SeenAnimal[]
  /** Either view held a whole page: "new" and "removed" cannot be known. */
  windowed: boolean
}

/** The four answers as one view, each animal once; later lists (the status ones) tell its status last. */
export function viewOf(answers: OverviewAnswers): SeenAnimal[] {
  const animals = new Map<string, SeenAnimal>()
  for (const list of OVERVIEW_LISTS) {
    for (const pet of (answers[list] ?? []).slice(0, OVERVIEW_PAGE)) {
      animals.set(pet.id, {
        id: pet.id,
        name: pet.name,
        categoryId: pet.categoryId,
        ...(pet.status ? { status: pet.status } : {}),
      })
    }
  }
  return [...animals.values()]
}

/** Whether any of the answers held a whole page. */
export function anyFull(answers: OverviewAnswers): boolean {
  return OVERVIEW_LISTS.some(
    (list) => (answers[list]?.length ?? 0) >= OVERVIEW_PAGE,
  )
}

export function compareWithRecord(
  record: SeenRecord,
  view: readonly SeenAnimal[],
  viewFull: boolean,
): Changes {
  const before = new Map(record.animals.map((animal) => [animal.id, animal]))
  const now = new Set(view.map((animal) => animal.id))
  const notSeenBefore: SeenAnimal[] = []
  const statusChanged: StatusChange[] = []
  for (const animal of view) {
    const seen = before.get(animal.id)
    if (!seen) notSeenBefore.push(animal)
    else if (seen.status !== animal.status)
      statusChanged.push({ animal, from: seen.status, to: animal.status })
  }
  return {
    notSeenBefore,
    statusChanged,
    noLongerListed: record.animals.filter((animal) => !now.has(animal.id)),
    windowed: record.full || viewFull,
  }
}

export function hasChanges(changes: Changes): boolean {
  return (
    changes.notSeenBefore.length > 0 ||
    changes.statusChanged.length > 0 ||
    changes.noLongerListed.length > 0
  )
}

/**
 * The demo's first record: this view as it stood "yesterday", so a newcomer
 * sees at once what the region does. Today's arrivals were not there yet, and
 * the animals changed since had their earlier status.
 */
export function demoYesterday(
  view: readonly SeenAnimal[],
  full: boolean,
  now: number,
): SeenRecord {
  const earlier = new Map(
    DEMO_CHANGED_SINCE_YESTERDAY.map((change) => [change.id, change.from]),
  )
  const animals = view
    .filter((animal) => !DEMO_ARRIVED_TODAY.includes(animal.id))
    .map((animal) => {
      const status = earlier.get(animal.id)
      return status ? { ...animal, status } : animal
    })
  return makeSeenRecord(animals, full, now - DEMO_YESTERDAY_MS)
}
