import * as z from 'zod/mini'
import {
  type Connection,
  effectiveApiKey,
  getConnection,
  subscribeConnection,
} from './connection'
import { readJson, removeItem, writeJson } from './storage'
import { abortReason, createStore, type ReadonlyStore } from './store'

// Two pieces of shared state about the server's rate limit:
// - the last `X-RateLimit-*` headers the saved connection's server sent, for
//   the UI;
// - the cooldown after a 429, per server (the "target": a base URL). The
//   interface warns that requests sent before `Retry-After` passes can get the
//   key banned, so while a server's cooldown runs no request of any kind goes
//   to it, and a reload remembers it. Other servers are not held back: demo
//   mode's mock limiting the app must not stop the live API, nor the reverse.

export interface RateLimitHeaders {
  limit: number
  remaining: number
  /** Epoch ms when the window resets, if the server said. */
  resetAt: number | null
}

/** Which server a rate limit belongs to: a base URL, without trailing slashes. */
export function rateLimitTarget(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** The saved connection's target; null while its environment has no URL. */
function savedTarget(): string | null {
  const { baseUrl } = getConnection()
  return baseUrl === null ? null : rateLimitTarget(baseUrl)
}

/** Server and key: what the headers describe (a quota can be per key). */
function quotaOwner(connection: Connection): string {
  const target =
    connection.baseUrl === null ? '' : rateLimitTarget(connection.baseUrl)
  return `${target}\n${effectiveApiKey(connection)}`
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

/** Running cooldowns by target; a new map on every change. */
export type Cooldowns = ReadonlyMap<string, Cooldown>

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

// Stored as a list of { target, until, startedAt }, one per running cooldown.
const storedCooldownSchema = z.object({
  target: z.string().check(z.minLength(1)),
  until: z.number(),
  startedAt: z.number(),
})

// One empty map, so clearing what is already clear notifies nobody.
const NO_COOLDOWNS: Cooldowns = new Map()

function restoreCooldowns(): Cooldowns {
  const stored = readJson('session', COOLDOWN_KEY)
  if (!Array.isArray(stored)) return NO_COOLDOWNS
  const restored = new Map<string, Cooldown>()
  const now = Date.now()
  // Each entry on its own: one bad entry must not drop another server's wait.
  for (const entry of stored) {
    const parsed = storedCooldownSchema.safeParse(entry)
    if (!parsed.success) continue
    const { target, until, startedAt } = parsed.data
    if (until <= now || startedAt <= 0) continue
    // Clamped, so a tampered or clock-skewed value cannot lock the app for long.
    restored.set(target, {
      until: Math.min(until, now + MAX_COOLDOWN_MS),
      startedAt,
    })
  }
  return restored.size === 0 ? NO_COOLDOWNS : restored
}

const cooldownStore = createStore<Cooldowns>(restoreCooldowns())
/** Every running cooldown, by target. */
export const cooldowns: ReadonlyStore<Cooldowns> = {
  get: cooldownStore.get,
  subscribe: cooldownStore.subscribe,
}
const consecutive429s = new Map<string, number>()

/** The cooldown running for a target, if any (null target: none). */
export function cooldownFor(target: string | null): Cooldown | null {
  return target === null ? null : (cooldownStore.get().get(target) ?? null)
}

/**
 * The cooldown of the saved connection's server: the one the banner and the
 * Retry buttons show. Changes with the cooldowns and with the connection; the
 * same object until then (a useSyncExternalStore snapshot).
 */
export const currentCooldown: ReadonlyStore<Cooldown | null> = {
  get: () => cooldownFor(savedTarget()),
  subscribe: (listener) => {
    const stopCooldowns = cooldownStore.subscribe(listener)
    const stopConnection = subscribeConnection(listener)
    return () => {
      stopCooldowns()
      stopConnection()
    }
  },
}

function setCooldowns(next: Cooldowns) {
  cooldownStore.set(next.size === 0 ? NO_COOLDOWNS : next)
  if (next.size === 0) {
    removeItem('session', COOLDOWN_KEY)
  } else {
    writeJson(
      'session',
      COOLDOWN_KEY,
      [...next].map(([target, { until, startedAt }]) => ({
        target,
        until,
        startedAt,
      })),
    )
  }
  scheduleCooldownEnds()
}

/**
 * Starts (or extends) the cooldown of `target` after a 429; returns its end.
 * Without a usable `retryAfter`, backs off by that target's consecutive 429s.
 */
export function startCooldown(
  target: string,
  retryAfter: string | null = null,
  now = Date.now(),
): number {
  const count = (consecutive429s.get(target) ?? 0) + 1
  consecutive429s.set(target, count)
  const wait = parseRetryAfter(retryAfter, now) ?? backoffDelay(count)
  const current = cooldownFor(target)
  const until = Math.max(now + wait, current?.until ?? 0)
  const startedAt = current && current.until > now ? current.startedAt : now
  setCooldowns(new Map(cooldownStore.get()).set(target, { until, startedAt }))
  return until
}

/** Any answer other than 429 means that server is taking requests again. */
export function noteNot429(target: string): void {
  consecutive429s.delete(target)
}

// One timer, for the cooldown that ends first.
let endTimer: ReturnType<typeof setTimeout> | undefined
function scheduleCooldownEnds() {
  clearTimeout(endTimer)
  endTimer = undefined
  const running = [...cooldownStore.get().values()]
  if (running.length === 0) return
  const next = Math.min(...running.map((cooldown) => cooldown.until))
  endTimer = setTimeout(endCooldownsDue, Math.max(0, next - Date.now()))
}

function endCooldownsDue() {
  const now = Date.now()
  const all = cooldownStore.get()
  const left = new Map([...all].filter(([, { until }]) => until > now))
  if (left.size < all.size) setCooldowns(left)
  // Fired early (the clock was set back): wait again for the real end.
  else scheduleCooldownEnds()
}
scheduleCooldownEnds()

/**
 * Resolves once no cooldown runs for `target`; rejects with the signal's
 * reason on abort. Other targets' cooldowns do not hold it.
 */
export function waitForCooldown(
  target: string,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const current = cooldownFor(target)
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
      reject(abortReason(signal))
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

/** For tests: forget all rate-limit state, for every target. */
export function resetRateLimitState(): void {
  consecutive429s.clear()
  setCooldowns(NO_COOLDOWNS)
  rateLimitHeaders.set(null)
}
