import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type ConnectionSettings,
  getConnection,
  resolveConnection,
  saveConnection,
} from './connection'
import { demoBaseUrl } from './env'
import {
  backoffDelay,
  cooldownFor,
  cooldowns,
  currentCooldown,
  MAX_COOLDOWN_MS,
  noteNot429,
  parseRetryAfter,
  rateLimitHeaders,
  rateLimitTarget,
  readRateLimitHeaders,
  recordRateLimitHeaders,
  resetRateLimitState,
  startCooldown,
  waitForCooldown,
} from './rate-limit'
import { startFakeClock } from '../test/fake-clock'

const COOLDOWN_KEY = 'adoption-desk:cooldown-until'
/** Two servers, each with its own cooldown. */
const A = 'http://a.test/v1'
const B = 'http://b.test/v1'
// A whole second, so HTTP-dates (second precision) land exactly.
const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)

function useFakeClock() {
  startFakeClock(T0)
}

/** Follows a promise without letting a rejection go unhandled. */
function track(promise: Promise<unknown>) {
  const state: { settled: boolean; error?: unknown } = { settled: false }
  const done = promise.then(
    () => {
      state.settled = true
    },
    (error: unknown) => {
      state.settled = true
      state.error = error
    },
  )
  return { state, done }
}

afterEach(() => {
  vi.useRealTimers()
})

/** What sessionStorage holds for the cooldowns, parsed. */
function storedCooldowns(): unknown {
  const raw = sessionStorage.getItem(COOLDOWN_KEY)
  return raw === null ? null : JSON.parse(raw)
}

function customConnection(settings: Partial<ConnectionSettings> = {}) {
  return {
    environment: 'custom',
    customBaseUrl: A,
    apiKey: 'k-1',
    remember: false,
    ...settings,
  } satisfies ConnectionSettings
}

const LIMIT_5 = { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '5' }

describe('parseRetryAfter', () => {
  const now = T0

  it.each(['-1', 'abc 2', '1 2', 'soon', '2030-01-15'])(
    'treats %j as unreadable (backoff), not as "retry now"',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull()
    },
  )

  it('accepts the obsolete RFC 850 and asctime date forms', () => {
    expect(parseRetryAfter('Tuesday, 15-Jan-30 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Tue Jan 15 12:00:30 2030', now)).toBe(30_000)
  })

  it('is null when the header is absent or blank', () => {
    expect(parseRetryAfter(null, now)).toBeNull()
    expect(parseRetryAfter('', now)).toBeNull()
    expect(parseRetryAfter('   ', now)).toBeNull()
  })

  it.each([
    ['0', 0],
    ['1', 1_000],
    ['120', 120_000],
    [' 30 ', 30_000],
    ['1.5', 1_500],
    ['600', MAX_COOLDOWN_MS],
  ])('reads delta-seconds %j as %i ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected)
  })

  it('reads an HTTP-date relative to now', () => {
    const in30s = new Date(now + 30_000).toUTCString()
    expect(in30s).toBe('Tue, 15 Jan 2030 12:00:30 GMT')
    expect(parseRetryAfter(in30s, now)).toBe(30_000)
    expect(parseRetryAfter('Tue, 15 Jan 2030 12:01:00 GMT', now)).toBe(60_000)
  })

  it('treats an HTTP-date in the past as no wait', () => {
    expect(parseRetryAfter('Tue, 15 Jan 2030 11:59:00 GMT', now)).toBe(0)
  })

  it.each(['soon', '5s', '1e3', 'later today'])(
    'is null for the unreadable value %j',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull()
    },
  )

  it('clamps absurd values to 10 minutes', () => {
    expect(MAX_COOLDOWN_MS).toBe(600_000)
    expect(parseRetryAfter('601', now)).toBe(MAX_COOLDOWN_MS)
    expect(parseRetryAfter('86400', now)).toBe(MAX_COOLDOWN_MS)
    expect(parseRetryAfter('99999999999999999999', now)).toBe(MAX_COOLDOWN_MS)
    expect(parseRetryAfter('Fri, 31 Dec 2100 23:59:59 GMT', now)).toBe(
      MAX_COOLDOWN_MS,
    )
  })
})

