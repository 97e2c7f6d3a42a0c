import { dayCount, localDate } from './day-count'
import { rateLimitHeaders } from './header-store'
import { getPlanLimits, subscribePlan } from './plan'
import type { Listener } from '../util/store'

// A count of the API requests sent from this browser today, by every tab
// together, so the UI can warn before the daily quota runs out. The server's
// own figure wins when its headers describe the daily limit. The count
// itself is day-count.ts (in the first load, for the client); this part is
// for the UI only, loaded with the quota meter.

const dayStore = dayCount.record

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

function nextLocalMidnight(ms: number): number {
  const date = new Date(ms)
  // Built from the calendar, so a 23- or 25-hour day still ends at midnight.
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + 1,
  ).getTime()
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
  const sentHere = dayCount.sentOn(date)
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
  void dayStore.update(() => null)
  lastUsage = null
}
