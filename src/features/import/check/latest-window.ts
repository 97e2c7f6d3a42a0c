import type { QueryClient } from '@tanstack/react-query'
import { animalQueries } from '../../../lib/pets/pet-queries'
import type { Pet } from '../../../lib/pets/pet-schemas'

// The latest 100 animals, unfiltered, as Check rows compares with them and
// an import records them before its first send (decision 017). Both read the
// one cache entry the Animals page fills at "All" and 100 a page, and ask
// the server only when that answer is older than a minute or was marked
// stale (this tab added an animal since).

/**
 * How old a cached answer may be and still stand for the server now. The
 * record must describe the server before the first send: an animal someone
 * adds between the answer and the send looks new to Check the list, so the
 * answer is taken only while that gap is short.
 */
export const FRESH_MS = 60_000

/** The cached answer when fresh, else one request (that fills the cache). */
export function latestAnimals(
  client: QueryClient,
  scope: string,
): Promise<Pet[]> {
  return client.query({
    ...animalQueries.latest(scope),
    staleTime: FRESH_MS,
  })
}

/** Until when the cached answer may stand for the server (epoch ms); null: a request is needed. */
export function latestFreshUntil(
  client: QueryClient,
  scope: string,
): number | null {
  const query = client
    .getQueryCache()
    .find({ queryKey: animalQueries.latest(scope).queryKey, exact: true })
  if (!query || query.isStaleByTime(FRESH_MS)) return null
  return query.state.dataUpdatedAt + FRESH_MS
}

/**
 * The ids an import records before its first send, so that Check the list
 * counts only animals new since; undefined when they could not be had (the
 * import goes on, and Check the list then does not decide for it).
 */
export function recordLatest(
  client: QueryClient,
  scope: string,
): Promise<string[] | undefined> {
  return latestAnimals(client, scope).then(
    (pets) => pets.map((pet) => pet.id),
    () => undefined,
  )
}