describe('backoffDelay', () => {
  const lowest = () => 0
  const middle = () => 0.5
  const highest = () => 0.999999

  it.each([
    // attempt, ceiling: the wait lies in [ceiling / 2, ceiling]
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [6, 32_000],
    [7, 60_000],
    [8, 60_000],
    [50, 60_000],
  ])('for attempt %i stays within half to all of %i ms', (attempt, ceiling) => {
    expect(backoffDelay(attempt, lowest)).toBe(ceiling / 2)
    expect(backoffDelay(attempt, middle)).toBe((ceiling * 3) / 4)
    expect(backoffDelay(attempt, highest)).toBe(ceiling)
  })

  it('treats attempts below 1 as the first', () => {
    expect(backoffDelay(0, middle)).toBe(750)
    expect(backoffDelay(-3, middle)).toBe(750)
  })

  it('grows: the shortest wait of an attempt is at least the longest of the one before, until the cap', () => {
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      expect(backoffDelay(attempt, lowest)).toBeGreaterThanOrEqual(
        backoffDelay(attempt - 1, highest),
      )
    }
  })

  it('uses Math.random by default, within the bounds', () => {
    for (let i = 0; i < 200; i += 1) {
      const wait = backoffDelay(3)
      expect(wait).toBeGreaterThanOrEqual(2_000)
      expect(wait).toBeLessThanOrEqual(4_000)
      expect(Number.isInteger(wait)).toBe(true)
    }
  })

  it('follows the given random source', () => {
    const random = vi.fn(() => 0.25)
    expect(backoffDelay(1, random)).toBe(625)
    expect(random).toHaveBeenCalledTimes(1)
  })
})

describe('readRateLimitHeaders', () => {
  it('reads limit, remaining and a reset in Unix seconds as ms', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '59',
      'X-RateLimit-Reset': '1767225600',
    })
    expect(readRateLimitHeaders(headers)).toEqual({
      limit: 60,
      remaining: 59,
      resetAt: 1_767_225_600_000,
    })
  })

  it('tolerates a reset already in milliseconds', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1767225600000',
    })
    expect(readRateLimitHeaders(headers)?.resetAt).toBe(1_767_225_600_000)
  })

  it('reads header names case-insensitively and trims values', () => {
    const headers = new Headers({
      'x-ratelimit-limit': ' 100 ',
      'x-ratelimit-remaining': '7',
    })
    expect(readRateLimitHeaders(headers)).toEqual({
      limit: 100,
      remaining: 7,
      resetAt: null,
    })
  })

  it('leaves resetAt null when the reset is missing or unreadable', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '10',
      'X-RateLimit-Reset': 'soon',
    })
    expect(readRateLimitHeaders(headers)).toEqual({
      limit: 60,
      remaining: 10,
      resetAt: null,
    })
  })

  it.each([
    ['no headers', {}],
    ['only a limit', { 'X-RateLimit-Limit': '60' }],
    ['only remaining', { 'X-RateLimit-Remaining': '3' }],
    [
      'a non-numeric limit',
      { 'X-RateLimit-Limit': 'sixty', 'X-RateLimit-Remaining': '3' },
    ],
    [
      'a negative remaining',
      { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '-1' },
    ],
    [
      'a fractional limit',
      { 'X-RateLimit-Limit': '60.5', 'X-RateLimit-Remaining': '3' },
    ],
  ])('is null (unknown) with %s', (_label, init: Record<string, string>) => {
    expect(readRateLimitHeaders(new Headers(init))).toBeNull()
  })
})

describe('rateLimitTarget', () => {
  it('is the base URL without trailing slashes', () => {
    expect(rateLimitTarget('http://a.test/v1/')).toBe(A)
    expect(rateLimitTarget('http://a.test/v1//')).toBe(A)
    expect(rateLimitTarget(A)).toBe(A)
  })
})

