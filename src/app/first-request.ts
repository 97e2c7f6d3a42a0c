import type { QueryClient } from '@tanstack/react-query'
import { listQuery, readListView } from '../features/animals/list-params'
import { getConnection } from '../lib/connection/connection'

// A cold visit to the list would otherwise wait for React to render the page
// before asking for its rows. The entry module starts that request at once,
// with the query the page uses, so the page finds it under way. The
// connection to the API opens earlier still: a Production build's index.html
// preconnects to it while the scripts download (vite.config.ts); opening it
// from here, as the request leaves, would save nothing.

/** Whether the path (below the app's base) shows the animals list. */
export function isListPath(pathname: string): boolean {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '')
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return false
  const path = pathname.slice(base.length).replace(/\/+$/, '').toLowerCase()
  return path === '' || path === '/animals'
}

/** Starts the list request of the page being opened, if it is the list. */
export function startFirstRequest(client: QueryClient): void {
  const { scope, baseUrl } = getConnection()
  if (!baseUrl) return
  if (!isListPath(window.location.pathname)) return
  const view = readListView(new URLSearchParams(window.location.search))
  // A failure is the page's to show: its query holds the error.
  client.query(listQuery(scope, view)).catch(() => undefined)
}
