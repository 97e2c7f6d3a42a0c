import { inTabs, testTabs } from '../test/test-tabs'
import { act, render, screen } from '@testing-library/react'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { DEMO_API_KEY } from '../lib/connection/connection'
import { demoBaseUrl } from '../lib/connection/env'
import { targetOf } from '../lib/connection/identity'
import { MAX_WAIT_MS } from '../lib/rate-limit/wait-policy'
import type { WaitStore } from '../lib/rate-limit/wait-store'
import { loadWaitBanner, WaitBanner } from './wait-banner'
import { startFakeClock } from '../test/fake-clock'
import { advance, spoken, recordChanges } from '../test/live-region'
import { saveLiveConnection } from '../test/connection'

/** Each test's own Tabs, and so its own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)
const DEMO = targetOf(demoBaseUrl(), DEMO_API_KEY)
const startWait: WaitStore['startWait'] = (...args) =>
  limits.waits.startWait(...args)

// The body loads when the first wait starts (wait-banner-load.test.tsx):
// loaded here first, so each test sees what a wait shows at once.
beforeAll(async () => {
  await loadWaitBanner()
})

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  vi.useRealTimers()
})

const EXPLANATION =
  'The server asked the app to wait; no tab sends anything until then, so your key is not put at risk.'

/** The demo server's 429 asks for `retryAfter` seconds (or the server at `target`'s). */
function answer429(retryAfter: string, target = DEMO) {
  act(() => {
    void startWait(target, retryAfter)
  })
}

function progress() {
  return screen.getByRole('progressbar', {
    name: 'Time waited for the rate limit',
  })
}