describe('recordRateLimitHeaders', () => {
  it('publishes what the saved connection’s server sent and notifies subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = rateLimitHeaders.subscribe(listener)
    recordRateLimitHeaders(getConnection(), new Headers(LIMIT_5))
    unsubscribe()
    expect(rateLimitHeaders.get()).toEqual({
      limit: 60,
      remaining: 5,
      resetAt: null,
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stays unknown (null) while no response carried the headers', () => {
    recordRateLimitHeaders(getConnection(), new Headers())
    expect(rateLimitHeaders.get()).toBeNull()
  })

  it('keeps the last known values when a response hides them', () => {
    recordRateLimitHeaders(getConnection(), new Headers(LIMIT_5))
    recordRateLimitHeaders(
      getConnection(),
      new Headers({ 'Content-Type': 'text/html' }),
    )
    expect(rateLimitHeaders.get()).toEqual({
      limit: 60,
      remaining: 5,
      resetAt: null,
    })
  })

  it('ignores answers from a server that is not the saved one (Test connection)', () => {
    const listener = vi.fn()
    const unsubscribe = rateLimitHeaders.subscribe(listener)
    recordRateLimitHeaders(
      resolveConnection(customConnection()),
      new Headers(LIMIT_5),
    )
    unsubscribe()
    expect(rateLimitHeaders.get()).toBeNull()
    expect(listener).not.toHaveBeenCalled()
  })

  it('ignores answers to another key on the saved server', () => {
    saveConnection(customConnection())
    recordRateLimitHeaders(
      resolveConnection(customConnection({ apiKey: 'k-2' })),
      new Headers(LIMIT_5),
    )
    expect(rateLimitHeaders.get()).toBeNull()
    recordRateLimitHeaders(
      resolveConnection(customConnection({ customBaseUrl: `${A}/` })),
      new Headers(LIMIT_5),
    )
    expect(rateLimitHeaders.get()).toMatchObject({ remaining: 5 })
  })

  it('forgets them when another server or key is saved', () => {
    recordRateLimitHeaders(getConnection(), new Headers(LIMIT_5))
    saveConnection(customConnection())
    expect(rateLimitHeaders.get()).toBeNull()

    recordRateLimitHeaders(getConnection(), new Headers(LIMIT_5))
    saveConnection(customConnection({ apiKey: 'k-2' }))
    expect(rateLimitHeaders.get()).toBeNull()
  })

  it('keeps them when the same server and key are saved again', () => {
    saveConnection(customConnection())
    recordRateLimitHeaders(getConnection(), new Headers(LIMIT_5))
    saveConnection(customConnection({ remember: true }))
    expect(rateLimitHeaders.get()).toMatchObject({ remaining: 5 })
  })
})

describe('startCooldown', () => {
  beforeEach(useFakeClock)

  it('starts a cooldown from Retry-After seconds and persists its end', () => {
    const until = startCooldown(A, '5')
    expect(until).toBe(T0 + 5_000)
    expect(cooldownFor(A)).toEqual({ until: T0 + 5_000, startedAt: T0 })
    expect(storedCooldowns()).toEqual([
      { target: A, until: T0 + 5_000, startedAt: T0 },
    ])
  })

  it('starts a cooldown from an HTTP-date', () => {
    expect(startCooldown(A, 'Tue, 15 Jan 2030 12:00:45 GMT')).toBe(T0 + 45_000)
  })

  it('clamps an absurd Retry-After to 10 minutes', () => {
    expect(startCooldown(A, '31536000')).toBe(T0 + MAX_COOLDOWN_MS)
    expect(storedCooldowns()).toEqual([
      { target: A, until: T0 + MAX_COOLDOWN_MS, startedAt: T0 },
    ])
  })

  it('uses the given time as now', () => {
    expect(startCooldown(A, '2', T0 - 1_000)).toBe(T0 + 1_000)
  })

  it('without Retry-After backs off exponentially per consecutive 429', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    expect(startCooldown(A, null)).toBe(T0 + backoffDelay(1, () => 0.5))
    expect(startCooldown(A, null)).toBe(T0 + backoffDelay(2, () => 0.5))
    expect(startCooldown(A, null)).toBe(T0 + backoffDelay(3, () => 0.5))
    expect(backoffDelay(3, () => 0.5)).toBe(3_000)
  })

  it('starts the backoff over after an answer that was not a 429', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    startCooldown(A, null)
    startCooldown(A, null)
    noteNot429(A)
    // Later than both waits, so the result is the new backoff alone.
    expect(startCooldown(A, null, T0 + 5_000)).toBe(T0 + 5_500)
  })

  it('counts 429s with Retry-After towards the backoff too', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    startCooldown(A, '1')
    expect(startCooldown(A, null, T0 + 5_000)).toBe(T0 + 6_000)
  })

  it('counts consecutive 429s per server', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    startCooldown(A, null)
    startCooldown(A, null)
    // B's first 429: backoffDelay(1), not (3).
    expect(startCooldown(B, null)).toBe(T0 + 500)
    // B answering does not start A's count over.
    noteNot429(B)
    expect(startCooldown(A, null, T0 + 5_000)).toBe(T0 + 7_000)
  })

  it('extends a running cooldown, keeping when it started', async () => {
    startCooldown(A, '10')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(startCooldown(A, '20')).toBe(T0 + 24_000)
    expect(cooldownFor(A)).toEqual({ until: T0 + 24_000, startedAt: T0 })
    expect(storedCooldowns()).toEqual([
      { target: A, until: T0 + 24_000, startedAt: T0 },
    ])
  })

  it('never shortens a running cooldown', () => {
    startCooldown(A, '60')
    expect(startCooldown(A, '1')).toBe(T0 + 60_000)
    expect(cooldownFor(A)?.until).toBe(T0 + 60_000)
  })

  it('keeps one cooldown per server, neither extending the other', () => {
    startCooldown(A, '60')
    expect(startCooldown(B, '5')).toBe(T0 + 5_000)
    expect(cooldownFor(A)).toEqual({ until: T0 + 60_000, startedAt: T0 })
    expect(cooldownFor(B)).toEqual({ until: T0 + 5_000, startedAt: T0 })
    expect(storedCooldowns()).toEqual([
      { target: A, until: T0 + 60_000, startedAt: T0 },
      { target: B, until: T0 + 5_000, startedAt: T0 },
    ])
  })

  it('ends by itself: the store empties and the stored end is removed', async () => {
    const listener = vi.fn()
    const unsubscribe = cooldowns.subscribe(listener)
    startCooldown(A, '3')
    await vi.advanceTimersByTimeAsync(2_999)
    expect(cooldownFor(A)).not.toBeNull()
    expect(sessionStorage.getItem(COOLDOWN_KEY)).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    unsubscribe()
    expect(cooldownFor(A)).toBeNull()
    expect(cooldowns.get().size).toBe(0)
    expect(sessionStorage.getItem(COOLDOWN_KEY)).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('ends each server’s cooldown at its own time', async () => {
    startCooldown(A, '3')
    startCooldown(B, '5')
    await vi.advanceTimersByTimeAsync(3_000)
    expect(cooldownFor(A)).toBeNull()
    expect(cooldownFor(B)?.until).toBe(T0 + 5_000)
    expect(storedCooldowns()).toEqual([
      { target: B, until: T0 + 5_000, startedAt: T0 },
    ])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(cooldownFor(B)).toBeNull()
    expect(sessionStorage.getItem(COOLDOWN_KEY)).toBeNull()
  })

  it('ends at the extended time, not the first one', async () => {
    startCooldown(A, '2')
    startCooldown(A, '5')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(cooldownFor(A)?.until).toBe(T0 + 5_000)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(cooldownFor(A)).toBeNull()
  })

  it('starts anew once the previous cooldown is over', async () => {
    startCooldown(A, '2')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(startCooldown(A, '3')).toBe(T0 + 13_000)
    expect(cooldownFor(A)).toEqual({
      until: T0 + 13_000,
      startedAt: T0 + 10_000,
    })
  })
})

