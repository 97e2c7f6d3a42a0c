import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter'

/** A clock the test moves by hand. */
function manualClock(start: number) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

const START = 1_800_000_000_000 // a whole second, in ms

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then refuses', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 3, now: clock.now })
    const verdicts = [1, 2, 3, 4, 5].map(() => limiter.hit('key'))
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(verdicts.map((verdict) => verdict.remaining)).toEqual([
      2, 1, 0, 0, 0,
    ])
    expect(verdicts.every((verdict) => verdict.limit === 3)).toBe(true)
  })

  it('reports the window end as epoch seconds and the wait in whole seconds', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 1, now: clock.now })
    const first = limiter.hit('key')
    expect(first.reset).toBe((START + 60_000) / 1000)
    expect(first.retryAfter).toBe(60)

    clock.advance(45_500)
    const refused = limiter.hit('key')
    expect(refused.allowed).toBe(false)
    expect(refused.reset).toBe(first.reset)
    expect(refused.retryAfter).toBe(15) // 14.5 s, rounded up

    clock.advance(14_400) // 100 ms left in the window
    expect(limiter.hit('key').retryAfter).toBe(1)
  })

  it('rounds a reset that falls mid-second up', () => {
    const clock = manualClock(START + 250)
    const limiter = createRateLimiter({ now: clock.now })
    expect(limiter.hit('key').reset).toBe((START + 61_000) / 1000)
  })

  it('uses fixed windows that start with the first request', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 2, now: clock.now })
    limiter.hit('key')
    clock.advance(30_000)
    limiter.hit('key')
    clock.advance(29_999)
    expect(limiter.hit('key').allowed).toBe(false)

    // Exactly one window after the first request: a new window, not a sliding one.
    clock.advance(1)
    const fresh = limiter.hit('key')
    expect(fresh.allowed).toBe(true)
    expect(fresh.remaining).toBe(1)
    expect(fresh.reset).toBe((START + 120_000) / 1000)
  })

  it('keeps a window per key', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 1, now: clock.now })
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(false)
    clock.advance(10_000)
    const b = limiter.hit('b')
    expect(b.allowed).toBe(true)
    expect(b.reset).toBe((START + 70_000) / 1000)
    expect(limiter.hit('a').allowed).toBe(false)
  })

  it('honours a custom window length', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 1_000,
      now: clock.now,
    })
    limiter.hit('key')
    expect(limiter.hit('key')).toMatchObject({ allowed: false, retryAfter: 1 })
    clock.advance(1_000)
    expect(limiter.hit('key').allowed).toBe(true)
  })

  it('defaults to the Free plan: 60 requests a minute', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ now: clock.now })
    const verdicts = Array.from({ length: 61 }, () => limiter.hit('key'))
    expect(verdicts[0]).toMatchObject({ limit: 60, remaining: 59 })
    expect(verdicts[59]).toMatchObject({ allowed: true, remaining: 0 })
    expect(verdicts[60]).toMatchObject({ allowed: false, remaining: 0 })
  })

  it('applies a new limit to the current window', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 5, now: clock.now })
    limiter.hit('key')
    limiter.hit('key')
    limiter.setLimit(2)
    expect(limiter.hit('key')).toMatchObject({
      allowed: false,
      limit: 2,
      remaining: 0,
    })
    limiter.setLimit(10)
    expect(limiter.hit('key')).toMatchObject({ allowed: true, remaining: 6 })
  })

  it('forgets every window on reset, keeping the limit', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 1, now: clock.now })
    limiter.hit('a')
    limiter.hit('b')
    limiter.reset()
    expect(limiter.hit('a')).toMatchObject({ allowed: true, limit: 1 })
    expect(limiter.hit('b').allowed).toBe(true)
  })

  it('peeks at a window without counting a request', () => {
    const clock = manualClock(START)
    const limiter = createRateLimiter({ limit: 3, now: clock.now })
    expect(limiter.peek('key')).toMatchObject({ allowed: true, remaining: 3 })
    limiter.hit('key')
    expect(limiter.peek('key')).toMatchObject({ remaining: 2, limit: 3 })
    expect(limiter.peek('key').remaining).toBe(2)
    expect(limiter.hit('key').remaining).toBe(1)
  })
})
