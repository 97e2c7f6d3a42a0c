import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { getPet, listPets } from './pets-api'
import type { ListQuery, Pet } from './pet-schemas'

type ListKeyQuery = Required<Pick<ListQuery, 'limit'>> & ListQuery

/** The one place animal query keys are made. `scope` keeps each connection's data apart. */
export const animalQueries = {
  all: (scope: string) => ['animals', scope] as const,
  lists: (scope: string) => [...animalQueries.all(scope), 'list'] as const,
  list: (scope: string, query: ListKeyQuery) =>
    queryOptions({
      queryKey: [...animalQueries.lists(scope), query] as const,
      queryFn: ({ signal }) => listPets(query, signal),
    }),
  /** Mutation key of "add an animal", so a send still pending can be seen from a new page. */
  create: (scope: string) => [...animalQueries.all(scope), 'create'] as const,
  detail: (scope: string, id: string) =>
    queryOptions({
      queryKey: [...animalQueries.all(scope), 'detail', id] as const,
      queryFn: ({ signal }) => getPet(id, signal),
      // An animal rarely changes while someone looks at it, and this call is deprecated.
      staleTime: 5 * 60_000,
    }),
}

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

/** Every animal in the lists already loaded for this connection, each once. */
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
 * Shows a newly added animal at once in every cached list it belongs to (the
 * service lists newest first), then marks lists stale so the server's answer
 * replaces the guess on the next visit.
 */
export function addToCachedLists(
  client: QueryClient,
  scope: string,
  pet: Pet,
): void {
  for (const [key, pets] of client.getQueriesData<Pet[]>({
    queryKey: animalQueries.lists(scope),
  })) {
    const query = key[3] as ListKeyQuery | undefined
    if (!pets || !query || (query.status && query.status !== pet.status))
      continue
    client.setQueryData<Pet[]>(
      key,
      [pet, ...pets.filter((item) => item.id !== pet.id)].slice(0, query.limit),
    )
  }
  void client.invalidateQueries({
    queryKey: animalQueries.lists(scope),
    refetchType: 'none',
  })
}
