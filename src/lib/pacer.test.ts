import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { petsSchema } from './pet-schemas'
import { server } from '../mocks/node'
import { apiRequest } from './api-client'
import { isApiError } from './api-error'
import { resolveConnection } from './connection'
import {
  dayUsage,
  pace,
  type PaceSlot,
  queued,
  resetPacerForTests,
  SAFETY_MARGIN_MS,
  subscribeDayUsage,
  WINDOW_MS,
} from './pacer'
import { reloadPlan, savePlan } from './plan'
import { cooldownFor, rateLimitHeaders, startCooldown } from './rate-limit'
import { startFakeClock } from '../test/fake-clock'

const DAY_KEY = 'adoption-desk:day-usage'
/** 15 January 2030, noon, local time: dates in these tests are local. */
const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()
const SLOT_REUSE_MS = WINDOW_MS + SAFETY_MARGIN_MS

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  resetPacerForTests()
  localStorage.clear()
  reloadPlan()
  rateLimitHeaders.set(null)
  vi.useRealTimers()
})

/** Takes `count` slots and sends on each at once, as the API client would. */
async function sendNow(count: number) {
  for (let index = 0; index < count; index += 1) {
    const slot = await pace()
    slot.markSent()
    slot.release()
  }
}

/** Follows a pace() call without letting a rejection go unhandled. */
function track(promise: Promise<PaceSlot>) {
  const state: { slot?: PaceSlot; error?: unknown } = {}
  const done = promise.then(
    (slot) => {
      state.slot = slot
    },
    (error: unknown) => {
      state.error = error
    },
  )
  return { state, done }
}

