// The `X-RateLimit-*` headers of one answer, as numbers. Apart from
// header-store.ts so the client can read them on the first load while the
// shared snapshot loads later (decision 004).

export interface RateLimitHeaders {
  limit: number
  remaining: number
  /** Epoch ms when the window resets, if the server said. */
  resetAt: number | null
  /** Epoch ms when an answer carried them, in whichever tab. */
  seenAt: number
}

function readInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name)?.trim()
  if (!raw || !/^\d+$/.test(raw)) return null
  return Number(raw)
}

export function readRateLimitHeaders(
  headers: Headers,
  now = Date.now(),
): RateLimitHeaders | null {
  const limit = readInt(headers, 'X-RateLimit-Limit')
  const remaining = readInt(headers, 'X-RateLimit-Remaining')
  if (limit === null || remaining === null) return null
  const reset = readInt(headers, 'X-RateLimit-Reset')
  // The interface says Unix timestamp (seconds); tolerate milliseconds.
  const resetAt = reset === null ? null : reset > 1e11 ? reset : reset * 1000
  return { limit, remaining, resetAt, seenAt: now }
}
