import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savePlan } from './plan.view'
import { startFakeClock } from '../../test/fake-clock'
import { testTabs } from '../../test/test-tabs'

/** Each test's own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits

/** 15 January 2030, noon, local time: dates in these tests are local. */
const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()

/** What this browser's tabs counted (in memory: jsdom has no IndexedDB), on T0's date or the day before. */
function storeDay(count: number, dayBefore = false) {
  tabs = testTabs()
  limits = tabs.limits
  if (dayBefore) vi.setSystemTime(T0 - 86_400_000)
  for (let index = 0; index < count; index += 1) limits.day.recordSend()
  vi.setSystemTime(T0)
}

beforeEach(() => {
  startFakeClock(T0)
  tabs = testTabs()
  limits = tabs.limits
})

afterEach(() => {
  localStorage.clear()
  vi.useRealTimers()
})

/** Counts `count` requests sent now, as the API client does. */
function sendNow(count: number) {
  for (let index = 0; index < count; index += 1) limits.day.recordSend()
}

describe("today's usage", () => {
  /** The count as every tab sees it: the shared record's date and count. */
  function stored() {
    const { date, sentHere: count } = limits.day.usage()
    return { date, count }
  }

  it('counts sent requests per local date', () => {
    expect(limits.day.usage()).toEqual({
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
    expect(limits.day.usage()).toMatchObject({ count: 3, sentHere: 3 })
  })

  it('rolls over at local midnight', async () => {
    vi.setSystemTime(new Date(2030, 0, 15, 23, 59, 58))
    sendNow(5)
    const listener = vi.fn()
    const stop = limits.day.subscribe(listener)
    expect(limits.day.usage()).toMatchObject({ count: 5, date: '2030-01-15' })

    await vi.advanceTimersByTimeAsync(1_999)
    expect(listener).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    // Subscribers hear of the new day without any request being sent.
    expect(listener).toHaveBeenCalledTimes(1)
    expect(limits.day.usage()).toMatchObject({ count: 0, date: '2030-01-16' })

    sendNow(1)
    stop()
    expect(stored()).toEqual({ date: '2030-01-16', count: 1 })
    expect(limits.day.usage()).toMatchObject({ count: 1, sentHere: 1 })
  })

  it('starts from zero when the stored count is from another day', () => {
    storeDay(999, true)
    sendNow(1)
    expect(stored()).toEqual({ date: '2030-01-15', count: 1 })
  })

  it('is nearly used at 90 % and used at 100 %', () => {
    storeDay(898)
    sendNow(1)
    expect(limits.day.usage()).toMatchObject({
      count: 899,
      nearlyUsed: false,
      used: false,
    })
    sendNow(1)
    expect(limits.day.usage()).toMatchObject({
      count: 900,
      nearlyUsed: true,
      used: false,
    })
    storeDay(999)
    sendNow(1)
    expect(limits.day.usage()).toMatchObject({
      count: 1_000,
      nearlyUsed: true,
      used: true,
    })
  })

  // Counts of two tabs adding up: wait.test.ts, over the model of Chromium.
  it('tells subscribers of each count', () => {
    const listener = vi.fn()
    const stop = limits.day.subscribe(listener)
    sendNow(2)
    stop()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(limits.day.usage().count).toBe(2)
  })

  it('measures against the plan’s daily limit', () => {
    savePlan(tabs.plan, { plan: 'pro' })
    expect(limits.day.usage().limit).toBe(10_000)
    savePlan(tabs.plan, { plan: 'enterprise' })
    expect(limits.day.usage().limit).toBe(1_000)
  })

  it('trusts the server when its limit is the plan’s daily one', () => {
    sendNow(4)
    limits.headers.seen.set({
      limit: 1_000,
      remaining: 70,
      resetAt: null,
      seenAt: Date.now(),
    })
    expect(limits.day.usage()).toMatchObject({
      count: 930,
      limit: 1_000,
      nearlyUsed: true,
      source: 'server',
      sentHere: 4,
    })
  })

  it('keeps its own count when the server’s limit is another one (per minute)', () => {
    sendNow(4)
    limits.headers.seen.set({
      limit: 60,
      remaining: 2,
      resetAt: null,
      seenAt: Date.now(),
    })
    expect(limits.day.usage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('stops trusting the server’s figures once their window has reset', async () => {
    sendNow(4)
    limits.headers.seen.set({
      limit: 1_000,
      remaining: 70,
      resetAt: T0 + 5_000,
      seenAt: Date.now(),
    })
    const listener = vi.fn()
    const stop = limits.day.subscribe(listener)
    expect(limits.day.usage().source).toBe('server')
    await vi.advanceTimersByTimeAsync(5_000)
    stop()
    expect(listener).toHaveBeenCalled()
    expect(limits.day.usage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('returns the same snapshot until something changes', () => {
    const first = limits.day.usage()
    expect(limits.day.usage()).toBe(first)
    sendNow(1)
    expect(limits.day.usage()).not.toBe(first)
  })

  it('keeps no timer once nobody listens', () => {
    const stop = limits.day.subscribe(() => undefined)
    expect(vi.getTimerCount()).toBe(1)
    stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