describe('pacing under the per-minute limit', () => {
  it('lets 60 requests through at once on Free, and makes the 61st wait for a free slot', async () => {
    await sendNow(60)
    expect(queued.get()).toBe(0)
    const sixtyFirst = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(sixtyFirst.state.slot).toBeUndefined()
    expect(queued.get()).toBe(1)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 1)
    expect(sixtyFirst.state.slot).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(sixtyFirst.state.slot).toBeDefined()
    expect(queued.get()).toBe(0)
  })

  it('slides: a slot frees a minute after its own request, not when a fixed window ends', async () => {
    await sendNow(30)
    await vi.advanceTimersByTimeAsync(30_000)
    await sendNow(30)
    const next = track(pace())
    // The first 30 free their slots a minute after T0, the next 30 half a minute later.
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 30_000 - 1)
    expect(next.state.slot).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(next.state.slot).toBeDefined()
  })

  it('serves waiting requests in the order they came, and newcomers queue behind them', async () => {
    await sendNow(59)
    await vi.advanceTimersByTimeAsync(1_000)
    await sendNow(1)
    const order: string[] = []
    const waiting = ['a', 'b', 'c'].map((name) =>
      pace().then((slot) => {
        order.push(name)
        slot.markSent()
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(queued.get()).toBe(3)

    // 59 slots free at once: the three waiting go, in order.
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 1_000)
    await Promise.all(waiting)
    expect(order).toEqual(['a', 'b', 'c'])
    expect(queued.get()).toBe(0)
  })

  it('never lets a newcomer overtake the queue', async () => {
    await sendNow(60)
    const order: string[] = []
    const first = pace().then((slot) => {
      order.push('first')
      slot.markSent()
    })
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    const second = pace().then((slot) => {
      order.push('second')
      slot.markSent()
    })
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'second'])
  })

  it('counts a slot from when it is granted, so requests started together cannot all slip through', async () => {
    // Granted but not yet sent (e.g. waiting for the service worker).
    const held = await Promise.all(Array.from({ length: 60 }, () => pace()))
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    // Giving one back unsent frees it at once.
    held[0]?.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })

  it('starts a slot’s minute when its request is sent, not when it was granted', async () => {
    const late = await pace()
    await sendNow(59)
    await vi.advanceTimersByTimeAsync(10_000)
    late.markSent()
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 10_000)
    // 59 freed; the late one still counts until a minute after it went.
    await sendNow(59)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(9_999)
    expect(next.state.slot).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(next.state.slot).toBeDefined()
  })

  it('releasing a sent slot changes nothing', async () => {
    const slot = await pace()
    slot.markSent()
    slot.release()
    slot.release()
    await sendNow(59)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('follows the plan: Pro allows 300 a minute', async () => {
    savePlan({ plan: 'pro' })
    await sendNow(300)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('lets waiting requests go at once when a higher plan is chosen', async () => {
    await sendNow(60)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    savePlan({ plan: 'business' })
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })

  it('paces by the agreed Enterprise limit', async () => {
    savePlan({ plan: 'enterprise', perMinute: 2, perDay: 50 })
    await sendNow(2)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('tells subscribers how many requests are queued', async () => {
    const counts: number[] = []
    const stop = queued.subscribe(() => counts.push(queued.get()))
    await sendNow(60)
    const waiting = [track(pace()), track(pace())]
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await Promise.all(waiting.map((entry) => entry.done))
    stop()
    expect(counts).toEqual([1, 2, 0])
  })

  it('leaves no timer behind when nothing waits', async () => {
    await sendNow(60)
    // jsdom dispatches storage events on a zero-delay timer.
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(0)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await next.done
    expect(vi.getTimerCount()).toBe(0)
  })

  it('forgets slots whose time is ahead of the clock (the clock was set back)', async () => {
    await sendNow(60)
    vi.setSystemTime(T0 - 3_600_000)
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })
})

describe('aborting while queued', () => {
  it('rejects at once with the reason when already aborted, taking no slot', async () => {
    const reason = new Error('gone')
    await expect(pace(AbortSignal.abort(reason))).rejects.toBe(reason)
    await sendNow(60)
    expect(queued.get()).toBe(0)
  })

  it('rejects with the signal’s reason and gives the place to the next in line', async () => {
    await sendNow(60)
    const controller = new AbortController()
    const cancelled = track(pace(controller.signal))
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(queued.get()).toBe(2)

    controller.abort()
    await cancelled.done
    // The signal's own reason: an AbortError (jsdom's DOMException, not Node's).
    expect(cancelled.state.error).toBe(controller.signal.reason)
    expect(cancelled.state.error).toMatchObject({ name: 'AbortError' })
    expect(queued.get()).toBe(1)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(next.state.slot).toBeDefined()
    expect(cancelled.state.slot).toBeUndefined()
  })

  it('does not let a cancelled waiter hold a slot', async () => {
    // Enterprise at 1 a minute: exactly one slot to give.
    savePlan({ plan: 'enterprise', perMinute: 1, perDay: 100 })
    await sendNow(1)
    const controller = new AbortController()
    const cancelled = track(pace(controller.signal))
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('left the page'))
    await cancelled.done
    expect(cancelled.state.error).toEqual(new Error('left the page'))

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(next.state.slot).toBeDefined()
    next.state.slot?.markSent()
    // And the one slot is now the next request's, not the cancelled one's.
    const after = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(after.state.slot).toBeUndefined()
  })

  it('a granted slot given back unsent goes to the next waiter', async () => {
    await sendNow(59)
    const granted = await pace()
    const next = track(pace())
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    granted.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })
})

describe("today's usage", () => {
  function stored() {
    return JSON.parse(localStorage.getItem(DAY_KEY) ?? 'null') as unknown
  }

  it('counts sent requests per local date in localStorage', async () => {
    expect(dayUsage()).toEqual({
      count: 0,
      limit: 1_000,
      nearlyUsed: false,
      used: false,
      source: 'browser',
      sentHere: 0,
      date: '2030-01-15',
    })
    await sendNow(3)
    expect(stored()).toEqual({ date: '2030-01-15', count: 3 })
    expect(dayUsage()).toMatchObject({ count: 3, sentHere: 3 })
  })

  it('does not count a slot that was never sent, or one marked not to count', async () => {
    const unsent = await pace()
    unsent.release()
    const demo = await pace()
    demo.markSent({ countToday: false })
    expect(dayUsage().count).toBe(0)
    expect(stored()).toBeNull()
  })

  it('rolls over at local midnight', async () => {
    vi.setSystemTime(new Date(2030, 0, 15, 23, 59, 58))
    await sendNow(5)
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    expect(dayUsage()).toMatchObject({ count: 5, date: '2030-01-15' })

    await vi.advanceTimersByTimeAsync(1_999)
    expect(listener).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    // Subscribers hear of the new day without any request being sent.
    expect(listener).toHaveBeenCalledTimes(1)
    expect(dayUsage()).toMatchObject({ count: 0, date: '2030-01-16' })

    await sendNow(1)
    stop()
    expect(stored()).toEqual({ date: '2030-01-16', count: 1 })
    expect(dayUsage()).toMatchObject({ count: 1, sentHere: 1 })
  })

  it('starts from zero when the stored count is from another day', async () => {
    localStorage.setItem(
      DAY_KEY,
      JSON.stringify({ date: '2030-01-14', count: 999 }),
    )
    await sendNow(1)
    expect(stored()).toEqual({ date: '2030-01-15', count: 1 })
  })

  it('is nearly used at 90 % and used at 100 %', async () => {
    localStorage.setItem(
      DAY_KEY,
      JSON.stringify({ date: '2030-01-15', count: 898 }),
    )
    await sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 899,
      nearlyUsed: false,
      used: false,
    })
    await sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 900,
      nearlyUsed: true,
      used: false,
    })
    localStorage.setItem(
      DAY_KEY,
      JSON.stringify({ date: '2030-01-15', count: 999 }),
    )
    await sendNow(1)
    expect(dayUsage()).toMatchObject({
      count: 1_000,
      nearlyUsed: true,
      used: true,
    })
  })

  it('adds to what other tabs of this browser counted', async () => {
    await sendNow(2)
    localStorage.setItem(
      DAY_KEY,
      JSON.stringify({ date: '2030-01-15', count: 40 }),
    )
    await sendNow(1)
    expect(dayUsage().count).toBe(41)
  })

  it('picks up another tab’s count while subscribed', () => {
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    localStorage.setItem(
      DAY_KEY,
      JSON.stringify({ date: '2030-01-15', count: 12 }),
    )
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

  it('trusts the server when its limit is the plan’s daily one', async () => {
    await sendNow(4)
    rateLimitHeaders.set({ limit: 1_000, remaining: 70, resetAt: null })
    expect(dayUsage()).toMatchObject({
      count: 930,
      limit: 1_000,
      nearlyUsed: true,
      source: 'server',
      sentHere: 4,
    })
  })

  it('keeps its own count when the server’s limit is another one (per minute)', async () => {
    await sendNow(4)
    rateLimitHeaders.set({ limit: 60, remaining: 2, resetAt: null })
    expect(dayUsage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('stops trusting the server’s figures once their window has reset', async () => {
    await sendNow(4)
    rateLimitHeaders.set({ limit: 1_000, remaining: 70, resetAt: T0 + 5_000 })
    const listener = vi.fn()
    const stop = subscribeDayUsage(listener)
    expect(dayUsage().source).toBe('server')
    await vi.advanceTimersByTimeAsync(5_000)
    stop()
    expect(listener).toHaveBeenCalled()
    expect(dayUsage()).toMatchObject({ count: 4, source: 'browser' })
  })

  it('returns the same snapshot until something changes', async () => {
    const first = dayUsage()
    expect(dayUsage()).toBe(first)
    await sendNow(1)
    expect(dayUsage()).not.toBe(first)
  })

  it('ignores a malformed stored count', async () => {
    localStorage.setItem(DAY_KEY, '{"date":"yesterday","count":-4}')
    await sendNow(1)
    expect(stored()).toEqual({ date: '2030-01-15', count: 1 })
  })

  it('keeps no timer once nobody listens', () => {
    const stop = subscribeDayUsage(() => undefined)
    expect(vi.getTimerCount()).toBe(1)
    stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('the API client, paced', () => {
  const LIVE_BASE = 'http://api.test/v1'
  const live = () =>
    resolveConnection({
      environment: 'custom',
      customBaseUrl: LIVE_BASE,
      apiKey: 'k-1234',
      remember: false,
    })

  /** Answers GET /pets on the live base, counting what arrives. */
  function liveServer() {
    const arrived: number[] = []
    server.use(
      http.get(`${LIVE_BASE}/pets`, () => {
        arrived.push(Date.now())
        return HttpResponse.json([])
      }),
    )
    return arrived
  }

  function request(signal?: AbortSignal) {
    const state: { done: boolean; error?: unknown } = { done: false }
    const done = apiRequest({
      path: '/pets',
      schema: petsSchema,
      connection: live(),
      signal,
    }).then(
      () => {
        state.done = true
      },
      (error: unknown) => {
        state.done = true
        state.error = error
      },
    )
    return { state, done }
  }

  it('sends 60 at once on Free and holds the 61st until a slot frees', async () => {
    const arrived = liveServer()
    const requests = Array.from({ length: 61 }, () => request())
    await vi.advanceTimersByTimeAsync(0)
    await Promise.all(requests.slice(0, 60).map((entry) => entry.done))
    expect(arrived).toHaveLength(60)
    expect(queued.get()).toBe(1)
    expect(requests[60]?.state.done).toBe(false)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await requests[60]?.done
    expect(arrived).toHaveLength(61)
    expect(arrived[60]).toBe(T0 + SLOT_REUSE_MS)
    expect(requests[60]?.state.error).toBeUndefined()
    expect(dayUsage().count).toBe(61)
  })

  it('turns an abort while queued into the same aborted error, sending nothing', async () => {
    const arrived = liveServer()
    await sendNow(60)
    const controller = new AbortController()
    const queuedRequest = request(controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(queued.get()).toBe(1)
    controller.abort()
    await queuedRequest.done
    expect(isApiError(queuedRequest.state.error)).toBe(true)
    expect(queuedRequest.state.error).toMatchObject({ kind: 'aborted' })
    expect(queued.get()).toBe(0)
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(arrived).toHaveLength(0)
  })

  it('waits out a cooldown that started while it was queued', async () => {
    const arrived = liveServer()
    await sendNow(60)
    const queuedRequest = request()
    await vi.advanceTimersByTimeAsync(30_000)
    // A 429 to another request to this server: nothing may go to it for two minutes.
    startCooldown(LIVE_BASE, '120')
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 30_000)
    expect(arrived).toHaveLength(0)
    expect(cooldownFor(LIVE_BASE)?.until).toBe(T0 + 150_000)
    await vi.advanceTimersByTimeAsync(150_000 - SLOT_REUSE_MS - 1)
    expect(arrived).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await queuedRequest.done
    expect(arrived).toEqual([T0 + 150_000])
  })

  it('does not count demo requests toward today', async () => {
    await apiRequest({ path: '/pets', schema: petsSchema })
    expect(dayUsage().count).toBe(0)
    expect(localStorage.getItem(DAY_KEY)).toBeNull()
  })
})
