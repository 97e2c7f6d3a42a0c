import type { QueryClient } from '@tanstack/react-query'
import { listQuery, readListView } from '../features/animals/list-params'
import { getConnection } from '../lib/connection'

// A cold visit to the list would otherwise wait for React to render the page
// before asking for its rows. The entry module starts that request at once,
// with the query the page uses, so the page finds it under way; and it opens
// the connection to the API while the scripts still run.

/** Whether the path (below the app's base) shows the animals list. */
export function isListPath(pathname: string): boolean {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '')
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return false
  const path = pathname.slice(base.length).replace(/\/+$/, '').toLowerCase()
  return path === '' || path === '/animals'
}

/** `<link rel="preconnect">` to the API's origin, when it is another origin than the app's. */
export function preconnect(baseUrl: string): void {
  const { origin } = new URL(baseUrl)
  if (origin === window.location.origin) return
  // A Production build has it in index.html already (vite.config.ts).
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preconnect"]',
  ))
    if (link.href.replace(/\/$/, '') === origin) return
  const link = document.createElement('link')
  link.rel = 'preconnect'
  link.href = origin
  // Requests omit credentials, which only an anonymous connection serves.
  link.crossOrigin = 'anonymous'
  document.head.append(link)
}

/** Starts the list request of the page being opened, if it is the list. */
export function startFirstRequest(client: QueryClient): void {
  const { scope, baseUrl } = getConnection()
  if (!baseUrl) return
  preconnect(baseUrl)
  if (!isListPath(window.location.pathname)) return
  const view = readListView(new URLSearchParams(window.location.search))
  // A failure is the page's to show: its query holds the error.
  client.query(listQuery(scope, view)).catch(() => undefined)
}