describe('currentCooldown', () => {
  beforeEach(useFakeClock)

  it('is the saved connection’s cooldown only, following the connection', () => {
    const demo = rateLimitTarget(demoBaseUrl())
    const listener = vi.fn()
    const unsubscribe = currentCooldown.subscribe(listener)
    startCooldown(A, '30')
    expect(currentCooldown.get()).toBeNull()
    startCooldown(demo, '5')
    expect(currentCooldown.get()).toEqual({ until: T0 + 5_000, startedAt: T0 })
    // The same object until something changes (a useSyncExternalStore snapshot).
    expect(currentCooldown.get()).toBe(currentCooldown.get())

    listener.mockClear()
    saveConnection(customConnection())
    expect(listener).toHaveBeenCalled()
    expect(currentCooldown.get()).toEqual({ until: T0 + 30_000, startedAt: T0 })
    saveConnection(customConnection({ customBaseUrl: B }))
    expect(currentCooldown.get()).toBeNull()
    unsubscribe()
  })
})

describe('resetRateLimitState', () => {
  beforeEach(useFakeClock)

  it('forgets every cooldown, the headers and the backoff counts', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    recordRateLimitHeaders(
      getConnection(),
      new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '0' }),
    )
    startCooldown(A, null)
    startCooldown(A, null)
    startCooldown(B, null)
    resetRateLimitState()
    expect(cooldowns.get().size).toBe(0)
    expect(rateLimitHeaders.get()).toBeNull()
    expect(sessionStorage.getItem(COOLDOWN_KEY)).toBeNull()
    expect(startCooldown(A, null)).toBe(T0 + 500)
  })
})

