import { readItem, removeItem, writeItem } from './storage'

// Two pieces of shared state about the server's rate limit:
// - the last `X-RateLimit-*` headers seen, for the UI;
// - the app-wide cooldown after a 429. The interface warns that requests sent
//   before `Retry-After` passes can get the key banned, so while a cooldown
//   runs no request of any kind leaves the app, and a reload remembers it.

export interface RateLimitHeaders {
  limit: number
  remaining: number
  /** Epoch ms when the window resets, if the server said. */
  resetAt: number | null
}

type Listener = () => void

function createStore<T>(initial: T) {
  let value = initial
  const listeners = new Set<Listener>()
  return {
    get: () => value,
    set: (next: T) => {
      value = next
      listeners.forEach((listener) => listener())
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

function readInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name)?.trim()
  if (!raw || !/^\d+$/.test(raw)) return null
  return Number(raw)
}

/** Last rate-limit headers seen; null while unknown (none yet, or hidden by CORS). */
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

export function recordRateLimitHeaders(headers: Headers): void {
  const seen = readRateLimitHeaders(headers)
  // Keep the last known values when a response hides them (e.g. an opaque error).
  if (seen) rateLimitHeaders.set(seen)
}

// --- Cooldown -------------------------------------------------------------

export const MAX_COOLDOWN_MS = 10 * 60_000
const BACKOFF_BASE_MS = 1_000
const BACKOFF_CAP_MS = 60_000
const COOLDOWN_KEY = 'adoption-desk:cooldown-until'

export interface Cooldown {
  /** Epoch ms when requests may be sent again. */
  until: number
  /** Epoch ms when it started, for progress bars. */
  startedAt: number
}

// IMF-fixdate, RFC 850 and asctime: the three forms RFC 9110 says to accept.
const HTTP_DATE =
  /^(?:[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/

/**
 * Milliseconds to wait from a `Retry-After` value: delta-seconds or an
 * HTTP-date (the interface does not say which). Null when absent or
 * unreadable. Clamped to [0, 10 min] so a bogus value cannot lock the app.
 */
export function parseRetryAfter(
  value: string | null,
  now: number,
): number | null {
  const text = value?.trim()
  if (!text) return null
  let ms: number
  if (/^\d+(\.\d+)?$/.test(text)) {
    ms = Number(text) * 1000
  } else {
    // Only real HTTP-dates: Date.parse also accepts junk like "1 2" (a date in 2001).
    if (!HTTP_DATE.test(text)) return null
    // asctime carries no zone but means GMT; Date.parse would read it as local time.
    const date = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`)
    if (Number.isNaN(date)) return null
    ms = date - now
  }
  return Math.min(Math.max(ms, 0), MAX_COOLDOWN_MS)
}

/** Exponential backoff with jitter for the n-th consecutive 429 (n from 1). */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(
    BACKOFF_CAP_MS,
    BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1),
  )
  // "Equal jitter": at least half the ceiling, so waits still grow.
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

function restoreCooldown(): Cooldown | null {
  const raw = readItem('session', COOLDOWN_KEY)
  if (!raw) return null
  const [until, startedAt] = raw.split(':').map(Number)
  if (!until || !startedAt || until <= Date.now()) return null
  return { until: Math.min(until, Date.now() + MAX_COOLDOWN_MS), startedAt }
}

export const cooldown = createStore<Cooldown | null>(restoreCooldown())
let consecutive429s = 0

/** Starts (or extends) the app-wide cooldown after a 429; returns its end. */
export function startCooldown(
  retryAfter: string | null,
  now = Date.now(),
): number {
  consecutive429s += 1
  const wait = parseRetryAfter(retryAfter, now) ?? backoffDelay(consecutive429s)
  const current = cooldown.get()
  const until = Math.max(now + wait, current?.until ?? 0)
  const startedAt = current && current.until > now ? current.startedAt : now
  cooldown.set({ until, startedAt })
  writeItem('session', COOLDOWN_KEY, `${until}:${startedAt}`)
  scheduleCooldownEnd(until)
  return until
}

/** Any answer other than 429 means the server is taking requests again. */
export function noteNot429(): void {
  consecutive429s = 0
}

let endTimer: ReturnType<typeof setTimeout> | undefined
function scheduleCooldownEnd(until: number) {
  clearTimeout(endTimer)
  endTimer = setTimeout(
    () => {
      const current = cooldown.get()
      if (current && current.until <= Date.now()) {
        cooldown.set(null)
        removeItem('session', COOLDOWN_KEY)
      } else if (current) {
        scheduleCooldownEnd(current.until)
      }
    },
    Math.max(0, until - Date.now()),
  )
}
const restored = cooldown.get()
if (restored) scheduleCooldownEnd(restored.until)

/** Resolves once no cooldown is running; rejects with the signal's reason on abort. */
export function waitForCooldown(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const current = cooldown.get()
      const left = current ? current.until - Date.now() : 0
      if (left <= 0) {
        cleanup()
        resolve()
        return
      }
      timer = setTimeout(check, left)
    }
    const onAbort = () => {
      cleanup()
      reject(
        signal?.reason instanceof Error
          ? signal.reason
          : new DOMException('Aborted', 'AbortError'),
      )
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const cleanup = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    if (signal?.aborted) {
      onAbort()
      return
    }
    signal?.addEventListener('abort', onAbort)
    check()
  })
}

/** For tests and for switching connections: forget all rate-limit state. */
export function resetRateLimitState(): void {
  clearTimeout(endTimer)
  consecutive429s = 0
  cooldown.set(null)
  rateLimitHeaders.set(null)
  removeItem('session', COOLDOWN_KEY)
}
