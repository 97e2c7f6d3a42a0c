import type { QueryClient } from '@tanstack/react-query'
import { listQuery, readListView } from '../features/animals/list-params'
import { getConnection } from '../lib/connection/connection'

// A cold visit to the list would otherwise wait for React to render before
// asking for its rows: the entry starts the page's own query at once. (The
// API connection opens earlier still: index.html preconnects, vite.config.ts.)

/** Whether the path (below the app's base) shows the animals list. */
export function isListPath(pathname: string): boolean {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '')
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return false
  const path = pathname.slice(base.length).replace(/\/+$/, '').toLowerCase()
  return path === '' || path === '/animals'
}

export function startFirstRequest(client: QueryClient): void {
  const { scope, baseUrl } = getConnection()
  if (!baseUrl) return
  if (!isListPath(window.location.pathname)) return
  const view = readListView(new URLSearchParams(window.location.search))
  // A failure is the page's to show: its query holds the error.
  client.query(listQuery(scope, view)).catch(() => undefined)
}