describe('waitForCooldown', () => {
  beforeEach(useFakeClock)

  it('resolves at once when no cooldown runs', async () => {
    const { state, done } = track(waitForCooldown(A))
    await vi.advanceTimersByTimeAsync(0)
    expect(state.settled).toBe(true)
    await done
    expect(state.error).toBeUndefined()
  })

  it('resolves exactly when the cooldown ends', async () => {
    startCooldown(A, '5')
    const { state } = track(waitForCooldown(A))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state).toEqual({ settled: true })
  })

  it('is not held by another server’s cooldown', async () => {
    startCooldown(A, '60')
    const { state } = track(waitForCooldown(B))
    await vi.advanceTimersByTimeAsync(0)
    expect(state).toEqual({ settled: true })
  })

  it('keeps waiting when the cooldown is extended meanwhile', async () => {
    startCooldown(A, '5')
    const { state } = track(waitForCooldown(A))
    await vi.advanceTimersByTimeAsync(1_000)
    startCooldown(A, '10')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(6_000)
    expect(state).toEqual({ settled: true })
  })

  it('rejects with the abort reason when aborted while waiting', async () => {
    startCooldown(A, '30')
    const controller = new AbortController()
    const { state } = track(waitForCooldown(A, controller.signal))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(state.settled).toBe(false)
    const reason = new Error('navigated away')
    controller.abort(reason)
    await vi.advanceTimersByTimeAsync(0)
    expect(state).toEqual({ settled: true, error: reason })
  })

  it('rejects at once when the signal is already aborted, even without a cooldown', async () => {
    const controller = new AbortController()
    controller.abort()
    const { state } = track(waitForCooldown(A, controller.signal))
    await vi.advanceTimersByTimeAsync(0)
    expect(state.settled).toBe(true)
    expect(state.error).toMatchObject({ name: 'AbortError' })
  })

  it('rejects with an AbortError when the reason is not an Error', async () => {
    startCooldown(A, '30')
    const controller = new AbortController()
    const { state } = track(waitForCooldown(A, controller.signal))
    controller.abort('not an error')
    await vi.advanceTimersByTimeAsync(0)
    expect(state.settled).toBe(true)
    expect(state.error).toBeInstanceOf(DOMException)
    expect(state.error).toMatchObject({ name: 'AbortError' })
  })

  it('stops listening to the signal once resolved', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const { state } = track(waitForCooldown(A, controller.signal))
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(state).toEqual({ settled: true })
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
  })
})

