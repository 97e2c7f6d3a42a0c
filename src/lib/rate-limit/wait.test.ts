import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBObjectStore } from 'fake-indexeddb'
import { createFakeBrowser, type FakeBrowser } from '../../test/fake-tabs'
import { SOON_MS } from '../tabs/shared-state'
import { startFakeClock } from '../../test/fake-clock'
import { track } from '../../test/track'
import { createDayCount, DAY_KEY } from './day-count'
import {
  paceBookKey,
  parseSlots,
  SAFETY_MARGIN_MS,
  type Slots,
  WINDOW_MS,
} from './pace-book'
import { createPacer, type PaceSlot } from './pacer'
import { targetOf, targetName } from '../connection/identity'
import { LONGEST_HONOURED_MS } from './retry-after'
import { MAX_WAIT_MS } from './wait-policy'
import { createWaitStore, WAIT_KEY_PREFIX } from './wait-store'
import { subscribeWait } from './current-wait'
import { waitUntilClear } from './wait-timers'

// Two tabs of one browser as Chromium runs them (src/test/fake-tabs.ts): each
// with its own rate-limit state and its own copy of localStorage, one
// IndexedDB, one Web Locks manager, and channel messages that arrive only when
// the test delivers them, in the order it chooses.

// A whole second, so HTTP-dates (second precision) land exactly.
const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)
const KEY = 'sk_live_do_not_store_me'
const T = targetOf('https://api.example.org/v1', KEY)
const OTHER_KEY = targetOf('https://api.example.org/v1', 'sk_other')
const RECORD = WAIT_KEY_PREFIX + targetName(T)

beforeEach(() => startFakeClock(T0))
afterEach(() => vi.useRealTimers())

/** Moves the fake clock, letting IndexedDB (real macrotasks) finish what that started. */
async function advance(browser: FakeBrowser, ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await browser.settle()
  await vi.advanceTimersByTimeAsync(0)
}

async function twoTabs() {
  const browser = createFakeBrowser()
  const tabA = browser.tab()
  const tabB = browser.tab()
  const a = createWaitStore(tabA.shared)
  const b = createWaitStore(tabB.shared)
  // Each tab has read the (empty) record once, as a page does when it opens.
  a.waitFor(T)
  b.waitFor(T)
  await browser.settle()
  return { browser, tabA, tabB, a, b }
}

