import { inTabs, testTabs } from '../test/test-tabs'
import { act, cleanup, render, screen } from '@testing-library/react'
import { SAFETY_MARGIN_MS, WINDOW_MS } from '../lib/rate-limit/pace-book'
import { Profiler } from 'react'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest'
import { savePlan } from '../lib/rate-limit/plan.view'
import { spanishLanguage } from '../test/spanish'
import { LanguageContext } from '../lib/i18n/use-messages'
import { formatWait, QuotaMeter } from './quota-meter'
import { StatusBadge } from './status-badge'
import { startFakeClock } from '../test/fake-clock'
import { advance, recordChanges, spokenText } from '../test/live-region'
import { saveLiveConnection } from '../test/connection'

/** Each test's own Tabs, and so its own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

const T = 'http://api.test/v1\nk-1'
const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  // Unmount before resetting, so the reset does not update a mounted meter.
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
})

/** Today's count as every tab together made it, up to `count` (in memory: jsdom has no IndexedDB). */
function storeDay(count: number) {
  while (limits.day.usage().sentHere < count) limits.day.recordSend()
}

describe('QuotaMeter', () => {
  it('says the rate limit is unknown while no headers were readable', () => {
    render(<QuotaMeter />, inTabs(tabs))
    expect(screen.getByText('Rate limit: unknown')).toBeInTheDocument()
    expect(screen.queryByRole('meter')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('labels requests left as text and as a meter; when they run low, a ticking reset time', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 5,
      resetAt: T0 + 42_000,
      seenAt: Date.now(),
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(
      screen.getByText('Requests left: 5 of 60 this minute'),
    ).toBeInTheDocument()
    const meter = screen.getByRole('meter', { name: 'Requests left' })
    expect(meter).toHaveAttribute('aria-valuenow', '5')
    expect(meter).toHaveAttribute('aria-valuemin', '0')
    expect(meter).toHaveAttribute('aria-valuemax', '60')
    expect(meter).toHaveAttribute('aria-valuetext', '5 of 60')
    expect(screen.getByText('resets in 42 s')).toBeInTheDocument()

    advance(1_000)
    expect(screen.getByText('resets in 41 s')).toBeInTheDocument()
    advance(41_000)
    expect(screen.getByText('window has reset')).toBeInTheDocument()
  })

  it('stays compact while plenty are left: the label, no countdown (issue 34)', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 59,
      resetAt: T0 + 42_000,
      seenAt: Date.now(),
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(
      screen.getByText('Requests left: 59 of 60 this minute'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/resets in/)).not.toBeInTheDocument()
  })

  it('follows new headers as responses arrive', () => {
    render(<QuotaMeter />, inTabs(tabs))
    act(() =>
      limits.headers.seen.set({
        limit: 300,
        remaining: 12,
        resetAt: null,
        seenAt: Date.now(),
      }),
    )
    expect(
      screen.getByText('Requests left: 12 of 300 this minute'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/resets in/)).not.toBeInTheDocument()
    // An answer within the second of the last: shown when that second ends (decision 036).
    advance(200)
    act(() =>
      limits.headers.seen.set({
        limit: 300,
        remaining: 11,
        resetAt: null,
        seenAt: Date.now(),
      }),
    )
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '12')
    advance(800)
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '11')
    // After a quiet second, the next answer shows at once.
    advance(1_000)
    act(() =>
      limits.headers.seen.set({
        limit: 300,
        remaining: 10,
        resetAt: null,
        seenAt: Date.now(),
      }),
    )
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '10')
  })

  it('renders once a second while an import’s answers stream in, at row 10 as at row 3,000, and shows the last (issue 31)', async () => {
    savePlan(tabs.plan, { plan: 'business' })
    onTestFinished(() => savePlan(tabs.plan, { plan: 'free' }))
    storeDay(0)
    let renders = 0
    render(
      <Profiler id="meter" onRender={() => (renders += 1)}>
        <QuotaMeter />
      </Profiler>,
      inTabs(tabs),
    )
    let sent = 0
    /** One row as the import sends it, 60 ms apart: counted for the day, then its answer's headers. */
    const row = async () => {
      sent += 1
      await act(() => Promise.resolve(limits.day.recordSend()))
      act(() =>
        limits.headers.seen.set({
          limit: 1_000,
          remaining: 1_000 - (sent % 1_000),
          resetAt: T0 + 60_000 * Math.ceil(sent / 1_000),
          seenAt: Date.now(),
        }),
      )
      advance(60)
    }
    /** Renders over the next 50 rows (3 s). */
    const rendersOf50Rows = async () => {
      renders = 0
      for (let index = 0; index < 50; index += 1) await row()
      return renders
    }
    while (sent < 10) await row()
    const early = await rendersOf50Rows()
    while (sent < 2_950) await row()
    const late = await rendersOf50Rows()
    // 3 s of answers: a render a second (one more where a second starts), not 100.
    expect(early).toBeLessThanOrEqual(4)
    expect(late).toBeLessThanOrEqual(4)
    advance(1_000)
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuenow',
      String(1_000 - (sent % 1_000)),
    )
    // Today's count alone (plenty left) renders nothing.
    renders = 0
    act(() => limits.day.recordSend())
    expect(renders).toBe(0)
  }, 60_000)

  it('counts down from the moment a reset time arrives, not from when it mounted', async () => {
    render(<QuotaMeter />, inTabs(tabs))
    advance(120_000)
    // The answer arrives in a later task (one task keeps one time, see useNow).
    await Promise.resolve()
    act(() =>
      limits.headers.seen.set({
        limit: 60,
        remaining: 5,
        resetAt: Date.now() + 30_000,
        seenAt: Date.now(),
      }),
    )
    advance(0)
    expect(screen.getByText('resets in 30 s')).toBeInTheDocument()
  })

  it('stops the countdown once the window has reset, keeping a half-minute tick for the age', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 4,
      resetAt: T0 + 2_000,
      seenAt: Date.now(),
    })
    render(<QuotaMeter />, inTabs(tabs))
    // The reset countdown, the age, and the pacer's midnight watch.
    expect(vi.getTimerCount()).toBe(3)
    advance(2_000)
    expect(screen.getByText('window has reset')).toBeInTheDocument()
    expect(vi.getTimerCount()).toBe(2)
  })

  it('marks figures another tab or an earlier visit heard with their age', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 17,
      resetAt: null,
      seenAt: T0 - 2 * 60_000 - 5_000,
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(
      screen.getByText('Requests left: 17 of 60 this minute'),
    ).toBeInTheDocument()
    expect(screen.getByText('Updated 2 min ago')).toBeInTheDocument()
    advance(60_000)
    expect(screen.getByText('Updated 3 min ago')).toBeInTheDocument()
  })

  it('shows no age for figures this minute', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 17,
      resetAt: null,
      seenAt: T0,
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument()
  })

  it('says the rate limit is unknown again once another connection is saved', () => {
    // As the app does at startup.
    onTestFinished(limits.headers.followConnection())
    limits.headers.seen.set({
      limit: 60,
      remaining: 59,
      resetAt: null,
      seenAt: Date.now(),
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(
      screen.getByText('Requests left: 59 of 60 this minute'),
    ).toBeInTheDocument()
    act(() => {
      saveLiveConnection(undefined, undefined, tabs.connection)
    })
    expect(screen.getByText('Rate limit: unknown')).toBeInTheDocument()
  })

  it('stops ticking once unmounted', () => {
    limits.headers.seen.set({
      limit: 60,
      remaining: 42,
      resetAt: T0 + 42_000,
      seenAt: Date.now(),
    })
    const { unmount } = render(<QuotaMeter />, inTabs(tabs))
    unmount()
    // Only the pacer's midnight watch could remain, and it stops with its last listener.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('formats thousands', () => {
    limits.headers.seen.set({
      limit: 10_000,
      remaining: 9_876,
      resetAt: null,
      seenAt: Date.now(),
    })
    render(<QuotaMeter />, inTabs(tabs))
    expect(
      screen.getByText('Requests left: 9,876 of 10,000 this minute'),
    ).toBeInTheDocument()
  })

  it('announces a warning when today’s quota is nearly used', () => {
    storeDay(899)
    render(<QuotaMeter />, inTabs(tabs))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => storeDay(930))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Today: 930 of 1,000 requests used')
    expect(spokenText(status)).toBe(
      'Warning: at least 90 % of today’s 1,000 requests are used.',
    )
  })

  it('announces the warning once, not again with every request', () => {
    storeDay(900)
    render(<QuotaMeter />, inTabs(tabs))
    const status = screen.getByRole('status')
    const said = spokenText(status)
    expect(said).toContain('at least 90 %')
    // The live region must not change: a change is what gets read out.
    const { changes, stop } = recordChanges(screen.getByText(/^Warning:/))
    act(() => {
      for (let index = 0; index < 5; index += 1) limits.day.recordSend()
    })
    expect(status).toHaveTextContent('Today: 905 of 1,000 requests used')
    expect(spokenText(status)).toBe(said)
    expect(changes.filter((change) => change.type !== 'attributes')).toEqual([])
    stop()
  })

  it('announces again when the daily limit is reached', () => {
    storeDay(990)
    render(<QuotaMeter />, inTabs(tabs))
    act(() => storeDay(1_000))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'Today: 1,000 of 1,000 requests used (daily limit reached)',
    )
    expect(spokenText(status)).toBe(
      'Daily limit reached: all 1,000 of today’s requests are used.',
    )
  })

  it('says when the daily limit is reached', () => {
    storeDay(1_000)
    render(<QuotaMeter />, inTabs(tabs))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Today: 1,000 of 1,000 requests used (daily limit reached)',
    )
  })

  it('warns from the server’s figures when they describe the daily limit', () => {
    savePlan(tabs.plan, { plan: 'pro' })
    render(<QuotaMeter />, inTabs(tabs))
    act(() =>
      limits.headers.seen.set({
        limit: 10_000,
        remaining: 500,
        resetAt: null,
        seenAt: Date.now(),
      }),
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Today: 9,500 of 10,000 requests used',
    )
  })

  it('says how many requests are queued to stay under the limit', async () => {
    render(<QuotaMeter />, inTabs(tabs))
    const controller = new AbortController()
    let cancelled: Promise<unknown> = Promise.resolve()
    await act(async () => {
      for (let index = 0; index < 60; index += 1)
        (await limits.pacer.pace(T)).markSent()
      cancelled = limits.pacer.pace(T, controller.signal).catch(() => undefined)
      void limits.pacer.pace(T)
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 requests queued to stay under your plan’s limit',
    )
    await act(async () => {
      controller.abort()
      await cancelled
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 request queued to stay under your plan’s limit',
    )
    // A slot frees a minute and its margin after it was taken (pace-book.ts).
    await act(() => vi.advanceTimersByTimeAsync(WINDOW_MS + SAFETY_MARGIN_MS))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('in Spanish', () => {
  it('says the window, the queue (a plural) and a status in Spanish, numbers in its digits', async () => {
    const language = await spanishLanguage()
    limits.headers.seen.set({
      limit: 10_000,
      remaining: 10_000,
      resetAt: null,
      seenAt: Date.now(),
    })
    render(
      <LanguageContext value={language}>
        <QuotaMeter />
        <StatusBadge status="sold" />
      </LanguageContext>,
      inTabs(tabs),
    )
    expect(
      screen.getByText('Quedan 10.000 de 10.000 solicitudes este minuto'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('meter', { name: 'Solicitudes restantes' }),
    ).toHaveAttribute('aria-valuetext', '10.000 de 10.000')
    expect(screen.getByText('Adoptado')).toBeInTheDocument()
    await act(async () => {
      for (let index = 0; index < 60; index += 1)
        (await limits.pacer.pace(T)).markSent()
      void limits.pacer.pace(T)
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 solicitud en cola para no superar el límite de su plan',
    )
    await act(async () => {
      void limits.pacer.pace(T)
      await Promise.resolve()
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 solicitudes en cola para no superar el límite de su plan',
    )
    act(() => limits.headers.seen.set(null))
  })
})

describe('formatWait', () => {
  it.each([
    [400, '1 s'],
    [42_000, '42 s'],
    [59_001, '1 min'],
    [61_000, '1 min 1 s'],
    [185_000, '3 min 5 s'],
    [25 * 60_000, '25 min'],
    [(2 * 60 + 10) * 60_000, '2 h 10 min'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })
})
