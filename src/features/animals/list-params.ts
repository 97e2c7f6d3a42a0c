import { animalQueries } from '../../lib/pet-queries'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PetStatus,
  PET_STATUSES,
} from '../../lib/pet-schemas'

export interface ListView {
  status: PetStatus | undefined
  limit: number
}

/** Reads the list view from the URL; anything invalid falls back to its default. */
export function readListView(params: URLSearchParams): ListView {
  const status = params.get('status')
  const limit = Number(params.get('limit'))
  return {
    status: PET_STATUSES.find((value) => value === status),
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_PAGE_SIZE,
  }
}

/** The URL for a view; defaults are left out so the plain list has a plain address. */
export function writeListView(
  view: ListView,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base)
  params.delete('status')
  params.delete('limit')
  if (view.status) params.set('status', view.status)
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(view.limit))
  return params
}

/**
 * The list query for a view: the page's, and the entry module's, which starts
 * it before React renders so the page finds it under way (one request).
 */
export function listQuery(scope: string, view: ListView) {
  return animalQueries.list(scope, { limit: view.limit, status: view.status })
}
