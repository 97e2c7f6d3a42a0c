import * as z from 'zod/mini'
import { getPlanLimits, subscribePlan } from './plan'
import { rateLimitHeaders } from './rate-limit'
import { readJson, removeItem, writeJson } from './storage'
import {
  abortReason,
  createStore,
  type Listener,
  type ReadonlyStore,
} from './store'

// The client paces itself so the plan's per-minute limit is never the thing
// that stops it: a 429 is already a risk to the key (the interface warns that
// requests after one can get it banned), so waiting our turn is cheaper than
// being told to wait. Requests over the limit queue in order and go out as
// slots free; none is failed for it. Alongside, a count of requests sent from
// this browser today, so the UI can warn before the daily quota runs out.

/** The per-minute limit's window, sliding. */
export const WINDOW_MS = 60_000
/**
 * A slot is reused this long after the window, not at its edge: the server
 * counts arrivals, and a later request can arrive faster than an earlier one
 * did, which would put both in the server's minute.
 */
export const SAFETY_MARGIN_MS = 1_000

// --- Per-minute pacing ---------------------------------------------------

/** A granted slot: when it was granted, then when its request went out. */
interface Slot {
  at: number
}

export interface PaceSlot {
  /**
   * Call right before the request goes out: its minute starts now. Counts it
   * toward today's usage unless `countToday` is false (requests that do not
   * spend the key's quota, such as demo mode's).
   */
  markSent(options?: { countToday?: boolean }): void
  /** Call once the attempt is over: frees the slot if nothing was sent. */
  release(): void
}

interface Waiter {
  resolve: (slot: PaceSlot) => void
  signal: AbortSignal | undefined
  onAbort: () => void
}

const slots: Slot[] = []
const waiters: Waiter[] = []
let timer: ReturnType<typeof setTimeout> | undefined

const queuedStore = createStore(0)
/** How many requests are waiting for a slot right now. */
export const queued: ReadonlyStore<number> = {
  get: queuedStore.get,
  subscribe: queuedStore.subscribe,
}

function prune(now: number) {
  for (let index = slots.length - 1; index >= 0; index -= 1) {
    const slot = slots[index]
    // A slot "from the future" means the clock was set back: let it go
    // rather than stall the app for however long the jump was.
    if (
      slot &&
      (slot.at + WINDOW_MS + SAFETY_MARGIN_MS <= now || slot.at > now)
    )
      slots.splice(index, 1)
  }
}

function hasRoom(now: number): boolean {
  prune(now)
  return slots.length < getPlanLimits().perMinute
}

function grant(now: number): PaceSlot {
  const slot: Slot = { at: now }
  // Held from the moment it is granted, so requests started together cannot
  // all pass before any of them is recorded as sent.
  slots.push(slot)
  let state: 'held' | 'sent' | 'released' = 'held'
  return {
    markSent({ countToday = true } = {}) {
      if (state !== 'held') return
      state = 'sent'
      slot.at = Date.now()
      if (countToday) recordDaySend(slot.at)
    },
    release() {
      if (state !== 'held') return
      state = 'released'
      const index = slots.indexOf(slot)
      if (index >= 0) slots.splice(index, 1)
      pump()
    },
  }
}

/** Gives free slots to waiters, oldest first, and sets a timer for the next one. */
function pump() {
  clearTimeout(timer)
  timer = undefined
  const now = Date.now()
  while (waiters.length > 0 && hasRoom(now)) {
    const waiter = waiters.shift()
    if (!waiter) break
    waiter.signal?.removeEventListener('abort', waiter.onAbort)
    waiter.resolve(grant(now))
  }
  queuedStore.set(waiters.length)
  if (waiters.length === 0) return
  const oldest = slots.reduce((min, slot) => Math.min(min, slot.at), now)
  timer = setTimeout(
    pump,
    Math.max(0, oldest + WINDOW_MS + SAFETY_MARGIN_MS - now),
  )
}

// A higher limit chosen in Settings lets waiting requests go at once.
subscribePlan(pump)

/**
 * Resolves with a slot once a request may go out under the plan's per-minute
 * limit: at once while fewer than that many were sent in the last minute and
 * nobody is queued, else in turn. Rejects with the signal's reason on abort,
 * giving up the place in the queue. Call `markSent` right before sending and
 * `release` when the attempt is over.
 */
export function pace(signal?: AbortSignal): Promise<PaceSlot> {
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  const now = Date.now()
  if (waiters.length === 0 && hasRoom(now)) return Promise.resolve(grant(now))
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      resolve,
      signal,
      onAbort: () => {
        const index = waiters.indexOf(waiter)
        if (index >= 0) waiters.splice(index, 1)
        reject(abortReason(signal))
        pump()
      },
    }
    signal?.addEventListener('abort', waiter.onAbort, { once: true })
    waiters.push(waiter)
    pump()
  })
}

// --- Today's usage ---------------------------------------------------------

const DAY_KEY = 'adoption-desk:day-usage'

const storedDaySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  count: z.int().check(z.gte(0)),
})
type StoredDay = z.infer<typeof storedDaySchema>

export interface DayUsage {
  /** Requests used today: the server's figure when trusted, else this browser's count. */
  count: number
  /** The plan's per-day limit. */
  limit: number
  /** At least 90 % used. */
  nearlyUsed: boolean
  /** All used. */
  used: boolean
  /** 'server' when the rate-limit headers describe the daily limit, so they are used. */
  source: 'server' | 'browser'
  /** Requests this browser sent today, whatever the source. */
  sentHere: number
  /** Today, local time, as YYYY-MM-DD. */
  date: string
}

export const NEARLY_USED_SHARE = 0.9

/** The local calendar date, YYYY-MM-DD: the day a person in front of the screen means. */
export function localDate(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function nextLocalMidnight(ms: number): number {
  const date = new Date(ms)
  // Built from the calendar, so a 23- or 25-hour day still ends at midnight.
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + 1,
  ).getTime()
}

function loadDay(): StoredDay | null {
  const parsed = storedDaySchema.safeParse(readJson('local', DAY_KEY))
  return parsed.success ? parsed.data : null
}

// Kept in memory too, so counting goes on when storage is unavailable.
let day: StoredDay = loadDay() ?? { date: '', count: 0 }
const dayListeners = new Set<Listener>()

function recordDaySend(now: number) {
  const today = localDate(now)
  // Start from what is stored: other tabs of this browser count there too.
  const base = loadDay() ?? day
  day = { date: today, count: base.date === today ? base.count + 1 : 1 }
  writeJson('local', DAY_KEY, day)
  notifyDay()
}

/** Server headers count for the whole key, so they win when they describe the daily limit. */
function trustedServerHeaders(limit: number, now: number) {
  const headers = rateLimitHeaders.get()
  if (!headers || headers.limit !== limit) return null
  if (headers.resetAt !== null && headers.resetAt <= now) return null
  return headers
}

let lastUsage: DayUsage | null = null

/** Today's usage; the same object until something in it changes (a useSyncExternalStore snapshot). */
export function dayUsage(): DayUsage {
  const now = Date.now()
  const date = localDate(now)
  const limit = getPlanLimits().perDay
  const sentHere = day.date === date ? day.count : 0
  const server = trustedServerHeaders(limit, now)
  const source = server ? 'server' : 'browser'
  const count = server ? Math.max(0, server.limit - server.remaining) : sentHere
  if (
    lastUsage?.date === date &&
    lastUsage.limit === limit &&
    lastUsage.sentHere === sentHere &&
    lastUsage.source === source &&
    lastUsage.count === count
  ) {
    return lastUsage
  }
  lastUsage = {
    count,
    limit,
    nearlyUsed: count >= limit * NEARLY_USED_SHARE,
    used: count >= limit,
    source,
    sentHere,
    date,
  }
  return lastUsage
}

let boundaryTimer: ReturnType<typeof setTimeout> | undefined
let stopDeps: (() => void) | null = null

/** Wakes listeners at local midnight, and when trusted server figures go stale. */
function scheduleBoundary() {
  clearTimeout(boundaryTimer)
  boundaryTimer = undefined
  if (dayListeners.size === 0) return
  const now = Date.now()
  let next = nextLocalMidnight(now)
  const server = trustedServerHeaders(getPlanLimits().perDay, now)
  if (server?.resetAt) next = Math.min(next, server.resetAt)
  boundaryTimer = setTimeout(notifyDay, Math.max(0, next - now))
}

function notifyDay() {
  scheduleBoundary()
  dayListeners.forEach((listener) => listener())
}

function onDayStorage(event: StorageEvent) {
  if (event.key !== DAY_KEY && event.key !== null) return
  day = loadDay() ?? day
  notifyDay()
}

export function subscribeDayUsage(listener: Listener): () => void {
  if (dayListeners.size === 0) {
    day = loadDay() ?? day
    const stopPlan = subscribePlan(notifyDay)
    const stopHeaders = rateLimitHeaders.subscribe(notifyDay)
    window.addEventListener('storage', onDayStorage)
    stopDeps = () => {
      stopPlan()
      stopHeaders()
      window.removeEventListener('storage', onDayStorage)
    }
  }
  dayListeners.add(listener)
  scheduleBoundary()
  return () => {
    dayListeners.delete(listener)
    if (dayListeners.size > 0) return
    stopDeps?.()
    stopDeps = null
    clearTimeout(boundaryTimer)
    boundaryTimer = undefined
  }
}

/** Forgets every slot, waiter and count. Waiting promises are dropped, not settled. */
export function resetPacerForTests(): void {
  clearTimeout(timer)
  timer = undefined
  for (const waiter of waiters.splice(0)) {
    waiter.signal?.removeEventListener('abort', waiter.onAbort)
  }
  slots.length = 0
  queuedStore.set(0)
  day = { date: '', count: 0 }
  removeItem('local', DAY_KEY)
  lastUsage = null
  notifyDay()
}
