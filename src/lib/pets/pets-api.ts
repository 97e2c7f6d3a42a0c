import { apiRequest } from '../http/api-client'
import type { RateLimits } from '../rate-limit/rate-limits'
import type { EarlyRequest } from '../http/early-request'
import { LIST_PATH, listParams } from './list-options'
import { type ListQuery, type Pet, petSchema, petsSchema } from './pet-schemas'

/** `early`: this very request, already sent by the page's boot step (src/boot/). */
export async function listPets(
  limits: RateLimits,
  query: ListQuery,
  signal?: AbortSignal,
  early?: EarlyRequest,
) {
  const response = await apiRequest({
    path: LIST_PATH,
    query: listParams(query),
    schema: petsSchema,
    limits,
    signal,
    early,
  })
  return response.data
}

/**
 * At most the `limit` rows asked for: a server that sends more is shown as
 * far as asked, and `extra` says how many more it sent.
 */
export function withinLimit(
  pets: Pet[],
  limit: number,
): { pets: Pet[]; extra: number } {
  return pets.length > limit
    ? { pets: pets.slice(0, limit), extra: pets.length - limit }
    : { pets, extra: 0 }
}

export interface PetLookup {
  pet: Pet
  /** The server's `Deprecation` and `Sunset` headers, when it sends (and exposes) them. */
  deprecation: string | null
  sunset: string | null
}

/** `GET /pets/{petId}`: deprecated, removed on 5 December 2030. */
export async function getPet(
  limits: RateLimits,
  id: string,
  signal?: AbortSignal,
): Promise<PetLookup> {
  const response = await apiRequest({
    path: `/pets/${encodeURIComponent(id)}`,
    schema: petSchema,
    limits,
    signal,
  })
  return {
    pet: response.data,
    deprecation: response.headers.get('Deprecation'),
    sunset: response.headers.get('Sunset'),
  }
}
