import { testTabs } from '../../test/test-tabs'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { petsSchema } from '../pets/pet-schemas'
import { server } from '../../mocks/node'
import { apiRequest } from '../http/api-client'
import { isApiError } from '../http/api-error'
import { resolveConnection } from '../../test/connection'
import { SAFETY_MARGIN_MS, WINDOW_MS } from './pace-book'
import { type PaceSlot } from './pacer'
import { savePlan } from './plan.view'
import { targetOf } from '../connection/identity'
import { startFakeClock } from '../../test/fake-clock'

/** Each test's own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

const DAY_KEY = 'adoption-desk:day-usage'
/** 15 January 2030, noon, local time: dates in these tests are local. */
const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()
const SLOT_REUSE_MS = WINDOW_MS + SAFETY_MARGIN_MS
/** The live server and key the client tests use; pacing is per server and key. */
const T = targetOf('http://api.test/v1', 'k-1234')

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  localStorage.clear()
  vi.useRealTimers()
})

/** Takes `count` slots and sends on each at once, as the API client would. */
async function sendNow(count: number) {
  for (let index = 0; index < count; index += 1) {
    const slot = await limits.pacer.pace(T)
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
    expect(limits.pacer.queued.get()).toBe(0)
    const sixtyFirst = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(sixtyFirst.state.slot).toBeUndefined()
    expect(limits.pacer.queued.get()).toBe(1)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 1)
    expect(sixtyFirst.state.slot).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(sixtyFirst.state.slot).toBeDefined()
    expect(limits.pacer.queued.get()).toBe(0)
  })

  it('slides: a slot frees a minute after its own request, not when a fixed window ends', async () => {
    await sendNow(30)
    await vi.advanceTimersByTimeAsync(30_000)
    await sendNow(30)
    const next = track(limits.pacer.pace(T))
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
      limits.pacer.pace(T).then((slot) => {
        order.push(name)
        slot.markSent()
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.pacer.queued.get()).toBe(3)

    // 59 slots free at once: the three waiting go, in order.
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 1_000)
    await Promise.all(waiting)
    expect(order).toEqual(['a', 'b', 'c'])
    expect(limits.pacer.queued.get()).toBe(0)
  })

  it('never lets a newcomer overtake the queue', async () => {
    await sendNow(60)
    const order: string[] = []
    const first = limits.pacer.pace(T).then((slot) => {
      order.push('first')
      slot.markSent()
    })
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    const second = limits.pacer.pace(T).then((slot) => {
      order.push('second')
      slot.markSent()
    })
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'second'])
  })

  it('counts a slot from when it is granted, so requests started together cannot all slip through', async () => {
    // Granted but not yet sent: the client marks a slot sent only as its
    // request leaves, after a last look at the waits; until then it counts.
    const held = await Promise.all(
      Array.from({ length: 60 }, () => limits.pacer.pace(T)),
    )
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    // Giving one back unsent frees it at once.
    held[0]?.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })

  it('starts a slot’s minute when its request is sent, not when it was granted', async () => {
    const late = await limits.pacer.pace(T)
    await sendNow(59)
    await vi.advanceTimersByTimeAsync(10_000)
    late.markSent()
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 10_000)
    // 59 freed; the late one still counts until a minute after it went.
    await sendNow(59)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(next.state.slot).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(next.state.slot).toBeDefined()
  })

  it('counts a slot from when it is taken: one held until another took its place cannot send, so no minute carries an extra send', async () => {
    const held = await limits.pacer.pace(T)
    await vi.advanceTimersByTimeAsync(30_000)
    await sendNow(59)
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 30_000)
    // The held slot is stale in the book: its place goes to a new request.
    const next = await limits.pacer.pace(T)
    expect(next.markSent()).toBe(true)
    expect(held.markSent()).toBe(false)
    held.release()
    const after = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(after.state.slot).toBeUndefined()
  })

  it('lets a slot held less than half a minute send, and refuses one held longer', async () => {
    const quick = await limits.pacer.pace(T)
    await vi.advanceTimersByTimeAsync(WINDOW_MS / 2 - 1)
    expect(quick.markSent()).toBe(true)
    const slow = await limits.pacer.pace(T)
    await vi.advanceTimersByTimeAsync(WINDOW_MS / 2)
    expect(slow.markSent()).toBe(false)
  })

  it('releasing a sent slot changes nothing', async () => {
    const slot = await limits.pacer.pace(T)
    slot.markSent()
    slot.release()
    slot.release()
    await sendNow(59)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('follows the plan: Pro allows 300 a minute', async () => {
    savePlan(tabs.plan, { plan: 'pro' })
    await sendNow(300)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('lets waiting requests go at once when a higher plan is chosen', async () => {
    await sendNow(60)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    savePlan(tabs.plan, { plan: 'business' })
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
  })

  it('paces by the agreed Enterprise limit', async () => {
    savePlan(tabs.plan, { plan: 'enterprise', perMinute: 2, perDay: 50 })
    await sendNow(2)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
  })

  it('tells subscribers how many requests are queued', async () => {
    const counts: number[] = []
    const stop = limits.pacer.queued.subscribe(() =>
      counts.push(limits.pacer.queued.get()),
    )
    await sendNow(60)
    const waiting = [track(limits.pacer.pace(T)), track(limits.pacer.pace(T))]
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await Promise.all(waiting.map((entry) => entry.done))
    stop()
    expect(counts).toEqual([2, 1, 0])
  })

  it('leaves no timer behind when nothing waits', async () => {
    await sendNow(60)
    // jsdom dispatches storage events on a zero-delay timer.
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(0)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await next.done
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([
    ['2 minutes', 2 * 60_000],
    ['an hour', 3_600_000],
  ])(
    'keeps a full minute’s slots when the clock is set back %s: no burst, and the next waits a minute from the jump, not the jump itself',
    async (_label, jump) => {
      await sendNow(60)
      vi.setSystemTime(T0 - jump)
      const next = track(limits.pacer.pace(T))
      await vi.advanceTimersByTimeAsync(0)
      expect(next.state.slot).toBeUndefined()
      await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 1)
      expect(next.state.slot).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await next.done
      expect(next.state.slot).toBeDefined()
    },
  )
})

describe('aborting while queued', () => {
  it('rejects at once with the reason when already aborted, taking no slot', async () => {
    const reason = new Error('gone')
    await expect(limits.pacer.pace(T, AbortSignal.abort(reason))).rejects.toBe(
      reason,
    )
    await sendNow(60)
    expect(limits.pacer.queued.get()).toBe(0)
  })

  it('rejects with the signal’s reason and gives the place to the next in line', async () => {
    await sendNow(60)
    const controller = new AbortController()
    const cancelled = track(limits.pacer.pace(T, controller.signal))
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.pacer.queued.get()).toBe(2)

    controller.abort()
    await cancelled.done
    // The signal's own reason: an AbortError (jsdom's DOMException, not Node's).
    expect(cancelled.state.error).toBe(controller.signal.reason)
    expect(cancelled.state.error).toMatchObject({ name: 'AbortError' })
    expect(limits.pacer.queued.get()).toBe(1)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(next.state.slot).toBeDefined()
    expect(cancelled.state.slot).toBeUndefined()
  })

  it('does not let a cancelled waiter hold a slot', async () => {
    // Enterprise at 1 a minute: exactly one slot to give.
    savePlan(tabs.plan, { plan: 'enterprise', perMinute: 1, perDay: 100 })
    await sendNow(1)
    const controller = new AbortController()
    const cancelled = track(limits.pacer.pace(T, controller.signal))
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('left the page'))
    await cancelled.done
    expect(cancelled.state.error).toEqual(new Error('left the page'))

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(next.state.slot).toBeDefined()
    next.state.slot?.markSent()
    // And the one slot is now the next request's, not the cancelled one's.
    const after = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(after.state.slot).toBeUndefined()
  })

  it('a granted slot given back unsent goes to the next waiter', async () => {
    await sendNow(59)
    const granted = await limits.pacer.pace(T)
    const next = track(limits.pacer.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeUndefined()
    granted.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(next.state.slot).toBeDefined()
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
      limits,
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
    expect(limits.pacer.queued.get()).toBe(1)
    expect(requests[60]?.state.done).toBe(false)

    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    await requests[60]?.done
    expect(arrived).toHaveLength(61)
    expect(arrived[60]).toBe(T0 + SLOT_REUSE_MS)
    expect(requests[60]?.state.error).toBeUndefined()
    expect(limits.day.usage().count).toBe(61)
  })

  it('turns an abort while queued into the same aborted error, sending nothing', async () => {
    const arrived = liveServer()
    await sendNow(60)
    const controller = new AbortController()
    const queuedRequest = request(controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.pacer.queued.get()).toBe(1)
    controller.abort()
    await queuedRequest.done
    expect(isApiError(queuedRequest.state.error)).toBe(true)
    expect(queuedRequest.state.error).toMatchObject({ kind: 'aborted' })
    expect(limits.pacer.queued.get()).toBe(0)
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS)
    expect(arrived).toHaveLength(0)
  })

  it('waits out a wait that started while it was queued', async () => {
    const arrived = liveServer()
    await sendNow(60)
    const queuedRequest = request()
    await vi.advanceTimersByTimeAsync(30_000)
    // A 429 to another request to this server: nothing may go to it for two minutes.
    void limits.waits.startWait(T, '120')
    await vi.advanceTimersByTimeAsync(SLOT_REUSE_MS - 30_000)
    expect(arrived).toHaveLength(0)
    expect(limits.waits.waitFor(T)?.until).toBe(T0 + 150_000)
    await vi.advanceTimersByTimeAsync(150_000 - SLOT_REUSE_MS - 1)
    expect(arrived).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await queuedRequest.done
    expect(arrived).toEqual([T0 + 150_000])
  })

  it('does not count demo requests toward today', async () => {
    await apiRequest({ limits, path: '/pets', schema: petsSchema })
    expect(limits.day.usage().count).toBe(0)
    expect(localStorage.getItem(DAY_KEY)).toBeNull()
  })
})
