import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DAY_KEY,
  dayUsage,
  recordDaySend,
  resetDayUsageForTests,
  subscribeDayUsage,
} from './day-usage'
import { rateLimitHeaders } from './header-store'
import { reloadPlan, savePlan } from './plan'
import { startFakeClock } from '../test/fake-clock'

/** 15 January 2030, noon, local time: dates in these tests are local. */
const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()

/** What this browser's tabs counted on `date` (by default T0's), as stored. */
function storeDay(count: number, date = '2030-01-15') {
  localStorage.setItem(DAY_KEY, JSON.stringify({ date, count }))
}

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  resetDayUsageForTests()
  localStorage.clear()
  reloadPlan()
  rateLimitHeaders.set(null)
  vi.useRealTimers()
})

/** Counts `count` requests sent now, as the API client does. */
function sendNow(count: number) {
  for (let index = 0; index < count; index += 1) recordDaySend()
}

describe("today's usage", () => {
  function stored() {
    return JSON.parse(localStorage.getItem(DAY_KEY) ?? 'null') as unknown
  }

  it('counts sent requests per local date in localStorage', () => {
    expect(dayUsage()).toEqual({
      count: 0,
      limit: 1_000,
      nearlyUsed: false,
      used: false,
      source: 'browser',
      sentHere: 0,
      date: '2030-01-15',
    })
    sendNow(3)
    expect(stored()).toEqual({ date: '2030-01-15', count: 3 })
    expect(dayUsage()).toMatchObject({ count: 3, sentHere: 3 })
  })

  it('rolls over at local midnight', async () => {
    vi.setSystemTime(new Date(2030, 0, 15, 23, 59, 58))
    sendNow(5)
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    expect(dayUsage()).toMatchObject({ count: 5, date: '2030-01-15' })

    await vi.advanceTimersByTimeAsync(1_999)
    expect(listener).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    // Subscribers hear of the new day without any request being sent.
    expect(listener).toHaveBeenCalledTimes(1)
    expect(dayUsage()).toMatchObject({ count: 0, date: '2030-01-16' })

    sendNow(1)
    stop()
    expect(stored()).toEqual({ date: '2030-01-16', count: 1 })
    expect(dayUsage()).toMatchObject({ count: 1, sentHere: 1 })
  })

  it('starts from zero when the stored count is from another day', () => {
    storeDay(999, '2030-01-14')
    sendNow(1)
    expect(stored()).toEqual({ date: '2030-01-15', count: 1 })
  })

  it('is nearly used at 90 % and used at 100 %', () => {
    storeDay(898)
    sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 899,
      nearlyUsed: false,
      used: false,
    })
    sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 900,
      nearlyUsed: true,
      used: false,
    })
    storeDay(999)
    sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 1_000,
      nearlyUsed: true,
      used: true,
    })
  })

  it('adds to what other tabs of this browser counted', () => {
    sendNow(2)
    storeDay(40)
    sendNow(1)
    expect(dayUsage().count).toBe(41)
  })

  it('picks up another tab’s count while subscribed', () => {
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    storeDay(12)
    window.dispatchEvent(new StorageEvent('storage', { key: DAY_KEY }))
    stop()
    expect(listener).toHaveBeenCalled()
    expect(dayUsage().count).toBe(12)
  })

  it('measures against the plan’s daily limit', () => {
    savePlan({ plan: 'pro' })
    expect(dayUsage().limit).toBe(10_000)
    savePlan({ plan: 'enterprise' })
    expect(dayUsage().limit).toBe(1_000)
  })

  it('trusts the server when its limit is the plan’s daily one', () => {
    sendNow(4)
    rateLimitHeaders.set({
      limit: 1_000,
      remaining: 70,
      resetAt: null,
      seenAt: Date.now(),
    })
    expect(dayUsage()).toMatchObject({
      count: 930,
      limit: 1_000,
      nearlyUsed: true,
      source: 'server',
      sentHere: 4,
    })
  })

  it('keeps its own count when the server’s limit is another one (per minute)', () => {
    sendNow(4)
    rateLimitHeaders.set({
      limit: 60,
      remaining: 2,
      resetAt: null,
      seenAt: Date.now(),
    })
    expect(dayUsage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('stops trusting the server’s figures once their window has reset', async () => {
    sendNow(4)
    rateLimitHeaders.set({
      limit: 1_000,
      remaining: 70,
      resetAt: T0 + 5_000,
      seenAt: Date.now(),
    })
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    expect(dayUsage().source).toBe('server')
    await vi.advanceTimersByTimeAsync(5_000)
    stop()
    expect(listener).toHaveBeenCalled()
    expect(dayUsage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('returns the same snapshot until something changes', () => {
    const first = dayUsage()
    expect(dayUsage()).toBe(first)
    sendNow(1)
    expect(dayUsage()).not.toBe(first)
  })

  it('ignores a malformed stored count', () => {
    localStorage.setItem(DAY_KEY, '{"date":"yesterday","count":-4}')
    sendNow(1)
    expect(stored()).toEqual({ date: '2030-01-15', count: 1 })
  })

  it('keeps no timer once nobody listens', () => {
    const stop = subscribeDayUsage(() => undefined)
    expect(vi.getTimerCount()).toBe(1)
    stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
