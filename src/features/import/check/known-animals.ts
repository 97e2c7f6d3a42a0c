import type { QueryClient } from '@tanstack/react-query'
import type { ActivityLog } from '../../../lib/activity/activity-entry'
import {
  type Activity,
  activityOf,
  logPlaceFor,
} from '../../../lib/activity/activity-log'
import type { Connection } from '../../../lib/connection/connection'
import { loadedPets } from '../../../lib/pets/cached-pets'
import { tabsOf } from '../../../lib/tabs/tabs'
import type { KnownAnimal } from './check-rows'
import { latestAnimals } from './latest-window'

// Everything the desk knows of a connection's animals, for Check rows (and a
// litter's names): the latest 100 (at most one request), the lists already
// loaded, and what this browser added (Activity).

/** The animals this browser added for this connection (by `activity`), newest first; none when the log cannot be read. */
export async function addedFromHere(
  activity: Activity,
  connection: Connection,
): Promise<KnownAnimal[]> {
  const place = logPlaceFor(connection)
  if (!place) return []
  let log: ActivityLog
  try {
    log = await activity.read(place)
  } catch {
    return []
  }
  return log.entries.flatMap((entry) =>
    entry.outcome === 'added' && entry.petId !== null
      ? [{ id: entry.petId, name: entry.name, categoryId: entry.categoryId }]
      : [],
  )
}

export interface KnownAnimals {
  /** Newest first: the latest 100, the loaded lists, then this browser's sends. */
  animals: KnownAnimal[]
  /** Why the latest 100 are not among them, in English (the add form's litter shows it); null when they are. */
  latestProblem: string | null
  /** The failure itself, for the page to say in the chosen language; null when they are among them. */
  latestError: unknown
}

export async function knownAnimals(
  client: QueryClient,
  connection: Connection,
): Promise<KnownAnimals> {
  const [latest, added] = await Promise.all([
    latestAnimals(client, connection.scope).then(
      (pets) => ({ pets, problem: null, error: null }),
      (error: unknown) => ({
        pets: [],
        problem: error instanceof Error ? error.message : String(error),
        error,
      }),
    ),
    addedFromHere(activityOf(tabsOf(client)), connection),
  ])
  return {
    animals: [
      ...latest.pets,
      ...loadedPets(client, connection.scope),
      ...added,
    ],
    latestProblem: latest.problem,
    latestError: latest.error,
  }
}
