import * as z from 'zod/mini'
import { safeIntSchema } from './int64'
import { rateLimitHeaders } from './header-store'
import { createPersistedStore } from './persisted-store'
import { getPlanLimits, subscribePlan } from './plan'
import type { Listener } from './store'

// A count of the API requests sent from this browser today, by every tab
// together, so the UI can warn before the daily quota runs out. The server's
// own figure wins when its headers describe the daily limit.

// A plain test in a refine rather than z.regex: the regex check would bring
// zod's string-format machinery into the first load for this one field.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const storedDaySchema = z.object({
  date: z.string().check(z.refine((date) => ISO_DATE.test(date))),
  count: safeIntSchema.check(z.gte(0)),
})
type StoredDay = z.infer<typeof storedDaySchema>

export const DAY_KEY = 'adoption-desk:day-usage'
const dayStore = createPersistedStore<StoredDay | null>({
  key: DAY_KEY,
  schema: z.nullable(storedDaySchema),
  fallback: null,
})

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

/**
 * Counts one request sent now. Read-modify-write on the freshest stored
 * count, so every tab adds to the same figure.
 */
export function recordDaySend(now = Date.now()): void {
  const today = localDate(now)
  dayStore.update((day) => ({
    date: today,
    count: day?.date === today ? day.count + 1 : 1,
  }))
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
  const day = dayStore.get()
  const sentHere = day?.date === date ? day.count : 0
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

const dayListeners = new Set<Listener>()
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

/** Today's usage changes: a request here or in another tab, the plan, server figures, midnight. */
export function subscribeDayUsage(listener: Listener): () => void {
  if (dayListeners.size === 0) {
    const stops = [
      dayStore.subscribe(notifyDay),
      subscribePlan(notifyDay),
      rateLimitHeaders.subscribe(notifyDay),
    ]
    stopDeps = () => stops.forEach((stop) => stop())
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

/** For tests: forgets today's count. */
export function resetDayUsageForTests(): void {
  dayStore.clear()
  lastUsage = null
}
