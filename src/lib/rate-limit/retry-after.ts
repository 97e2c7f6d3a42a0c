// How long the server asked us to wait: `Retry-After` (seconds or an
// HTTP-date), `X-RateLimit-Reset` (a Unix time), and exponential backoff when
// the server said nothing readable. Pure functions; the wait store keeps the
// result and decides what to do with waits longer than a day.

/**
 * The first backoff without a readable `Retry-After`. A retry after 1 s is
 * very likely still inside the server's wait, and every request sent there
 * risks the key.
 */
const BACKOFF_BASE_MS = 5_000
const BACKOFF_CAP_MS = 60_000

// IMF-fixdate, RFC 850 and asctime: the three forms RFC 9110 says to accept.
const HTTP_DATE =
  /^(?:[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/

/** Epoch ms of an HTTP-date, or null. Only real HTTP-dates: Date.parse also accepts junk like "1 2". */
function parseHttpDate(value: string | null | undefined): number | null {
  const text = value?.trim()
  if (!text || !HTTP_DATE.test(text)) return null
  // asctime carries no zone but means GMT; Date.parse would read it as local time.
  const date = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`)
  return Number.isNaN(date) ? null : date
}

/**
 * The longest wait the app reads as asked. A header no number can hold (400
 * digits read as Infinity), or one beyond a year, is read as this: a wait
 * beyond a day that only a person's Retry ends, never as "now".
 */
export const LONGEST_HONOURED_MS = 365 * 86_400_000

// Never shortened: a daily quota's 429 asks for hours, and every request
// sent before then risks the key (wait-policy.ts bounds what is believed).
function honoured(ms: number): number {
  return Number.isNaN(ms)
    ? LONGEST_HONOURED_MS
    : Math.min(Math.max(ms, 0), LONGEST_HONOURED_MS)
}

/**
 * Milliseconds to wait from a `Retry-After` value: delta-seconds or an
 * HTTP-date (the interface does not say which). Null when absent or not a
 * valid value (negative, garbage: RFC 9110 says to ignore it); never
 * negative, never shortened, at most a year. An HTTP-date is read against
 * `serverNow` (the answer's `Date`) when known, so a client clock that is off
 * does not change the wait.
 */
export function parseRetryAfter(
  value: string | null,
  now: number,
  serverNow: number | null = null,
): number | null {
  const text = value?.trim()
  if (!text) return null
  if (/^\d+(\.\d+)?$/.test(text)) return honoured(Number(text) * 1000)
  const date = parseHttpDate(text)
  return date === null ? null : honoured(date - (serverNow ?? now))
}

/**
 * Milliseconds until an `X-RateLimit-Reset` moment (epoch ms), measured on
 * the server's clock when its `Date` is readable, else on ours, in full like
 * `Retry-After` (a reset no number can hold reads as a year). `Date` has
 * whole seconds, rounded down, so the wait can only come out a little long,
 * never short.
 */
export function waitUntilReset(
  resetAt: number,
  now: number,
  serverNow: number | null,
): number {
  return honoured(resetAt - (serverNow ?? now))
}

/** The answer's `Date` header in epoch ms; null when hidden (CORS) or unreadable. */
export function readServerDate(headers: Headers): number | null {
  return parseHttpDate(headers.get('Date'))
}

/**
 * Backoff for the n-th consecutive 429 without a readable wait (n from 1):
 * 5 s, 10 s, 20 s, 40 s, then 60 s, each plus up to half again of jitter (so
 * tabs and clients that were refused together do not come back together),
 * never above 60 s.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
): number {
  const base = Math.min(
    BACKOFF_CAP_MS,
    BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1),
  )
  return Math.round(Math.min(BACKOFF_CAP_MS, base * (1 + random() / 2)))
}
