import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeBrowser } from '../test/fake-tabs'
import { startFakeClock } from '../test/fake-clock'
import {
  createPacer,
  type PaceSlot,
  SAFETY_MARGIN_MS,
  WINDOW_MS,
} from './pacer'
import { MAX_COOLDOWN_MS } from './retry-after'
import {
  createWaitStore,
  rateLimitTarget,
  WAIT_KEY_PREFIX,
  waitRecordName,
} from './wait-store'
import { track } from '../test/track'

// Two tabs of one browser, each with its own instance of the rate-limit
// state, over one fake localStorage, BroadcastChannel and Web Locks.

// A whole second, so HTTP-dates (second precision) land exactly.
const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)
const KEY = 'sk_live_do_not_store_me'
const T = rateLimitTarget('https://api.example.org/v1', KEY)
const OTHER_KEY = rateLimitTarget('https://api.example.org/v1', 'sk_other')
const RECORD = WAIT_KEY_PREFIX + waitRecordName(T)

beforeEach(() => startFakeClock(T0))
afterEach(() => vi.useRealTimers())

function twoTabs() {
  const browser = createFakeBrowser()
  const tabA = browser.tab()
  const tabB = browser.tab()
  return {
    browser,
    tabB,
    a: createWaitStore(tabA.env),
    b: createWaitStore(tabB.env),
  }
}