describe('a cooldown saved by an earlier page load', () => {
  async function loadFresh() {
    vi.resetModules()
    return import('./rate-limit')
  }

  function store(value: unknown) {
    sessionStorage.setItem(COOLDOWN_KEY, JSON.stringify(value))
  }

  it('is restored from sessionStorage, for its own server', async () => {
    const now = Date.now()
    store([
      { target: A, until: now + 30_000, startedAt: now - 5_000 },
      { target: B, until: now + 10_000, startedAt: now - 1_000 },
    ])
    const fresh = await loadFresh()
    try {
      expect(fresh.cooldownFor(A)).toEqual({
        until: now + 30_000,
        startedAt: now - 5_000,
      })
      expect(fresh.cooldownFor(B)).toEqual({
        until: now + 10_000,
        startedAt: now - 1_000,
      })
    } finally {
      fresh.resetRateLimitState()
    }
  })

  it('still holds requests to its server', async () => {
    useFakeClock()
    store([{ target: A, until: T0 + 3_000, startedAt: T0 - 1_000 }])
    const fresh = await loadFresh()
    try {
      const { state } = track(fresh.waitForCooldown(A))
      await vi.advanceTimersByTimeAsync(2_999)
      expect(state.settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(state).toEqual({ settled: true })
      expect(sessionStorage.getItem(COOLDOWN_KEY)).toBeNull()
    } finally {
      fresh.resetRateLimitState()
    }
  })

  it('is clamped to 10 minutes from now', async () => {
    const now = Date.now()
    store([{ target: A, until: now + 86_400_000, startedAt: now }])
    const fresh = await loadFresh()
    try {
      const until = fresh.cooldownFor(A)?.until ?? 0
      expect(until).toBeGreaterThanOrEqual(now + MAX_COOLDOWN_MS)
      expect(until).toBeLessThanOrEqual(Date.now() + MAX_COOLDOWN_MS)
    } finally {
      fresh.resetRateLimitState()
    }
  })

  it('keeps the readable entries when another one is not', async () => {
    const now = Date.now()
    store([
      { target: B, until: 'soon', startedAt: now },
      { target: A, until: now + 30_000, startedAt: now },
    ])
    const fresh = await loadFresh()
    try {
      expect(fresh.cooldownFor(A)?.until).toBe(now + 30_000)
      expect(fresh.cooldowns.get().size).toBe(1)
    } finally {
      fresh.resetRateLimitState()
    }
  })

  it.each([
    [
      'one that is over',
      () => [
        { target: A, until: Date.now() - 1_000, startedAt: Date.now() - 5_000 },
      ],
    ],
    ['a malformed value', () => 'soon'],
    ['a value without a start', () => [{ target: A, until: Date.now() + 1 }]],
    [
      'a value without a server',
      () => [{ until: Date.now() + 30_000, startedAt: Date.now() }],
    ],
  ])('is ignored for %s', async (_label, stored) => {
    store(stored())
    const fresh = await loadFresh()
    try {
      expect(fresh.cooldowns.get().size).toBe(0)
    } finally {
      fresh.resetRateLimitState()
    }
  })

  it('is ignored in the format before servers were told apart', async () => {
    sessionStorage.setItem(COOLDOWN_KEY, `${Date.now() + 30_000}:${Date.now()}`)
    const fresh = await loadFresh()
    try {
      expect(fresh.cooldowns.get().size).toBe(0)
    } finally {
      fresh.resetRateLimitState()
    }
  })
})
