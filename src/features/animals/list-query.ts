import { animalQueries } from '../../lib/pets/pet-queries'
import type { ListView } from './list-params'

/**
 * The list query for a view: the page's, and the entry module's, which starts
 * it before React renders so the page finds it under way (one request).
 */
export function listQuery(scope: string, view: ListView) {
  return animalQueries.list(scope, { limit: view.limit, status: view.status })
}
