import {
  type Connection,
  effectiveApiKey,
  getConnection,
  subscribeConnection,
} from './connection'
import { createStore } from './store'

// The last `X-RateLimit-*` headers the saved connection's server sent, for
// the quota meter and the daily count.

export interface RateLimitHeaders {
  limit: number
  remaining: number
  /** Epoch ms when the window resets, if the server said. */
  resetAt: number | null
}

/** Server and key: what the headers describe (a quota can be per key). */
function quotaOwner(connection: Connection): string {
  const base = (connection.baseUrl ?? '').replace(/\/+$/, '')
  return `${base}\n${effectiveApiKey(connection)}`
}

function readInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name)?.trim()
  if (!raw || !/^\d+$/.test(raw)) return null
  return Number(raw)
}

/**
 * Last rate-limit headers the saved connection's server sent; null while
 * unknown (none yet, hidden by CORS, or the connection changed since).
 */
export const rateLimitHeaders = createStore<RateLimitHeaders | null>(null)

export function readRateLimitHeaders(
  headers: Headers,
): RateLimitHeaders | null {
  const limit = readInt(headers, 'X-RateLimit-Limit')
  const remaining = readInt(headers, 'X-RateLimit-Remaining')
  if (limit === null || remaining === null) return null
  const reset = readInt(headers, 'X-RateLimit-Reset')
  // The interface says Unix timestamp (seconds); tolerate milliseconds.
  const resetAt = reset === null ? null : reset > 1e11 ? reset : reset * 1000
  return { limit, remaining, resetAt }
}

/**
 * Records the headers of an answer to a request sent with `connection`, if
 * that is the saved connection (same server, same key): the header shows the
 * quota of what the app is using, so Settings testing another server or key,
 * or an answer arriving after a switch, must not overwrite it.
 */
export function recordRateLimitHeaders(
  connection: Connection,
  headers: Headers,
): void {
  if (quotaOwner(connection) !== quotaOwner(getConnection())) return
  const seen = readRateLimitHeaders(headers)
  // Keep the last known values when a response hides them (e.g. an opaque error).
  if (seen) rateLimitHeaders.set(seen)
}

// Another server or key has another quota: what the previous one said would
// be wrong in the header until the first answer from the new one.
let headersOwner = quotaOwner(getConnection())
subscribeConnection(() => {
  const owner = quotaOwner(getConnection())
  if (owner === headersOwner) return
  headersOwner = owner
  rateLimitHeaders.set(null)
})