describe('one wait per server and key, for every tab', () => {
  it('a 429 in one tab reaches the other by a message that carries the wait, then waits until Retry-After', async () => {
    const { browser, a, b } = await twoTabs()
    await a.startWait(T, { retryAfter: '5' })
    expect(b.waitFor(T)).toBeNull()
    browser.deliverMessages()
    // No read: the message itself brought the new state.
    expect(b.waitFor(T)).toMatchObject({
      until: T0 + 5_000,
      startedAt: T0,
      reason: '429',
      beyond: null,
    })
    const waiting = track(waitUntilClear(b, T))
    await advance(browser, 4_999)
    expect(waiting.state.settled).toBe(false)
    await advance(browser, 1)
    expect(waiting.state.settled).toBe(true)
    expect(b.waitFor(T)).toBeNull()
  })

  it('tells the other tab’s subscribers (the banner), and again when the wait ends', async () => {
    const { browser, a, b } = await twoTabs()
    const heard = vi.fn()
    const stop = subscribeWait(b, T, heard)
    await a.startWait(T, { retryAfter: '5' })
    browser.deliverMessages()
    expect(heard).toHaveBeenCalledTimes(1)
    await advance(browser, 5_000)
    expect(heard).toHaveBeenCalledTimes(2)
    expect(b.waitFor(T)).toBeNull()
    stop()
  })

  it('a tab that was frozen through the message still waits: the read before a send is fresh', async () => {
    const { browser, a, b, tabB } = await twoTabs()
    tabB.sleep()
    await a.startWait(T, { retryAfter: '30' })
    tabB.wake()
    browser.deliverMessages()
    // Its copy missed the wait...
    expect(b.waitFor(T)).toBeNull()
    // ...and what the client does right before a send finds it.
    await b.recordOf(T).read()
    expect(b.waitFor(T)?.until).toBe(T0 + 30_000)
  })

  it('a tab frozen through the message finds the wait in the transaction that grants its slot, with no read of its own (decision 040)', async () => {
    const { browser, a, b, tabB } = await twoTabs()
    const pacer = createPacer({
      shared: tabB.shared,
      locks: browser.locks,
      perMinute: () => 100,
      onLimitChange: () => () => undefined,
    })
    tabB.sleep()
    await a.startWait(T, { retryAfter: '30' })
    tabB.wake()
    browser.deliverMessages()
    expect(b.waitFor(T)).toBeNull()
    const slot = await pacer.pace(T, undefined, b.recordOf(T))
    slot.release()
    expect(b.waitFor(T)?.until).toBe(T0 + 30_000)
  })

  it('waits started later in another tab keep a request already waiting', async () => {
    const { browser, a, b } = await twoTabs()
    await b.startWait(T, { retryAfter: '2' })
    const waiting = track(waitUntilClear(b, T))
    await advance(browser, 1_000)
    await a.startWait(T, { retryAfter: '9' })
    browser.deliverMessages()
    await advance(browser, 8_999)
    expect(waiting.state.settled).toBe(false)
    await advance(browser, 1)
    expect(waiting.state.settled).toBe(true)
  })

  it('a shorter wait never replaces a longer one, in storage or in any tab, whatever order the messages arrive in', async () => {
    const { browser, a, b } = await twoTabs()
    // Tab A is told to wait 10 minutes; tab B, which has not heard of it
    // yet, is told Remaining 0 until a reset in 20 s.
    await a.startWait(T, { retryAfter: '600' })
    await b.noteAnswer(T, { remaining: 0, resetAt: T0 + 20_000 })
    browser.deliverStorage('reversed')
    browser.deliverMessages('reversed')
    for (const tab of [a, b]) {
      await tab.recordOf(T).read()
      expect(tab.waitFor(T)?.until).toBe(T0 + 600_000)
    }
    expect(await browser.readShared(RECORD)).toMatchObject({
      until: T0 + 600_000,
      reason: '429',
    })
    await advance(browser, 20_000)
    expect(a.waitFor(T)).not.toBeNull()
    expect(b.waitFor(T)).not.toBeNull()
  })

  it('a late message never takes a tab’s copy back to an older wait', async () => {
    const { browser, a, b } = await twoTabs()
    await a.startWait(T, { retryAfter: '3' })
    await b.startWait(T, { retryAfter: '60' })
    await b.recordOf(T).read()
    // A's older message (3 s) reaches B after B's own longer wait.
    browser.deliverMessages('reversed')
    expect(b.waitFor(T)?.until).toBe(T0 + 60_000)
    expect(a.waitFor(T)?.until).toBe(T0 + 60_000)
  })

  it('shares the backoff: 429s without a readable wait in either tab count together', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { browser, a, b } = await twoTabs()
    expect(await a.startWait(T, { retryAfter: null })).toBe(T0 + 5_000)
    vi.setSystemTime(T0 + 5_000)
    expect(await b.startWait(T, { retryAfter: null })).toBe(T0 + 15_000)
    browser.deliverMessages()
    vi.setSystemTime(T0 + 15_000)
    await a.noteAnswer(T, {})
    expect(await b.startWait(T, {})).toBe(T0 + 20_000)
  })

  it('does not make another key on the same server wait', async () => {
    const { browser, a, b } = await twoTabs()
    await a.startWait(T, { retryAfter: '30' })
    browser.deliverMessages()
    await b.recordOf(OTHER_KEY).read()
    expect(b.waitFor(OTHER_KEY)).toBeNull()
  })

  it('survives a reload: a new tab over the same IndexedDB', async () => {
    const { browser, a } = await twoTabs()
    await a.startWait(T, { retryAfter: '30' })
    const reloaded = createWaitStore(browser.tab().shared)
    reloaded.waitFor(T)
    await browser.settle()
    expect(reloaded.waitFor(T)?.until).toBe(T0 + 30_000)
  })

  it('stores no key material: a hashed name, only times in the record, nothing in localStorage', async () => {
    const { browser, a } = await twoTabs()
    await a.startWait(T, { retryAfter: '30' })
    expect(RECORD).not.toContain(KEY)
    expect(browser.data.size).toBe(0)
    const stored = await browser.readShared(RECORD)
    expect(JSON.stringify(stored)).not.toContain('example.org')
    expect(stored).toEqual({
      v: 2,
      until: T0 + 30_000,
      startedAt: T0,
      reason: '429',
      beyond: null,
      strikes: 1,
    })
  })
})

