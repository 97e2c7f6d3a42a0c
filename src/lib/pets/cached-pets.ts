import type { QueryClient } from '@tanstack/react-query'
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
