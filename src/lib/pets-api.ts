import { apiRequest } from './api-client'
import { getConnection } from './connection'
import {
  type ListQuery,
  type NewPet,
  type Pet,
  petSchema,
  petsSchema,
} from './pet-schemas'

export async function listPets(query: ListQuery, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/pets',
    query: { limit: query.limit, status: query.status },
    schema: petsSchema,
    signal,
  })
  return response.data
}

export interface CreateOptions {
  signal?: AbortSignal
  /** Gets the id of this send's Activity entry, for a link to it. */
  onLogged?: (entryId: string) => void
}

/**
 * `POST /pets`. The id travels as a JSON number, exact beyond 2^53. Every
 * create (an add, an import row, a resend) goes through here, so this is
 * where each is recorded in the Activity log, outcome included, without the
 * features knowing.
 */
export async function createPet(pet: NewPet, options: CreateOptions = {}) {
  const connection = getConnection()
  // The log is loaded on demand (not on the first load). If it cannot load
  // (e.g. offline with a newer build deployed), the animal is still sent.
  const log = await import('./activity-log').then(
    (module) => module.recordSend(connection, pet),
    () => null,
  )
  if (log) options.onLogged?.(log.id)
  try {
    const response = await apiRequest({
      method: 'POST',
      path: '/pets',
      body: {
        name: pet.name,
        categoryId: BigInt(pet.categoryId),
        ...(pet.status ? { status: pet.status } : {}),
      },
      schema: petSchema,
      signal: options.signal,
      connection,
      onProgress: (event) => (event === 'held' ? log?.held() : log?.sent()),
    })
    log?.added(response.data.id)
    return response.data
  } catch (error) {
    log?.failed(error)
    throw error
  }
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