describe('when IndexedDB fails', () => {
  it('a wait this tab could not store still reaches the other tabs, and the next change is stored', async () => {
    const { browser, tabA, a, b } = await twoTabs()
    tabA.failIndexedDb()
    await a.startWait(T, { retryAfter: '600' })
    expect(a.waitFor(T)?.until).toBe(T0 + 600_000)
    browser.deliverMessages()
    expect(b.waitFor(T)?.until).toBe(T0 + 600_000)
    // One failure is not forever: the next change goes to IndexedDB.
    await a.startWait(T, { retryAfter: '1200' })
    expect(await browser.readShared(RECORD)).toMatchObject({
      until: T0 + 1_200_000,
    })
  })

  it.each(['in-order', 'reversed'] as const)(
    'a longer wait that loses on revision still applies in the other tab (messages %s)',
    async (order) => {
      const { browser, tabA, a, b } = await twoTabs()
      // Stored at revision 1; its message to A not yet delivered.
      await b.startWait(T, { retryAfter: '10' })
      // A cannot store, and numbers its change from its own copy: revision 1 too.
      tabA.failIndexedDb()
      await a.startWait(T, { retryAfter: String(20 * 3_600) })
      await b.startWait(T, { retryAfter: '20' })
      browser.deliverMessages(order)
      expect(b.waitFor(T)?.until).toBe(T0 + 20 * 3_600_000)
      expect(a.waitFor(T)?.until).toBe(T0 + 20 * 3_600_000)
      // A shorter wait arriving later never takes it back.
      await b.startWait(T, { retryAfter: '30' })
      browser.deliverMessages(order)
      expect(b.waitFor(T)?.until).toBe(T0 + 20 * 3_600_000)
      // Nor in storage: a new tab (or a reload) reads the longer wait.
      expect(await browser.readShared(RECORD)).toMatchObject({
        until: T0 + 20 * 3_600_000,
      })
      const c = createWaitStore(browser.tab().shared)
      await c.recordOf(T).read()
      expect(c.waitFor(T)?.until).toBe(T0 + 20 * 3_600_000)
    },
  )
})

describe('what the server announces', () => {
  it('Remaining 0 makes every tab wait until Reset', async () => {
    const { browser, a, b } = await twoTabs()
    await a.noteAnswer(T, { remaining: 0, resetAt: T0 + 20_000, serverNow: T0 })
    browser.deliverMessages()
    expect(b.waitFor(T)).toMatchObject({
      until: T0 + 20_000,
      startedAt: T0,
      reason: 'remaining-0',
      beyond: null,
    })
  })

  it('Remaining above 0, or no Reset, starts no wait', async () => {
    const { a, b } = await twoTabs()
    await a.noteAnswer(T, { remaining: 1, resetAt: T0 + 20_000 })
    await a.noteAnswer(T, { remaining: 0, resetAt: null })
    await b.recordOf(T).read()
    expect(b.waitFor(T)).toBeNull()
  })

  it('measures Reset on the server’s clock when this one is off', async () => {
    const { a } = await twoTabs()
    // The client's clock runs 90 s ahead: by it, the reset is already past.
    vi.setSystemTime(T0 + 90_000)
    await a.noteAnswer(T, { remaining: 0, resetAt: T0 + 20_000, serverNow: T0 })
    expect(a.waitFor(T)?.until).toBe(T0 + 90_000 + 20_000)
  })

  it('reads a Retry-After date on the server’s clock too', async () => {
    const { a } = await twoTabs()
    vi.setSystemTime(T0 - 60_000)
    await a.startWait(T, {
      retryAfter: 'Tue, 15 Jan 2030 12:00:10 GMT',
      serverNow: T0,
    })
    expect(a.waitFor(T)?.until).toBe(T0 - 60_000 + 10_000)
  })

  it('keeps a wait of hours in full: a daily quota’s Reset is not cut to minutes', async () => {
    const { a } = await twoTabs()
    await a.noteAnswer(T, {
      remaining: 0,
      resetAt: T0 + 6 * 3_600_000,
      serverNow: T0,
    })
    expect(a.waitFor(T)?.until).toBe(T0 + 6 * 3_600_000)
    await a.startWait(T, { retryAfter: String(20 * 3_600) })
    expect(a.waitFor(T)?.until).toBe(T0 + 20 * 3_600_000)
  })

  it.each([
    ['10-minute', 600, 60_000],
    // Together more than a day from the first wait's start.
    ['6-hour', 6 * 3_600, 5 * 3_600_000],
  ])(
    'a 20-hour Retry-After during a %s wait lengthens it to 20 hours in every tab, and nothing goes before',
    async (_label, first, into) => {
      const { browser, a, b } = await twoTabs()
      await a.startWait(T, { retryAfter: String(first) })
      await advance(browser, into)
      await a.startWait(T, { retryAfter: String(20 * 3_600) })
      const end = T0 + into + 20 * 3_600_000
      expect(a.waitFor(T)?.until).toBe(end)
      // Read afresh, as the client does right before a send: still believed.
      await b.recordOf(T).read()
      expect(b.waitFor(T)?.until).toBe(end)
      const waiting = track(waitUntilClear(b, T))
      await advance(browser, end - Date.now() - 1)
      await b.recordOf(T).read()
      expect(b.waitFor(T)?.until).toBe(end)
      expect(waiting.state.settled).toBe(false)
      await advance(browser, 1)
      expect(waiting.state.settled).toBe(true)
    },
  )

  it('keeps a wait beyond a day for a day, marked with the end the server asked for', async () => {
    const { a } = await twoTabs()
    await a.startWait(T, { retryAfter: String(3 * 86_400) })
    expect(a.waitFor(T)).toMatchObject({
      until: T0 + MAX_WAIT_MS,
      startedAt: T0,
      reason: '429',
      beyond: T0 + 3 * 86_400_000,
    })
  })

  it('on a 429 without Retry-After, waits for the announced Reset rather than guessing', async () => {
    const { a } = await twoTabs()
    await a.startWait(T, {
      remaining: 0,
      resetAt: T0 + 12_000,
      serverNow: T0,
    })
    expect(a.waitFor(T)?.until).toBe(T0 + 12_000)
  })
})

