// The list's statuses and page sizes as plain values: pet-schemas.ts builds
// its schemas on them, and the page's boot step (src/boot/) reads the list's
// address with them before zod has loaded.

export const PET_STATUSES = ['available', 'pending', 'sold'] as const
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

/** `GET /pets` for a list: the API filters by status and limit (sort and q are the page's). */
export const LIST_PATH = '/pets'
export function listParams(query: { limit?: number; status?: string }) {
  return { limit: query.limit, status: query.status }
}