describe('one wait per server and key, for every tab', () => {
  it('a 429 in one tab holds the other, until Retry-After has passed', async () => {
    const { a, b } = twoTabs()
    a.startCooldown(T, { retryAfter: '5' })
    expect(b.waitFor(T)).toEqual({
      until: T0 + 5_000,
      startedAt: T0,
      reason: '429',
    })
    const waiting = track(b.waitUntilClear(T))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(waiting.state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting.state.settled).toBe(true)
    expect(b.waitFor(T)).toBeNull()
  })

  it('tells the other tab’s subscribers (the banner), and again when the wait ends', async () => {
    const { a, b } = twoTabs()
    const heard = vi.fn()
    const stop = b.subscribe(T, heard)
    a.startCooldown(T, { retryAfter: '5' })
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(heard).toHaveBeenCalledTimes(2)
    expect(b.waitFor(T)).toBeNull()
    stop()
  })

  it('a tab that slept through the message still waits: the check reads storage', async () => {
    const { a, b, tabB } = twoTabs()
    const heard = vi.fn()
    const stop = b.subscribe(T, heard)
    tabB.sleep()
    a.startCooldown(T, { retryAfter: '30' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(heard).not.toHaveBeenCalled()
    tabB.wake()
    // What the client asks right before a send.
    expect(b.waitFor(T)?.until).toBe(T0 + 30_000)
    stop()
  })

  it('waits started later in another tab hold a request already waiting', async () => {
    const { a, b } = twoTabs()
    b.startCooldown(T, { retryAfter: '2' })
    const waiting = track(b.waitUntilClear(T))
    await vi.advanceTimersByTimeAsync(1_000)
    a.startCooldown(T, { retryAfter: '9' })
    await vi.advanceTimersByTimeAsync(8_999)
    expect(waiting.state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting.state.settled).toBe(true)
  })

  it('takes the latest end when two tabs disagree', () => {
    const { a, b } = twoTabs()
    a.startCooldown(T, { retryAfter: '10' })
    b.startCooldown(T, { retryAfter: '3' })
    expect(a.waitFor(T)?.until).toBe(T0 + 10_000)
    expect(b.waitFor(T)?.until).toBe(T0 + 10_000)
  })

  it('shares the backoff: 429s without a readable wait in either tab count together', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { a, b } = twoTabs()
    expect(a.startCooldown(T, { retryAfter: null })).toBe(T0 + 5_000)
    vi.setSystemTime(T0 + 5_000)
    expect(b.startCooldown(T, { retryAfter: null })).toBe(T0 + 15_000)
    vi.setSystemTime(T0 + 15_000)
    a.noteAnswer(T, {})
    expect(b.startCooldown(T, {})).toBe(T0 + 20_000)
  })

  it('does not hold another key on the same server', () => {
    const { a, b } = twoTabs()
    a.startCooldown(T, { retryAfter: '30' })
    expect(b.waitFor(OTHER_KEY)).toBeNull()
  })

  it('survives a reload: a new instance over the same storage', () => {
    const { browser, a } = twoTabs()
    a.startCooldown(T, { retryAfter: '30' })
    const reloaded = createWaitStore(browser.tab().env)
    expect(reloaded.waitFor(T)?.until).toBe(T0 + 30_000)
  })

  it('stores no key material: a hashed name, and only times in the record', () => {
    const { browser, a } = twoTabs()
    a.startCooldown(T, { retryAfter: '30' })
    const stored = [...browser.data.entries()].flat().join(' ')
    expect(stored).not.toContain(KEY)
    expect(stored).not.toContain('api.example.org')
    expect(JSON.parse(browser.data.get(RECORD) ?? 'null')).toEqual({
      v: 1,
      until: T0 + 30_000,
      startedAt: T0,
      reason: '429',
      strikes: 1,
    })
  })
})

describe('what the server announces', () => {
  it('Remaining 0 holds every tab until Reset', () => {
    const { a, b } = twoTabs()
    a.noteAnswer(T, { remaining: 0, resetAt: T0 + 20_000, serverNow: T0 })
    expect(b.waitFor(T)).toEqual({
      until: T0 + 20_000,
      startedAt: T0,
      reason: 'remaining-0',
    })
  })

  it('Remaining above 0, or no Reset, holds nothing', () => {
    const { a, b } = twoTabs()
    a.noteAnswer(T, { remaining: 1, resetAt: T0 + 20_000 })
    a.noteAnswer(T, { remaining: 0, resetAt: null })
    expect(b.waitFor(T)).toBeNull()
  })

  it('measures Reset on the server’s clock when this one is off', () => {
    const { a } = twoTabs()
    // The client's clock runs 90 s ahead: by it, the reset is already past.
    vi.setSystemTime(T0 + 90_000)
    a.noteAnswer(T, { remaining: 0, resetAt: T0 + 20_000, serverNow: T0 })
    expect(a.waitFor(T)?.until).toBe(T0 + 90_000 + 20_000)
  })

  it('reads a Retry-After date on the server’s clock too', () => {
    const { a } = twoTabs()
    vi.setSystemTime(T0 - 60_000)
    a.startCooldown(T, {
      retryAfter: 'Tue, 15 Jan 2030 12:00:10 GMT',
      serverNow: T0,
    })
    expect(a.waitFor(T)?.until).toBe(T0 - 60_000 + 10_000)
  })

  it('clamps an absurd Reset like Retry-After', () => {
    const { a } = twoTabs()
    a.noteAnswer(T, { remaining: 0, resetAt: T0 + 86_400_000, serverNow: T0 })
    expect(a.waitFor(T)?.until).toBe(T0 + MAX_COOLDOWN_MS)
  })

  it('on a 429 without Retry-After, waits for the announced Reset rather than guessing', () => {
    const { a } = twoTabs()
    a.startCooldown(T, { remaining: 0, resetAt: T0 + 12_000, serverNow: T0 })
    expect(a.waitFor(T)?.until).toBe(T0 + 12_000)
  })
})

describe('a stored record that is corrupt or not ours', () => {
  it.each([
    ['not JSON', '{"until":'],
    ['another shape', '{"until":"tomorrow"}'],
    [
      'another version',
      JSON.stringify({
        v: 2,
        until: T0 + 5_000,
        startedAt: T0,
        reason: '429',
        strikes: 1,
      }),
    ],
    [
      'a wait longer than any the app takes',
      JSON.stringify({
        v: 1,
        until: T0 + 86_400_000,
        startedAt: T0,
        reason: '429',
        strikes: 1,
      }),
    ],
    [
      'a start far in the future',
      JSON.stringify({
        v: 1,
        until: T0 + 3_600_000,
        startedAt: T0 + 3_500_000,
        reason: '429',
        strikes: 1,
      }),
    ],
    [
      'an end before its start',
      JSON.stringify({
        v: 1,
        until: T0 - 5_000,
        startedAt: T0,
        reason: '429',
        strikes: 1,
      }),
    ],
    [
      'an unknown reason',
      JSON.stringify({
        v: 1,
        until: T0 + 5_000,
        startedAt: T0,
        reason: 'ban',
        strikes: 1,
      }),
    ],
  ])('is ignored when it is %s', (_label, text) => {
    const { browser, b } = twoTabs()
    browser.storage.setItem(RECORD, text)
    expect(b.waitFor(T)).toBeNull()
  })

  it('is replaced by the next real wait, not merged with it', () => {
    const { browser, a } = twoTabs()
    browser.storage.setItem(
      RECORD,
      JSON.stringify({
        v: 1,
        until: T0 + 86_400_000,
        startedAt: T0,
        reason: '429',
        strikes: 99,
      }),
    )
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(a.startCooldown(T, {})).toBe(T0 + 5_000)
  })
})

describe('one pace for the plan’s per-minute limit, across tabs', () => {
  const REUSE = WINDOW_MS + SAFETY_MARGIN_MS

  function pacers(perMinute: number, locks = true) {
    const browser = createFakeBrowser()
    const options = (env = browser.tab().env) => ({
      env,
      locks: locks ? browser.locks : null,
      perMinute: () => perMinute,
      onLimitChange: () => () => undefined,
    })
    return {
      browser,
      a: createPacer(options()),
      b: createPacer(options()),
    }
  }

  async function send(pacer: ReturnType<typeof createPacer>, count: number) {
    for (let index = 0; index < count; index += 1) {
      const slot = await pacer.pace(T)
      slot.markSent()
      slot.release()
    }
  }

  it('counts the sends of both tabs: 4 a minute in all, not 4 each', async () => {
    const { a, b } = pacers(4)
    await send(a, 2)
    await send(b, 2)
    const fifth = track(b.pace(T))
    const sixth = track(a.pace(T))
    await vi.advanceTimersByTimeAsync(REUSE - 1)
    expect(fifth.state.settled).toBe(false)
    expect(sixth.state.settled).toBe(false)
    expect(b.queued.get()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fifth.state.settled).toBe(true)
    expect(sixth.state.settled).toBe(true)
  })

  it('a slot one tab gives back unsent goes to a request waiting in the other', async () => {
    const { a, b } = pacers(1)
    const held = await a.pace(T)
    const waiting = track(b.pace(T))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(waiting.state.settled).toBe(false)
    held.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(waiting.state.settled).toBe(true)
  })

  it('starts a slot’s minute when its request is sent, in whichever tab', async () => {
    const { a, b } = pacers(1)
    const slot: PaceSlot = await a.pace(T)
    await vi.advanceTimersByTimeAsync(10_000)
    slot.markSent()
    slot.release()
    const next = track(b.pace(T))
    await vi.advanceTimersByTimeAsync(REUSE - 1)
    expect(next.state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(next.state.settled).toBe(true)
  })

  it('paces other servers and keys apart', async () => {
    const { a, b } = pacers(1)
    await send(a, 1)
    const other = track(b.pace(OTHER_KEY))
    await vi.advanceTimersByTimeAsync(0)
    expect(other.state.settled).toBe(true)
  })

  it('ignores a corrupt record of sends rather than stalling', async () => {
    const { browser, a } = pacers(1)
    browser.storage.setItem(
      `adoption-desk:pace:${waitRecordName(T)}`,
      '[{"id":"x","at":"soon"}]',
    )
    const slot = track(a.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(slot.state.settled).toBe(true)
  })

  it('without Web Locks, paces each tab on its own (the documented fallback)', async () => {
    const { browser, a, b } = pacers(2, false)
    await send(a, 2)
    await send(b, 2)
    expect(browser.data.size).toBe(0)
    const third = track(a.pace(T))
    await vi.advanceTimersByTimeAsync(0)
    expect(third.state.settled).toBe(false)
  })
})