describe('a header no number can hold', () => {
  it.each([
    ['a Retry-After of 400 digits', { retryAfter: '9'.repeat(400) }],
    [
      'a Reset of 400 digits with none remaining',
      { remaining: 0, resetAt: Infinity, serverNow: T0 },
    ],
  ])(
    '%s keeps the running wait and holds beyond a day, in every tab and after a reload',
    async (_label, answer) => {
      const { browser, a, b } = await twoTabs()
      await a.startWait(T, { retryAfter: '3600' })
      await a.startWait(T, answer)
      const held = {
        until: T0 + MAX_WAIT_MS,
        startedAt: T0,
        reason: '429',
        beyond: T0 + LONGEST_HONOURED_MS,
      }
      expect(a.waitFor(T)).toMatchObject(held)
      browser.deliverMessages()
      expect(b.waitFor(T)).toMatchObject(held)
      const reloaded = createWaitStore(browser.tab().shared)
      await reloaded.recordOf(T).read()
      expect(reloaded.waitFor(T)).toMatchObject(held)
      // Not waited out: the caller refuses to send; nothing ends it by itself.
      await advance(browser, MAX_WAIT_MS + 60_000)
      expect(a.waitFor(T)?.beyond).toBe(T0 + LONGEST_HONOURED_MS)
    },
  )

  it.each(['-5', 'soon', '5e400'])(
    'a Retry-After of %j is treated as missing: the backoff applies',
    async (value) => {
      const { a } = await twoTabs()
      vi.spyOn(Math, 'random').mockReturnValue(0)
      expect(await a.startWait(T, { retryAfter: value })).toBe(T0 + 5_000)
    },
  )

  it('a Retry-After date in the past means no wait', async () => {
    const { a } = await twoTabs()
    await a.startWait(T, { retryAfter: 'Tue, 15 Jan 2030 11:59:00 GMT' })
    expect(a.waitFor(T)).toBeNull()
  })
})

