import { apiRequest } from '../http/api-client'
import type { EarlyRequest } from '../http/early-request'
import { LIST_PATH, listParams } from './list-options'
import { type ListQuery, type Pet, petSchema, petsSchema } from './pet-schemas'

/** `early`: this very request, already sent by the page's boot step (src/boot/). */
export async function listPets(
  query: ListQuery,
  signal?: AbortSignal,
  early?: EarlyRequest,
) {
  const response = await apiRequest({
    path: LIST_PATH,
    query: listParams(query),
    schema: petsSchema,
    signal,
    early,
  })
  return response.data
}

export interface PetLookup {
  pet: Pet
  /** The server's `Deprecation` and `Sunset` headers, when it sends (and exposes) them. */
  deprecation: string | null
  sunset: string | null
}

/** `GET /pets/{petId}`: deprecated, removed on 5 December 2030. */
export async function getPet(
  id: string,
  signal?: AbortSignal,
): Promise<PetLookup> {
  const response = await apiRequest({
    path: `/pets/${encodeURIComponent(id)}`,
    schema: petSchema,
    signal,
  })
  return {
    pet: response.data,
    deprecation: response.headers.get('Deprecation'),
    sunset: response.headers.get('Sunset'),
  }
}
