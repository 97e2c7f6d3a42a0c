import type { QueryClient } from '@tanstack/react-query'
import { pacedSubscribe, SHOWN_EVERY_MS } from '../util/paced-subscribe'
import { createStore } from '../util/store'
import { animalQueries, type ListKeyQuery } from './pet-queries'
import type { Pet } from './pet-schemas'

/** An animal from any list already loaded for this connection, so no lookup is needed. */
export function findCachedPet(
  client: QueryClient,
  scope: string,
  id: string,
): Pet | undefined {
  for (const [, pets] of client.getQueriesData<Pet[]>({
    queryKey: animalQueries.lists(scope),
  })) {
    const found = pets?.find((pet) => pet.id === id)
    if (found) return found
  }
  const lookup = client.getQueryData(animalQueries.detail(scope, id).queryKey)
  return lookup?.pet
}

/** Each once. */
export function loadedPets(client: QueryClient, scope: string): Pet[] {
  const byId = new Map<string, Pet>()
  for (const [, pets] of client.getQueriesData<Pet[]>({
    queryKey: animalQueries.lists(scope),
  })) {
    for (const pet of pets ?? []) byId.set(pet.id, pet)
  }
  return [...byId.values()]
}

/**
 * Shows newly added animals (newest last) at once in every cached list they
 * belong to (the service lists newest first), then marks lists stale so the
 * server's answer replaces the guess on the next visit.
 */
export function addToCachedLists(
  client: QueryClient,
  scope: string,
  ...added: Pet[]
): void {
  const newestFirst = added.slice().reverse()
  const ids = new Set(added.map((pet) => pet.id))
  for (const [key, pets] of client.getQueriesData<Pet[]>({
    queryKey: animalQueries.lists(scope),
  })) {
    const query = key[3] as ListKeyQuery | undefined
    if (!pets || !query) continue
    const shown = newestFirst.filter(
      (pet) => !query.status || query.status === pet.status,
    )
    if (!shown.length) continue
    client.setQueryData<Pet[]>(
      key,
      [...shown, ...pets.filter((item) => !ids.has(item.id))].slice(
        0,
        query.limit,
      ),
    )
  }
  void client.invalidateQueries({
    queryKey: animalQueries.lists(scope),
    refetchType: 'none',
  })
}

/**
 * `addToCachedLists` for a stream of animals (an import, one every 60 ms on
 * Business), on the beat the page shows a running import by (decision 035):
 * the first at once, then those of each second together. Each change
 * compares a whole list with the last (structural sharing) and is saved for
 * the next visit, so its cost is paid once a second, not a row.
 */
export function cachedListsFeed(client: QueryClient) {
  let waiting: { scope: string; pets: Pet[] } | null = null
  let last = false
  const arrived = createStore(0)
  const flush = () => {
    const due = waiting
    waiting = null
    if (due) addToCachedLists(client, due.scope, ...due.pets)
  }
  pacedSubscribe(arrived.subscribe, SHOWN_EVERY_MS, () => last)(flush)
  /** `isLast`: the stream ends here (the import stopped), so none waits for a beat that a page left at once would not see. */
  return (scope: string, pet: Pet, isLast = false) => {
    // Another key's animals never join a batch of this one's.
    if (waiting && waiting.scope !== scope) flush()
    if (waiting) waiting.pets.push(pet)
    else waiting = { scope, pets: [pet] }
    last = isLast
    arrived.set(arrived.get() + 1)
  }
}