describe('a clock that moves', () => {
  it.each([
    ['2 minutes (an NTP correction)', 2 * 60_000],
    ['3 hours (a person fixing the clock)', 3 * 3_600_000],
    ['two days', 2 * 86_400_000],
  ])(
    'set back %s during a one-hour wait: the wait keeps its end, in every tab and after a reload, and lasts longer by the jump',
    async (_label, jump) => {
      const { browser, a, b } = await twoTabs()
      await a.startWait(T, { retryAfter: '3600' })
      browser.deliverMessages()
      const waiting = track(waitUntilClear(b, T))
      await advance(browser, 10_000)
      vi.setSystemTime(T0 + 10_000 - jump)
      await b.recordOf(T).read()
      expect(a.waitFor(T)?.until).toBe(T0 + 3_600_000)
      expect(b.waitFor(T)?.until).toBe(T0 + 3_600_000)
      const reloaded = createWaitStore(browser.tab().shared)
      await reloaded.recordOf(T).read()
      expect(reloaded.waitFor(T)?.until).toBe(T0 + 3_600_000)
      // Another 429 neither shortens nor erases it.
      await a.startWait(T, { retryAfter: '5' })
      expect(a.waitFor(T)?.until).toBe(T0 + 3_600_000)
      await advance(browser, 3_590_000 + jump - 1)
      expect(waiting.state.settled).toBe(false)
      await advance(browser, 1)
      expect(waiting.state.settled).toBe(true)
    },
  )

  it('set forward during a wait: an open page holds by the monotonic clock for the wait’s full length, and shows that end', async () => {
    const { browser, a, b } = await twoTabs()
    await a.startWait(T, { retryAfter: '3600' })
    browser.deliverMessages()
    const waiting = track(waitUntilClear(b, T))
    const heard = vi.fn()
    const stop = subscribeWait(b, T, heard)
    await advance(browser, 600_000)
    // Two hours ahead, at once: performance.now() does not jump.
    vi.setSystemTime(T0 + 600_000 + 2 * 3_600_000)
    await b.recordOf(T).read()
    const held = b.waitFor(T)
    expect(held?.until).toBe(Date.now() + 3_000_000)
    expect(b.waitFor(T)).toBe(held)
    expect(a.waitFor(T)?.until).toBe(Date.now() + 3_000_000)
    await advance(browser, 3_000_000 - 1)
    expect(waiting.state.settled).toBe(false)
    expect(b.waitFor(T)).not.toBeNull()
    await advance(browser, 1)
    expect(waiting.state.settled).toBe(true)
    expect(b.waitFor(T)).toBeNull()
    expect(heard).toHaveBeenCalled()
    stop()
  })

  it('set forward past a wait beyond a day: an open page offers Retry only after the full day by the monotonic clock', async () => {
    const { browser, a } = await twoTabs()
    await a.startWait(T, { retryAfter: String(3 * 86_400) })
    vi.setSystemTime(T0 + 2 * 86_400_000)
    expect(a.waitFor(T)?.until).toBe(Date.now() + MAX_WAIT_MS)
    await advance(browser, MAX_WAIT_MS)
    expect(a.waitFor(T)).toMatchObject({
      until: T0 + MAX_WAIT_MS,
      beyond: T0 + 3 * 86_400_000,
    })
  })

  it('a page opened after the clock was set forward cannot see the jump (the limit decision 011 states)', async () => {
    const { browser, a } = await twoTabs()
    await a.startWait(T, { retryAfter: '3600' })
    vi.setSystemTime(T0 + 2 * 3_600_000)
    const opened = createWaitStore(browser.tab().shared)
    await opened.recordOf(T).read()
    expect(opened.waitFor(T)).toBeNull()
  })
})

describe('a stored record that is corrupt or not ours', () => {
  const wait = (fields: object) => ({
    v: 2,
    until: T0 + 5_000,
    startedAt: T0,
    reason: '429',
    beyond: null,
    strikes: 1,
    ...fields,
  })
  it.each([
    ['not an object', '{"until":'],
    ['another shape', { until: 'tomorrow' }],
    ['the old version', wait({ v: 1 })],
    [
      'a wait longer than any the app takes',
      wait({ until: T0 + 2 * 86_400_000 }),
    ],
    [
      'a start more than a year ahead',
      wait({
        until: T0 + LONGEST_HONOURED_MS + 3_600_000,
        startedAt: T0 + LONGEST_HONOURED_MS + 60_000,
      }),
    ],
    ['an end before its start', wait({ until: T0 - 5_000 })],
    ['an unknown reason', wait({ reason: 'ban' })],
  ])('is ignored when it is %s', async (_label, value) => {
    const { browser, b } = await twoTabs()
    await browser.putShared(RECORD, value, 5)
    await b.recordOf(T).read()
    expect(b.waitFor(T)).toBeNull()
  })

  it('is believed with a start ahead of now: the clock was set back, and the wait keeps its end', async () => {
    const { browser, b } = await twoTabs()
    await browser.putShared(
      RECORD,
      wait({ until: T0 + 3_600_000, startedAt: T0 + 3_500_000 }),
      5,
    )
    await b.recordOf(T).read()
    expect(b.waitFor(T)?.until).toBe(T0 + 3_600_000)
  })

  it('is replaced by the next real wait, not merged with it', async () => {
    const { browser, a } = await twoTabs()
    await browser.putShared(
      RECORD,
      wait({ until: T0 + 2 * 86_400_000, strikes: 99 }),
    )
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(await a.startWait(T, {})).toBe(T0 + 5_000)
  })
})

