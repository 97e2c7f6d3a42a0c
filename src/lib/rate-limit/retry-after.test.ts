import { describe, expect, it, vi } from 'vitest'
import {
  backoffDelay,
  LONGEST_HONOURED_MS,
  parseRetryAfter,
  waitUntilReset,
} from './retry-after'

// A whole second, so HTTP-dates (second precision) land exactly.
const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)

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
    ['600', 600_000],
    ['21600', 21_600_000],
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

  it('keeps long waits in full: a daily quota asks for hours (the wait policy bounds them)', () => {
    expect(parseRetryAfter('601', now)).toBe(601_000)
    expect(parseRetryAfter('86400', now)).toBe(86_400_000)
    expect(parseRetryAfter('Wed, 16 Jan 2030 09:00:00 GMT', now)).toBe(
      21 * 3_600_000,
    )
  })
})

describe('a value no number can hold', () => {
  const now = T0
  it.each([
    ['400 digits (Infinity)', '9'.repeat(400)],
    ['400 digits with a fraction', `${'9'.repeat(400)}.5`],
    ['more than a year of seconds', String(366 * 86_400)],
    ['a date thousands of years ahead', 'Fri, 31 Dec 9999 23:59:59 GMT'],
  ])(
    'reads %s as the longest wait the app honours, never as "now"',
    (_label, value) => {
      expect(parseRetryAfter(value, now)).toBe(LONGEST_HONOURED_MS)
    },
  )

  it('reads a reset no number can hold as the longest wait too', () => {
    expect(waitUntilReset(Infinity, now, null)).toBe(LONGEST_HONOURED_MS)
    expect(waitUntilReset(Infinity, now, now - 5_000)).toBe(LONGEST_HONOURED_MS)
    expect(waitUntilReset(8.64e15, now, null)).toBe(LONGEST_HONOURED_MS)
  })

  it.each(['-5', '-0.5', '+5', '5e400', '0x10', 'Infinity', 'NaN'])(
    'treats the invalid value %j as missing (RFC 9110): the backoff applies',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull()
    },
  )

  it('still treats a past HTTP-date as no wait', () => {
    expect(parseRetryAfter('Mon, 01 Jan 1900 00:00:00 GMT', now)).toBe(0)
  })
})

describe('the server’s clock', () => {
  it('reads an HTTP-date against the answer’s Date, not a client clock that is off', () => {
    const clientAhead = T0 + 90_000
    expect(
      parseRetryAfter('Tue, 15 Jan 2030 12:00:30 GMT', clientAhead, T0),
    ).toBe(30_000)
    // Without the server's clock, a client 90 s ahead would not wait at all.
    expect(parseRetryAfter('Tue, 15 Jan 2030 12:00:30 GMT', clientAhead)).toBe(
      0,
    )
  })

  it('measures a reset on the server’s clock when known, in full like Retry-After', () => {
    const clientBehind = T0 - 120_000
    expect(waitUntilReset(T0 + 20_000, clientBehind, T0)).toBe(20_000)
    expect(waitUntilReset(T0 + 20_000, clientBehind, null)).toBe(140_000)
    expect(waitUntilReset(T0 + 86_400_000, T0, T0)).toBe(86_400_000)
    expect(waitUntilReset(T0 - 5_000, T0, T0)).toBe(0)
  })
})

describe('backoffDelay', () => {
  const lowest = () => 0
  const middle = () => 0.5
  const highest = () => 1

  it.each([
    // attempt: the wait lies in [base, 1.5 × base], never above 60 s
    [1, 5_000, 7_500],
    [2, 10_000, 15_000],
    [3, 20_000, 30_000],
    [4, 40_000, 60_000],
    [5, 60_000, 60_000],
    [50, 60_000, 60_000],
  ])('for attempt %i waits %i to %i ms', (attempt, least, most) => {
    expect(backoffDelay(attempt, lowest)).toBe(least)
    expect(backoffDelay(attempt, highest)).toBe(most)
    expect(backoffDelay(attempt, middle)).toBe(
      Math.min(60_000, Math.round(least * 1.25)),
    )
  })

  it('never retries within 5 s when the server gave no readable wait', () => {
    expect(backoffDelay(1, lowest)).toBeGreaterThanOrEqual(5_000)
  })

  it('treats attempts below 1 as the first', () => {
    expect(backoffDelay(0, middle)).toBe(6_250)
    expect(backoffDelay(-3, middle)).toBe(6_250)
  })

  it('grows: the shortest wait of an attempt is at least the longest of the one before', () => {
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      expect(backoffDelay(attempt, lowest)).toBeGreaterThanOrEqual(
        backoffDelay(attempt - 1, highest),
      )
    }
  })

  it('uses Math.random by default, within the bounds', () => {
    for (let i = 0; i < 200; i += 1) {
      const wait = backoffDelay(3)
      expect(wait).toBeGreaterThanOrEqual(20_000)
      expect(wait).toBeLessThanOrEqual(30_000)
      expect(Number.isInteger(wait)).toBe(true)
    }
  })

  it('follows the given random source', () => {
    const random = vi.fn(() => 0.25)
    expect(backoffDelay(1, random)).toBe(5_625)
    expect(random).toHaveBeenCalledTimes(1)
  })
})
