// Two tabs, one key (issue 8): a scripted session in two pages of one
// browser context against the mock server at 4 requests a minute, with the
// plan set to 4 a minute. Counted by the server: requests that arrived while
// a wait it had announced was running (after a 429, until its Retry-After;
// after an answer with X-RateLimit-Remaining: 0, until its reset), and 429s
// the tabs provoked by pacing apart. One tab is frozen (as Chrome freezes a
// background tab) while the other runs into a 429, and wakes during the wait.
// Time is Playwright's clock, moved together with the mock server's.
import type { BrowserContext, Page } from '@playwright/test'
import { newContext } from './bench-browser.ts'
import type { Browser } from '@playwright/test'
import {
  advanceMockClock,
  mockFault,
  type MockRequest,
  mockRequests,
  resetMock,
} from './bench-servers.ts'
import type { Check, Section } from './bench-report.ts'

export interface TwoTabResult {
  requests: number
  /** Requests that arrived inside a wait the server had announced. */
  sentDuringWait: number
  /** 429s other than the one injected on purpose. */
  provoked429s: number
  /** Requests from the tab that slept, inside the wait it slept through. */
  sleeperSentDuringWait: number
  /** The sleeping tab showed the wait once awake, and loaded its view after it. */
  sleeperShowedWait: boolean
  /** Both tabs showed their new rows within 15 s of the wait's end, with no help. */
  bothRecovered: boolean
  steps: string[]
}

const INJECTED_RETRY_AFTER_S = 20

/** Waits the server announced, on its clock: [from, until). */
function announcedWaits(log: MockRequest[]) {
  const waits: { from: number; until: number }[] = []
  for (const request of log) {
    if (request.status === 429 && request.retryAfter) {
      const seconds = Number(request.retryAfter)
      if (Number.isFinite(seconds))
        waits.push({ from: request.at, until: request.at + seconds * 1000 })
    } else if (request.remaining === 0 && request.reset != null) {
      waits.push({ from: request.at, until: request.reset * 1000 })
    }
  }
  return waits
}