/** The slots of T's book stored a record each (decision 044). */
async function slotsOf(browser: FakeBrowser) {
  return (await browser.sharedKeys()).filter(
    (key) => Array.isArray(key) && key[0] === paceBookKey(T),
  )
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
const put = IDBObjectStore.prototype.put

describe('one pace for the plan’s per-minute limit, across tabs', () => {
  const REUSE = WINDOW_MS + SAFETY_MARGIN_MS

  function pacers(perMinute: number, locks = true) {
    const browser = createFakeBrowser()
    const options = () => ({
      shared: browser.tab().shared,
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

  it('tells the other tabs that the book changed, not its slots: a send costs them the same at slot 10 and slot 300 (issue 31)', async () => {
    const { browser, a } = pacers(1_000)
    // A third tab hears of the book, counting the slots it is handed to parse.
    const heard = { slots: 0, changes: 0 }
    const other = browser.tab().shared.record(paceBookKey(T), (raw) => {
      if (Array.isArray(raw)) heard.slots += raw.length
      return parseSlots(raw)
    })
    other.subscribe(() => (heard.changes += 1))
    await browser.settle()
    const costOfSend = async () => {
      heard.slots = 0
      heard.changes = 0
      await send(a, 1)
      await browser.settle()
      browser.deliverMessages()
      return { ...heard }
    }
    const sendMore = async (count: number) => {
      await send(a, count)
      await browser.settle()
      browser.deliverMessages()
    }
    await sendMore(9)
    const early = await costOfSend()
    await sendMore(289)
    const late = await costOfSend()
    // A take or a send lets no tab send sooner: nothing to tell (decision
    // 040). A slot given back is told (below), so a tab waiting for one wakes.
    expect(early.changes).toBe(0)
    expect(late.changes).toBe(early.changes)
    expect(late.slots).toBe(0)
    const unsent = await a.pace(T)
    unsent.release()
    await browser.settle()
    browser.deliverMessages()
    expect(heard.changes).toBe(1)
    expect(heard.slots).toBe(0)
    // Read when needed, the book holds every send, a record each.
    expect(await slotsOf(browser)).toHaveLength(300)
  })

  it('writes a send’s slot, not the book: as many characters at slot 900 as at slot 10 (issue 31, decision 044)', async () => {
    const { browser, a } = pacers(1_000)
    const written = { puts: 0, characters: 0 }
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      written.puts += 1
      written.characters += JSON.stringify([key, value]).length
      return put.call(this, value, key)
    })
    const costOfSend = async () => {
      written.puts = 0
      written.characters = 0
      await send(a, 1)
      await browser.settle()
      return { ...written }
    }
    await send(a, 9)
    const early = await costOfSend()
    await send(a, 889)
    await browser.settle()
    const late = await costOfSend()
    // One record, its key the book, the time and the slot's id (whose count
    // may take a character more).
    expect(early.characters).toBeLessThan(100)
    expect(late.characters).toBeLessThanOrEqual(early.characters + 1)
    expect(early.puts).toBe(1)
    expect(late.puts).toBe(1)
    expect(await slotsOf(browser)).toHaveLength(900)
  })

  it('drops the slots past the window about once a second, not at every send, and the book stays bounded (issue 31)', async () => {
    const { browser, a } = pacers(1_000)
    const sweeps = { count: 0 }
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
    const drop = IDBObjectStore.prototype.delete
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (
      this: IDBObjectStore,
      key: IDBValidKey | IDBKeyRange,
    ) {
      // A range: the slots past the window (a send's own slot is a key).
      if (!Array.isArray(key)) sweeps.count += 1
      return drop.call(this, key)
    })
    const sizes: number[] = []
    // Ten sends a second for 75 s: the window holds about 611 of them.
    for (let second = 0; second < 75; second += 1) {
      for (let tenth = 0; tenth < 10; tenth += 1) {
        await send(a, 1)
        await advance(browser, 100)
      }
      sizes.push((await slotsOf(browser)).length)
    }
    // Never more than the window and a second's sends, the margin included.
    const window = Math.ceil(REUSE / 100)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(window + 10)
    expect(sizes.at(-1)).toBeLessThan(750)
    expect(sweeps.count).toBeGreaterThanOrEqual(70)
    expect(sweeps.count).toBeLessThanOrEqual(76)
  })

  it('two tabs never take the same slot, though neither has heard of the other’s', async () => {
    const { browser, a, b } = pacers(1)
    const first = track(a.pace(T))
    const second = track(b.pace(T))
    await advance(browser, 0)
    // No storage event, no message delivered: only the shared transaction tells them apart.
    expect([first.state.settled, second.state.settled].filter(Boolean)).toEqual(
      [true],
    )
    expect(a.queued.get() + b.queued.get()).toBe(1)
  })

  it('counts the sends of both tabs: 4 a minute in all, not 4 each', async () => {
    const { browser, a, b } = pacers(4)
    await send(a, 2)
    await send(b, 2)
    await browser.settle()
    const fifth = track(b.pace(T))
    const sixth = track(a.pace(T))
    await advance(browser, REUSE - 1)
    expect(fifth.state.settled).toBe(false)
    expect(sixth.state.settled).toBe(false)
    expect(b.queued.get()).toBe(1)
    await advance(browser, 1)
    await advance(browser, 0)
    expect(fifth.state.settled).toBe(true)
    expect(sixth.state.settled).toBe(true)
    // The four past their minute were deleted as these were taken: the book
    // keeps a minute of slots, not its history.
    expect(await slotsOf(browser)).toHaveLength(2)
  })

  it('a slot one tab gives back unsent goes to a request waiting in the other', async () => {
    const { browser, a, b } = pacers(1)
    const held = await a.pace(T)
    const waiting = track(b.pace(T))
    await advance(browser, 1_000)
    expect(waiting.state.settled).toBe(false)
    held.release()
    await advance(browser, 0)
    browser.deliverMessages()
    await advance(browser, 0)
    expect(waiting.state.settled).toBe(true)
  })

  it('starts a slot’s minute when its request is sent, in whichever tab', async () => {
    const { browser, a, b } = pacers(1)
    const slot: PaceSlot = await a.pace(T)
    await advance(browser, 10_000)
    slot.markSent()
    slot.release()
    await browser.settle()
    const next = track(b.pace(T))
    await advance(browser, REUSE - 1)
    expect(next.state.settled).toBe(false)
    await advance(browser, 1)
    await advance(browser, 0)
    expect(next.state.settled).toBe(true)
  })

  it('a slot held past its minute sends nothing: another tab’s write dropped it, and its request takes a new slot', async () => {
    const { browser, a, b } = pacers(2)
    // Granted, then held past its minute before the request goes (a
    // throttled background tab): the other tab's next slot drops it as stale.
    const late = await a.pace(T)
    await advance(browser, REUSE + 1_000)
    await send(b, 1)
    expect(late.markSent()).toBe(false)
    late.release()
    await browser.settle()
    // One send in this minute: the late request takes the second slot, and
    // a third waits.
    const retaken = await a.pace(T)
    expect(retaken.markSent()).toBe(true)
    await browser.settle()
    const third = track(b.pace(T))
    await advance(browser, 0)
    expect(third.state.settled).toBe(false)
  })

  it('paces other servers and keys apart', async () => {
    const { browser, a, b } = pacers(1)
    await send(a, 1)
    const other = track(b.pace(OTHER_KEY))
    await advance(browser, 0)
    expect(other.state.settled).toBe(true)
  })

  it('ignores a corrupt record of sends rather than stalling', async () => {
    const { browser, a } = pacers(1)
    await browser.putShared(`pace:${targetName(T)}`, [{ id: 'x', at: 'soon' }])
    const slot = track(a.pace(T))
    await advance(browser, 0)
    expect(slot.state.settled).toBe(true)
  })

  it('keeps a full minute’s slots when the clock is set back an hour: no burst, and the next waits a minute from the jump', async () => {
    const { browser, a, b } = pacers(3)
    await send(a, 3)
    await browser.settle()
    vi.setSystemTime(T0 - 3_600_000)
    const next = track(b.pace(T))
    await advance(browser, 0)
    expect(next.state.settled).toBe(false)
    await advance(browser, REUSE - 1)
    expect(next.state.settled).toBe(false)
    await advance(browser, 1)
    await advance(browser, 0)
    expect(next.state.settled).toBe(true)
  })

  it('counts the slots a tab of the previous version keeps in its whole book, and gives ours to it while it sends (decision 044)', async () => {
    const { browser, a } = pacers(4)
    const book = paceBookKey(T)
    // Its ids have dashes (the boot step's is `boot`): three sends 10 s ago.
    const theirs = [1, 2, 3].map((n) => ({ id: `k0-${n}-x`, at: T0 - 10_000 }))
    await browser.putShared(book, theirs, 7)
    await send(a, 1)
    const fifth = track(a.pace(T))
    await advance(browser, 0)
    expect(fifth.state.settled).toBe(false)
    // That tab reads ours as one of its own, and writes it back as it takes.
    const stored = (await browser.readShared(book)) as Slots
    expect(stored.slice(0, 3)).toEqual(theirs)
    expect(stored[3]).toEqual({
      id: expect.stringMatching(/^\./) as unknown,
      at: T0,
    })
    // Its slots free a minute (and the margin) after they were taken.
    await advance(browser, REUSE - 10_000 - 1)
    expect(fifth.state.settled).toBe(false)
    await advance(browser, 1)
    await advance(browser, 0)
    expect(fifth.state.settled).toBe(true)
    // Once none of its slots is left, its record goes: no send reads it again.
    expect(await browser.readShared(book)).toBeUndefined()
    expect(await slotsOf(browser)).toHaveLength(2)
  })

  it('gives a tab of the previous version that starts late every live slot of ours, those taken before it started too (decision 044)', async () => {
    const { browser, a } = pacers(4)
    const book = paceBookKey(T)
    await send(a, 4)
    // The old tab starts once this minute is used up, and takes one.
    const theirs = [{ id: 'k0-1-x', at: T0 }]
    await browser.putShared(book, theirs, 1)
    const fifth = track(a.pace(T))
    await advance(browser, 0)
    expect(fifth.state.settled).toBe(false)
    // It now counts our four: it can send nothing more this minute.
    const stored = (await browser.readShared(book)) as Slots
    expect(stored.slice(0, 1)).toEqual(theirs)
    expect(stored.slice(1)).toHaveLength(4)
    expect(stored.slice(1).every((slot) => slot.id.startsWith('.'))).toBe(true)
  })

  it('without Web Locks, paces each tab on its own (the documented fallback)', async () => {
    const { browser, a, b } = pacers(2, false)
    await send(a, 2)
    await send(b, 2)
    expect(await browser.readShared(`pace:${targetName(T)}`)).toBeUndefined()
    expect(await slotsOf(browser)).toEqual([])
    const third = track(a.pace(T))
    await advance(browser, 0)
    expect(third.state.settled).toBe(false)
  })
})

describe('today’s count, across tabs', () => {
  it('counts from two tabs add up, though neither has heard of the other’s', async () => {
    const browser = createFakeBrowser()
    const a = createDayCount(browser.tab().shared)
    const b = createDayCount(browser.tab().shared)
    await browser.settle()
    a.recordSend()
    b.recordSend()
    a.recordSend()
    b.recordSend()
    a.recordSend()
    // Stored within a second, each tab's in one transaction.
    await vi.advanceTimersByTimeAsync(SOON_MS)
    await browser.settle()
    browser.deliverStorage('reversed')
    browser.deliverMessages('reversed')
    expect(await browser.readShared(DAY_KEY)).toEqual({
      date: '2030-01-15',
      count: 5,
    })
    expect(a.sentOn('2030-01-15')).toBe(5)
    expect(b.sentOn('2030-01-15')).toBe(5)
  })

  it('ignores a malformed stored count', async () => {
    const browser = createFakeBrowser()
    await browser.putShared(DAY_KEY, { date: 'yesterday', count: -4 })
    const a = createDayCount(browser.tab().shared)
    await browser.settle()
    a.recordSend()
    await vi.advanceTimersByTimeAsync(SOON_MS)
    await browser.settle()
    expect(await browser.readShared(DAY_KEY)).toEqual({
      date: '2030-01-15',
      count: 1,
    })
  })
})