describe('WaitBanner', () => {
  it('is an empty live region while no wait runs', () => {
    render(<WaitBanner />, inTabs(tabs))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the wait and its progress, with the right number from the start', async () => {
    render(<WaitBanner />, inTabs(tabs))
    // Mounted long before the 429: the first number must still be right.
    advance(300_000)
    // The 429 arrives in a later task (one task keeps one time, see useNow).
    await Promise.resolve()
    answer429('5')
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Rate limit reached — retrying in 5 s.')
    expect(spoken(status)).toBe(
      `Rate limit reached — retrying in 5 s. ${EXPLANATION}`,
    )
    expect(progress()).toHaveAttribute('max', '5000')
    expect(progress()).toHaveAttribute('value', '0')
  })

  it('counts down on screen without changing what screen readers are told', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('5')
    const status = screen.getByRole('status')
    const said = spoken(status)
    const { changes, stop } = recordChanges(status, (record) => {
      const target =
        record.target instanceof Element
          ? record.target
          : record.target.parentElement
      return !target?.closest('[aria-hidden="true"]')
    })
    advance(1_000)
    expect(status).toHaveTextContent('Rate limit reached — retrying in 4 s.')
    advance(2_500)
    expect(status).toHaveTextContent('Rate limit reached — retrying in 2 s.')
    expect(progress()).toHaveAttribute('value', '3500')
    stop()
    expect(spoken(status)).toBe(said)
    expect(changes).toEqual([])
  })

  it('says once that the wait is over, then clears', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('5')
    advance(5_000)
    const status = screen.getByRole('status')
    expect(status).not.toHaveTextContent('Rate limit reached')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(spoken(status)).toBe('Rate limit wait over; sending again.')
    advance(10_000)
    expect(status).toBeEmptyDOMElement()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('says when the wait ends for a wait it joined halfway', () => {
    answer429('10')
    advance(3_000)
    render(<WaitBanner />, inTabs(tabs))
    const status = screen.getByRole('status')
    expect(spoken(status)).toBe(
      `Rate limit reached — retrying in 7 s. ${EXPLANATION}`,
    )
    expect(progress()).toHaveAttribute('value', '3000')
  })

  it('tells of a longer wait when the server extends it', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('5')
    advance(1_000)
    answer429('30')
    expect(spoken(screen.getByRole('status'))).toBe(
      `Rate limit reached — retrying in 30 s. ${EXPLANATION}`,
    )
  })

  it('does not show another server’s wait', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('30', 'http://api.test/v1')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('goes without saying the wait is over when another connection is saved', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('30')
    act(() => {
      saveLiveConnection(undefined, undefined, tabs.connection)
    })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('WaitBanner for long waits', () => {
  const pad = (value: number) => String(value).padStart(2, '0')
  /** "HH:MM" in local time, as the banner writes it. */
  const clock = (at: number) =>
    `${pad(new Date(at).getHours())}:${pad(new Date(at).getMinutes())}`
  const sameDay = (at: number) =>
    new Date(at).toDateString() === new Date(T0).toDateString()

  it('says when sending resumes as a time of day, not a countdown, for a wait of hours', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429(String(6 * 3_600))
    const end = T0 + 6 * 3_600_000
    const headline = `Daily limit reached: sending resumes ${sameDay(end) ? '' : 'tomorrow '}at ${clock(end)}.`
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(headline)
    expect(spoken(status)).toBe(`${headline} ${EXPLANATION}`)
    advance(3 * 3_600_000)
    expect(status).toHaveTextContent(headline)
    advance(3 * 3_600_000)
    expect(status).not.toHaveTextContent('Daily limit reached')
  })

  it('keeps saying the same end when the clock is set back during a wait of hours', async () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429(String(3 * 3_600))
    await act(async () => {
      await Promise.resolve()
    })
    const end = T0 + 3 * 3_600_000
    const headline = `Daily limit reached: sending resumes ${sameDay(end) ? '' : 'tomorrow '}at ${clock(end)}.`
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(headline)
    act(() => {
      vi.setSystemTime(T0 - 2 * 3_600_000)
    })
    advance(1_000)
    expect(status).toHaveTextContent(headline)
  })

  it('shows the end by the monotonic clock when the clock is set forward during a wait of hours', async () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429(String(3 * 3_600))
    await act(async () => {
      await Promise.resolve()
    })
    advance(600_000)
    act(() => {
      vi.setSystemTime(Date.now() + 4 * 3_600_000)
    })
    advance(1_000)
    // Three hours from the 429 by the page's own clock, four hours later on the wall.
    const end = T0 + 7 * 3_600_000
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      `Daily limit reached: sending resumes ${sameDay(end) ? '' : 'tomorrow '}at ${clock(end)}.`,
    )
  })

  it('rounds the time up to the minute, so it never says too early', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429(String(20 * 60 + 30))
    const end = T0 + (20 * 60 + 30) * 1_000
    expect(screen.getByRole('status')).toHaveTextContent(
      `sending resumes at ${clock(end + 30_000)}.`,
    )
  })

  it('keeps the countdown for a wait of a normal window (10 minutes or less)', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429('600')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Rate limit reached — retrying in 600 s.',
    )
  })

  it('says a wait beyond a day is one, with its date, and that it needs Retry', () => {
    render(<WaitBanner />, inTabs(tabs))
    answer429(String(3 * 86_400))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'Rate limit reached for longer than a day: the server says sending resumes on',
    )
    expect(status).toHaveTextContent(`, ${clock(T0 + 3 * 86_400_000)}.`)
    expect(status).toHaveTextContent(
      'Nothing is sent by itself; press Retry after then.',
    )
    // During its day, nothing to press.
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
  })

  it('after its day, stays and offers Retry now; the person’s Retry releases the wait', async () => {
    render(<WaitBanner />, inTabs(tabs))
    // Asked for 3 days, a day and a minute ago: its day is over.
    const asked = T0 - MAX_WAIT_MS - 60_000
    await act(async () => {
      await startWait(DEMO, String(3 * 86_400), asked)
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'The app has held for a day and sends nothing by itself; press Retry now when you want to try again.',
    )
    expect(status).toHaveTextContent(`, ${clock(asked + 3 * 86_400_000)}.`)
    await act(async () => {
      screen.getByRole('button', { name: 'Retry now' }).click()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(limits.waits.waitFor(DEMO)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
    expect(screen.queryByText(/longer than a day/)).toBeNull()
    // Nothing resumes by itself, and screen readers are told so.
    expect(status).toHaveTextContent(
      'Rate limit wait cleared. Nothing was sent: press Retry, or Resume an import, to send again.',
    )
    expect(status).not.toHaveTextContent('sending again')
  })

  it('tells screen readers when its day is over and Retry now appears', async () => {
    render(<WaitBanner />, inTabs(tabs))
    // Asked for 3 days, a minute short of a day ago: still within its day.
    const asked = T0 - MAX_WAIT_MS + 60_000
    await act(async () => {
      await startWait(DEMO, String(3 * 86_400), asked)
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('press Retry after then.')
    advance(2 * 60_000)
    expect(status).toHaveTextContent(
      'The app has held for a day and sends nothing by itself; press Retry now when you want to try again.',
    )
    expect(status).not.toHaveTextContent('press Retry after then.')
  })
})

describe('WaitBanner after "0 remaining"', () => {
  it('says the window is used up and counts down to its reset', () => {
    render(<WaitBanner />, inTabs(tabs))
    act(() => {
      void limits.waits.noteAnswer(DEMO, {
        remaining: 0,
        resetAt: T0 + 20_000,
        serverNow: T0,
      })
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'No requests left in this window — next request in 20 s.',
    )
    expect(status).toHaveTextContent('every tab waits for it to reset')
    advance(20_000)
    expect(status).not.toHaveTextContent('No requests left')
  })
})
