import { apiRequest } from '../../lib/api-client'
import { type ListQuery, petsSchema } from './schemas'

export async function listPets(query: ListQuery, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/pets',
    query: { limit: query.limit, status: query.status },
    schema: petsSchema,
    signal,
  })
  return response.data
}
