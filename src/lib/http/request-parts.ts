import { normaliseServer } from '../connection/identity'

// An API request's address and init, as the client sends it (api-client.ts)
// and as the page's boot step (src/boot/) sends the list request before the
// client has loaded: the same URL and headers, the key in a header only.

/** What the client reads of an answer: a Response, or a worker's copy of one. */
export type Answer = Pick<Response, 'status' | 'type' | 'headers' | 'text'>

/**
 * What sends a request: `fetch`, unless a caller answers some other way
 * (demo DNS, the import's worker, whose answer is a copy: `Transport<Answer>`).
 */
export type Transport<A extends Answer = Response> = (
  url: string,
  init: RequestInit,
) => Promise<A>

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, string | number | undefined>,
): string {
  const url = new URL(`${normaliseServer(baseUrl)}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url.href
}

/** The API's request: the key in a header only, and a redirect not followed (it would carry the key). */
export function apiInit(
  apiKey: string,
  method: 'GET' | 'POST',
  body?: string,
): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${apiKey}`,
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  // Never cookies: keys travel in a header only.
  return { method, headers, body, redirect: 'manual', credentials: 'omit' }
}