async function listShows(page: Page, text: RegExp) {
  await page
    .getByRole('status')
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

/** Waits until the server has received `count` requests in all. */
async function untilRequests(count: number) {
  for (let tries = 0; tries < 150; tries += 1) {
    if ((await mockRequests()).length >= count) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server never received ${count} requests`)
}

async function advance(context: BrowserContext, ms: number) {
  await advanceMockClock(ms)
  await context.clock.fastForward(ms)
}

export async function runTwoTabs(
  browser: Browser,
  origin: string,
): Promise<TwoTabResult> {
  await resetMock({ limit: 4 })
  const context = await newContext(browser, 'live')
  const steps: string[] = []
  const note = async (step: string) => {
    const log = await mockRequests()
    steps.push(`${step}: ${log.length} requests so far`)
  }
  try {
    await context.addInitScript(() => {
      localStorage.setItem(
        'adoption-desk:plan',
        JSON.stringify({ plan: 'enterprise', perMinute: 4, perDay: 1000 }),
      )
    })
    await context.clock.install()
    const a = await context.newPage()
    const b = await context.newPage()

    // Four views between the two tabs: the minute's four requests.
    await a.goto(`${origin}/animals`)
    await listShows(a, /^Showing \d+ animals/)
    await b.goto(`${origin}/animals?status=sold`)
    await listShows(b, /with status “Adopted”/)
    await a.getByLabel('Status').selectOption('pending')
    await listShows(a, /with status “Pending”/)
    await b.getByLabel('Status').selectOption('available')
    await listShows(b, /with status “Available”/)
    await note('Four views in two tabs')

    // A fifth and sixth view: held by the announced reset and the shared pace.
    await a.getByLabel('Page size').selectOption('50')
    await b.getByLabel('Page size').selectOption('100')
    await a
      .getByRole('status')
      .filter({ hasText: /No requests left|queued/ })
      .first()
      .waitFor()
    await note('Two more views asked for, both held')
    await advance(context, 61_000)
    await untilRequests(6)
    await note('A minute later, both loaded')
    // The next minute, so the 429 below is the only thing limiting.
    await advance(context, 61_000)

    // Tab B falls asleep; tab A runs into a 429; B wakes during the wait
    // and asks for a new view at once.
    const cdp = await context.newCDPSession(b)
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
    await mockFault({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: INJECTED_RETRY_AFTER_S,
    })
    await a.getByLabel('Status').selectOption('sold')
    await a
      .getByRole('status')
      .filter({ hasText: 'Rate limit reached' })
      .waitFor()
    await note(
      `Tab A: 429 with Retry-After ${INJECTED_RETRY_AFTER_S} while tab B sleeps`,
    )
    await cdp.send('Page.setWebLifecycleState', { state: 'active' })
    const wokeAt = (await mockRequests()).length
    await b.getByLabel('Status').selectOption('pending')
    const sleeperShowedWait = await b
      .getByRole('status')
      .filter({ hasText: 'Rate limit reached' })
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      )
    const whileAwakeInWait = (await mockRequests()).length - wokeAt
    await note('Tab B wakes during the wait and changes view')
    await advance(context, (INJECTED_RETRY_AFTER_S + 1) * 1000)
    // A tab that does not recover is a figure of its own, not a crashed bench.
    const bothRecovered = await Promise.all([
      listShows(a, /with status “Adopted”/),
      listShows(b, /with status “Pending”/),
    ]).then(
      () => true,
      () => false,
    )
    await note(
      bothRecovered
        ? 'After the wait, both tabs show their rows'
        : 'After the wait, a tab still did not show its rows 15 s later',
    )

    const log = await mockRequests()
    const waits = announcedWaits(log)
    const inWait = log.filter((request) =>
      waits.some((wait) => request.at > wait.from && request.at < wait.until),
    )
    return {
      requests: log.length,
      sentDuringWait: inWait.length,
      provoked429s: log.filter((request) => request.status === 429).length - 1,
      sleeperSentDuringWait: whileAwakeInWait,
      sleeperShowedWait,
      bothRecovered,
      steps,
    }
  } finally {
    await context.close()
  }
}

/** The table's section for two tabs on one key. */
export function twoTabsSection(twoTabs: TwoTabResult, check: Check): Section {
  const twoTabsSection: Section = {
    title:
      'TWO TABS, ONE KEY: two pages of one context, mock API and plan at 4 requests a minute, counted by the server',
    rows: [
      {
        measure: 'Requests sent while a wait was running',
        value: String(twoTabs.sentDuringWait),
        target: '0',
        verdict: check(
          'nothing sent into a wait',
          twoTabs.sentDuringWait === 0,
        ),
      },
      {
        measure: '429s provoked by tabs pacing apart',
        value: String(twoTabs.provoked429s),
        target: '0',
        verdict: check('no 429 from pacing', twoTabs.provoked429s === 0),
      },
      {
        measure:
          'Requests from a tab that slept through a 429, woken in its wait',
        value: `${twoTabs.sleeperSentDuringWait}${twoTabs.sleeperShowedWait ? ' (showed the wait)' : ' (did not show the wait)'}`,
        target: '0',
        verdict: check(
          'a woken tab waits',
          twoTabs.sleeperSentDuringWait === 0 && twoTabs.sleeperShowedWait,
        ),
      },
      {
        measure: 'Both tabs show their rows after the wait, by themselves',
        value: twoTabs.bothRecovered ? 'yes' : 'no (15 s after the wait)',
        target: 'yes',
        verdict: check('both tabs recover', twoTabs.bothRecovered),
      },
    ],
    notes: [
      ...twoTabs.steps,
      `${twoTabs.requests} API requests in all, one 429 injected on purpose.`,
    ],
  }
  return twoTabsSection
}
