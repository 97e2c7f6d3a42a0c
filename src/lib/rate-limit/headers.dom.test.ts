import { testTabs } from '../../test/test-tabs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveConnection } from '../../test/connection'
import { type ConnectionSettings } from '../connection/connection'
import { saveConnection } from '../connection/save-connection'
import { readRateLimitHeaders } from './headers'
import { LONGEST_HONOURED_MS } from './retry-after'

/** Each test's own rate-limit state (decision 032). */
let limits = testTabs().limits
beforeEach(() => {
  limits = testTabs().limits
})

const A = 'http://a.test/v1'

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

describe('readRateLimitHeaders', () => {
  it('reads a Reset no number can hold as the longest wait the app honours, not as no reset', () => {
    const now = Date.UTC(2030, 0, 15, 12)
    const seen = readRateLimitHeaders(
      new Headers({
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': '9'.repeat(400),
      }),
      now,
    )
    expect(seen?.resetAt).toBe(now + LONGEST_HONOURED_MS)
  })

  it.each([
    [
      'reads limit, remaining and a reset in Unix seconds as ms',
      {
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '59',
        'X-RateLimit-Reset': '1767225600',
      },
      { limit: 60, remaining: 59, resetAt: 1_767_225_600_000 },
    ],
    [
      'reads header names case-insensitively and trims values',
      { 'x-ratelimit-limit': ' 100 ', 'x-ratelimit-remaining': '7' },
      { limit: 100, remaining: 7, resetAt: null },
    ],
    [
      'leaves resetAt null when the reset is missing or unreadable',
      {
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '10',
        'X-RateLimit-Reset': 'soon',
      },
      { limit: 60, remaining: 10, resetAt: null },
    ],
  ])('%s', (_label, init: Record<string, string>, expected) => {
    expect(readRateLimitHeaders(new Headers(init), 7)).toEqual({
      ...expected,
      seenAt: 7,
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

describe('recordRateLimitHeaders', () => {
  // As the app does at startup.
  let stopFollowing = () => {}
  beforeEach(() => {
    stopFollowing = limits.headers.followConnection()
  })
  afterEach(() => stopFollowing())

  it('publishes what the saved connection’s server sent and notifies subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = limits.headers.seen.subscribe(listener)
    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    unsubscribe()
    expect(limits.headers.seen.get()).toEqual({
      limit: 60,
      remaining: 5,
      resetAt: null,
      seenAt: expect.any(Number) as number,
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stays unknown (null) while no response carried the headers', () => {
    limits.headers.record(limits.connection.get(), new Headers())
    expect(limits.headers.seen.get()).toBeNull()
  })

  it('keeps the last known values when a response hides them', () => {
    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    limits.headers.record(
      limits.connection.get(),
      new Headers({ 'Content-Type': 'text/html' }),
    )
    expect(limits.headers.seen.get()).toEqual({
      limit: 60,
      remaining: 5,
      resetAt: null,
      seenAt: expect.any(Number) as number,
    })
  })

  it('ignores answers from a server that is not the saved one (Test connection)', () => {
    const listener = vi.fn()
    const unsubscribe = limits.headers.seen.subscribe(listener)
    limits.headers.record(
      resolveConnection(customConnection()),
      new Headers(LIMIT_5),
    )
    unsubscribe()
    expect(limits.headers.seen.get()).toBeNull()
    expect(listener).not.toHaveBeenCalled()
  })

  it('ignores answers to another key on the saved server', () => {
    saveConnection(limits.connection, customConnection())
    limits.headers.record(
      resolveConnection(customConnection({ apiKey: 'k-2' })),
      new Headers(LIMIT_5),
    )
    expect(limits.headers.seen.get()).toBeNull()
    limits.headers.record(
      resolveConnection(customConnection({ customBaseUrl: `${A}/` })),
      new Headers(LIMIT_5),
    )
    expect(limits.headers.seen.get()).toMatchObject({ remaining: 5 })
  })

  it('forgets them when another server or key is saved', () => {
    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    saveConnection(limits.connection, customConnection())
    expect(limits.headers.seen.get()).toBeNull()

    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    saveConnection(limits.connection, customConnection({ apiKey: 'k-2' }))
    expect(limits.headers.seen.get()).toBeNull()
  })

  it('keeps them when the same server and key are saved again', () => {
    saveConnection(limits.connection, customConnection())
    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    saveConnection(limits.connection, customConnection({ remember: true }))
    expect(limits.headers.seen.get()).toMatchObject({ remaining: 5 })
  })
})

describe('followConnection', () => {
  it('is what forgets them on a switch, until its stop', () => {
    const stop = limits.headers.followConnection()
    limits.headers.record(limits.connection.get(), new Headers(LIMIT_5))
    stop()
    saveConnection(limits.connection, customConnection())
    expect(limits.headers.seen.get()).toMatchObject({ remaining: 5 })

    const stopAgain = limits.headers.followConnection()
    expect(limits.headers.seen.get()).toBeNull()
    stopAgain()
  })
})
