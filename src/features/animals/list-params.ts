import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PET_STATUSES,
} from '../../lib/pets/list-options'
import type { PetStatus } from '../../lib/pets/pet-schemas'

// The list's address: which paths show it, and its view in the query string.
// Plain code: the page's boot step (src/boot/) reads it too, before the app's
// scripts (and zod, and TanStack Query) have arrived.

/** Whether the path (below the app's base) shows the animals list. */
export function isListPath(
  pathname: string,
  basePath: string = import.meta.env.BASE_URL,
): boolean {
  const base = basePath.replace(/\/+$/, '')
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return false
  const path = pathname.slice(base.length).replace(/\/+$/, '').toLowerCase()
  return path === '' || path === '/animals'
}

/** Columns the loaded rows can be sorted by; in the URL as `sort=name` or `sort=-name`. */
const SORT_KEYS = ['id', 'name', 'category', 'status'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export interface ListSort {
  key: SortKey
  descending: boolean
}

export interface ListView {
  status: PetStatus | undefined
  limit: number
  /** Sorts the loaded rows only: the API has no sort parameter. */
  sort?: ListSort
  /** Find in list: filters the loaded rows only (the API cannot search); as typed. */
  q?: string
}

function readSort(text: string | null): ListSort | undefined {
  const match = /^(-?)(\w+)$/.exec(text ?? '')
  const key = SORT_KEYS.find((candidate) => candidate === match?.[2])
  return key ? { key, descending: match?.[1] === '-' } : undefined
}

/** What the API is asked for (the boot step's request too); anything invalid falls back to its default. */
export function readListQuery(
  params: URLSearchParams,
): Pick<ListView, 'status' | 'limit'> {
  const status = params.get('status')
  const limit = Number(params.get('limit'))
  return {
    status: PET_STATUSES.find((value) => value === status),
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_PAGE_SIZE,
  }
}

/** Reads the list view from the URL; anything invalid falls back to its default. */
export function readListView(params: URLSearchParams): ListView {
  return {
    ...readListQuery(params),
    sort: readSort(params.get('sort')),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
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
  params.delete('sort')
  params.delete('q')
  if (view.status) params.set('status', view.status)
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(view.limit))
  if (view.sort)
    params.set('sort', `${view.sort.descending ? '-' : ''}${view.sort.key}`)
  if (view.q) params.set('q', view.q)
  return params
}
