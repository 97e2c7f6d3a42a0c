import * as z from 'zod/mini'
import { safeIntSchema } from '../http/int64'
import type { SharedState } from '../tabs/shared-state'
import type { Listener, ReadonlyStore } from '../util/store'
import type { RateLimitHeaders } from './headers'
import type { PlanStore } from './plan'

// The API requests sent from this browser today, by every tab together, so
// the UI can warn before the daily quota runs out. Kept in the shared state
// (decision 011): each send adds one, stored with the page's other such
// figures in one transaction a second (decision 040), so counts from two
// tabs add up; without IndexedDB each tab counts its own. The server's own
// figure wins when its headers describe the daily limit.

// A refine, not z.regex: that would bring zod's string-format code along for one field.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const storedDaySchema = z.object({
  date: z.string().check(z.refine((date) => ISO_DATE.test(date))),
  count: safeIntSchema.check(z.gte(0)),
})

export const DAY_KEY = 'day-usage'

export function createDayCount(shared: SharedState) {
  const record = shared.record(DAY_KEY, (stored) => {
    const parsed = storedDaySchema.safeParse(stored)
    return parsed.success ? parsed.data : null
  })
  return {
    record,
    /**
     * Atomic on the stored count, so every tab adds to one figure; shown here
     * at once, stored and told within a second: it is shown, never obeyed.
     */
    recordSend: (now = Date.now()) => {
      const today = localDate(now)
      record.updateSoon((day) => ({
        date: today,
        count: day?.date === today ? day.count + 1 : 1,
      }))
    },
    sentOn: (date: string): number => {
      const day = record.peek()
      return day?.date === date ? day.count : 0
    },
  }
}

/** The local calendar date, YYYY-MM-DD: the day a person in front of the screen means. */
function localDate(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface DayUsage {
  /** Requests used today: the server's figure when trusted, else this browser's count. */
  count: number
  limit: number
  nearlyUsed: boolean
  used: boolean
  /** 'server' when the rate-limit headers describe the daily limit, so they are used. */
  source: 'server' | 'browser'
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
function trustedServerHeaders(
  headers: RateLimitHeaders | null,
  limit: number,
  now: number,
) {
  if (!headers || headers.limit !== limit) return null
  if (headers.resetAt !== null && headers.resetAt <= now) return null
  return headers
}

/**
 * Today's usage as the quota meter shows it, from the day's count in
 * `shared`, the header snapshot `seen` and the desk's `plan`.
 */
export function createDayUsage(
  shared: SharedState,
  seen: ReadonlyStore<RateLimitHeaders | null>,
  plan: PlanStore,
) {
  const dayCount = createDayCount(shared)
  let lastUsage: DayUsage | null = null

  /** The same object until something in it changes (a useSyncExternalStore snapshot). */
  function usage(): DayUsage {
    const now = Date.now()
    const date = localDate(now)
    const limit = plan.limits().perDay
    const sentHere = dayCount.sentOn(date)
    const server = trustedServerHeaders(seen.get(), limit, now)
    const source = server ? 'server' : 'browser'
    const count = server
      ? Math.max(0, server.limit - server.remaining)
      : sentHere
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

  const listeners = new Set<Listener>()
  let boundaryTimer: ReturnType<typeof setTimeout> | undefined
  let stopDeps: (() => void) | null = null

  /** Wakes listeners at local midnight, and when trusted server figures go stale. */
  function scheduleBoundary() {
    clearTimeout(boundaryTimer)
    boundaryTimer = undefined
    if (listeners.size === 0) return
    const now = Date.now()
    let next = nextLocalMidnight(now)
    const server = trustedServerHeaders(seen.get(), plan.limits().perDay, now)
    if (server?.resetAt) next = Math.min(next, server.resetAt)
    boundaryTimer = setTimeout(notify, Math.max(0, next - now))
  }

  function notify() {
    scheduleBoundary()
    listeners.forEach((listener) => listener())
  }

  return {
    /** Live API only: demo requests do not count. */
    recordSend: dayCount.recordSend,
    usage,
    /** Today's usage changes: a request here or in another tab, the plan, server figures, midnight. */
    subscribe: (listener: Listener): (() => void) => {
      if (listeners.size === 0) {
        const stops = [
          dayCount.record.subscribe(notify),
          plan.subscribe(notify),
          seen.subscribe(notify),
        ]
        stopDeps = () => stops.forEach((stop) => stop())
      }
      listeners.add(listener)
      scheduleBoundary()
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        stopDeps?.()
        stopDeps = null
        clearTimeout(boundaryTimer)
        boundaryTimer = undefined
      }
    },
  }
}
