import type axe from 'axe-core'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import {
  expect,
  type Locator,
  type Page,
  test as base,
  type TestInfo,
} from '@playwright/test'

import { SHOWN_EVERY_MS } from '../src/lib/util/paced-subscribe.ts'
import { APP_URL, MOCK_URL } from './ports.ts'

export { MOCK_URL }
export const MOCK_KEY = 'sk_test_adoption_desk'

/**
 * The request a fault hits: method, the API path after /v1 (`/pets`,
 * `/pets/5`) and, where it matters, query parameters. Naming it keeps a
 * fault off whichever other request the page happens to send first.
 */
export interface RequestMatch {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string>
}

export interface MockRequest {
  method: string
  path: string
  at: number
  status: number
}

/** Steers the local mock server (scripts/mock-server.ts). */
export const mockServer = {
  /** `limit`: requests a minute per key; `hideHeaders`: no Access-Control-Expose-Headers; `nextId`: the id the next new animal gets. */
  async reset(
    options: {
      limit?: number
      empty?: boolean
      hideHeaders?: boolean
      nextId?: string
    } = {},
  ) {
    const response = await fetch(`${MOCK_URL}/__admin/reset`, {
      method: 'POST',
      body: JSON.stringify(options),
    })
    expect(response.ok).toBe(true)
  },
  /** Arms `fault` for the next `times` requests like `on`. */
  async fault(fault: Record<string, unknown>, on: RequestMatch, times = 1) {
    const response = await fetch(`${MOCK_URL}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault, times, on }),
    })
    expect(response.ok).toBe(true)
  },
  /**
   * The next `times` requests like `on` wait at the server (logged, status
   * 0) until `release`; a reset drops them unanswered. Stop the page's clock
   * (`stopPageClock`) before such a request leaves, or the app's timeout
   * runs while it is held.
   */
  async hold(on: RequestMatch, times = 1) {
    const response = await fetch(`${MOCK_URL}/__admin/hold`, {
      method: 'POST',
      body: JSON.stringify({ on, times }),
    })
    expect(response.ok).toBe(true)
  },
  /** Lets every held request go on, to be stored and answered; holds no more. */
  async release() {
    const response = await fetch(`${MOCK_URL}/__admin/release`, {
      method: 'POST',
    })
    expect(response.ok).toBe(true)
  },
  /** The next `times` requests like `on` get a 429 asking for a wait of `seconds`, said as `retryAfter`. */
  async rateLimit(
    seconds: number,
    on: RequestMatch,
    retryAfter: 'seconds' | 'http-date' | 'none' = 'seconds',
    times = 1,
  ) {
    await mockServer.fault(
      { kind: 'rate-limit', retryAfter, seconds },
      on,
      times,
    )
  },
  /** The next request like `on` gets a 429 whose `Retry-After` is `raw`, exactly as given. */
  async rateLimitRaw(raw: string, on: RequestMatch) {
    await mockServer.fault(
      { kind: 'rate-limit', retryAfter: 'seconds', seconds: 60, raw },
      on,
    )
  },
  /** Moves the server's clock (rate-limit windows, Date) forward, as page.clock moves the browser's. */
  async advanceClock(advanceMs: number) {
    const response = await fetch(`${MOCK_URL}/__admin/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs }),
    })
    expect(response.ok).toBe(true)
  },
  /** Changes an animal's status on the server, as another system would (the API has no update). */
  async setStatus(id: string, status: string | null) {
    const response = await fetch(`${MOCK_URL}/__admin/status`, {
      method: 'POST',
      body: JSON.stringify({ id, status }),
    })
    expect(response.ok).toBe(true)
  },
  async requests(): Promise<MockRequest[]> {
    const response = await fetch(`${MOCK_URL}/__admin/requests`)
    return (await response.json()) as MockRequest[]
  },
  /** The status of every request the server answered, in order. */
  async statuses(): Promise<number[]> {
    return (await mockServer.requests()).map((request) => request.status)
  },
  /** The requests to add an animal (POST /pets) the server received, in order. */
  async petPosts(): Promise<MockRequest[]> {
    return (await mockServer.requests()).filter(
      (request) => request.method === 'POST' && request.path === '/v1/pets',
    )
  },
}

/** Adds an animal straight through the API, as another member of staff (or another system) would. */
export async function addAnimalThroughApi(name: string) {
  const response = await fetch(`${MOCK_URL}/v1/pets`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${MOCK_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name, categoryId: 1, status: 'available' }),
  })
  expect(response.status).toBe(201)
}

/**
 * Whether this run keeps the screenshots taken for people to look at: yes
 * outside CI, no on CI, where no one looks at them and they cost a tenth
 * of a spec that takes many (decision 039). E2E_SCREENSHOTS=1 or 0 decides
 * either way.
 * A failure's own screenshot (keepFailureScreenshots) is kept regardless.
 */
export const KEEP_SCREENSHOTS =
  (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? '0' : '1')) === '1'

/**
 * A screenshot for people to look at (it proves nothing), at `path`, when
 * the run keeps them (KEEP_SCREENSHOTS).
 */
export async function keepScreenshot(
  target: Page | Locator,
  { path, fullPage = false }: { path: string; fullPage?: boolean },
) {
  if (!KEEP_SCREENSHOTS) return
  if ('goto' in target) await target.screenshot({ path, fullPage })
  else await target.screenshot({ path })
}

/** A full-page screenshot in test-results/screens, for people to look at (KEEP_SCREENSHOTS). */
export async function screenshotPage(page: Page, name: string) {
  await keepScreenshot(page, {
    path: `test-results/screens/${name}.png`,
    fullPage: true,
  })
}

/** What sticks out of the 360 px page, outside the scrolling regions, named. */
export function outsideTheScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        if (element.closest('[role="region"][tabindex="0"]')) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.left < -1 || box.right > innerWidth + 1)
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent.slice(0, 40)}`,
      )
      .slice(0, 5),
  )
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's own minified build: the engine `axe.source` holds, at less than
 * half its 1.5 MB. Sent into a page by Playwright, a megabyte took 0.3 to
 * 0.8 s a document on a loaded machine, as long as the scan itself.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

let axeServed: Promise<string> | undefined

/**
 * Where this worker serves AXE_SOURCE over HTTP, on a port of the system's
 * choosing (the app's CSP allows any loopback port): a page fetches it in a
 * few milliseconds, and its later documents from the browser's cache.
 */
function axeUrl(): Promise<string> {
  axeServed ??= new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'max-age=3600',
      })
      response.end(AXE_SOURCE)
    })
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve(`http://127.0.0.1:${port}/axe.min.js`)
    })
  })
  return axeServed
}

/**
 * Puts axe-core into the page's document: fetched by the page, or, where it
 * cannot fetch (offline), sent by Playwright. The source runs in a call of
 * its own: the page's CSP lets Playwright's own calls eval, and only while
 * they run, never after an await.
 */
async function putAxeIn(page: Page) {
  const fetched = await page.evaluate(
    async (url) => {
      try {
        const response = await fetch(url)
        if (!response.ok) return false
        Object.assign(window, { axeSourceForTests: await response.text() })
        return true
      } catch {
        return false
      }
    },
    await axeUrl(),
  )
  if (!fetched) return page.evaluate(AXE_SOURCE)
  // A string, as `axe.source` was: Playwright evaluates it in the page.
  await page.evaluate(
    '(0, eval)(window.axeSourceForTests), delete window.axeSourceForTests',
  )
}

/**
 * WCAG 2.2 AA scan of the whole page; fails with the violations listed.
 * axe-core goes into each document once and serves its later scans there
 * (decision 026).
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await putAxeIn(page)
  const summary = await page.evaluate(async (tags) => {
    const { violations } = await (
      window as unknown as { axe: typeof axe }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  }, WCAG_22_AA)
  expect(summary).toEqual([])
}

/**
 * Screenshots at 1280 and 360 px wide, each scanned by axe; the page is left
 * at 1280 px.
 */
export async function atBothWidths(page: Page, name: string) {
  await screenshotPage(page, name)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(page, `${name}-360`)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 720 })
}

/**
 * The axe scan of what `page` shows now, run on a still copy of it in a
 * context of its own. For a state held on a paused page clock: axe waits on
 * timers between its rules, so it cannot run in a page whose clock stands
 * still, and letting the clock run would let the held state time out.
 */
export async function expectNoAxeViolationsAsShown(page: Page) {
  const html = (await page.content()).replace(
    /<script\b[\s\S]*?<\/script>/gi,
    '',
  )
  const browser = page.context().browser()
  if (!browser) throw new Error('The page has no browser to open a copy in.')
  const context = await browser.newContext({ viewport: page.viewportSize() })
  const copy = await context.newPage()
  try {
    // The app's own origin first, so the copy loads the same stylesheets.
    await copy.goto(new URL('/robots.txt', page.url()).href)
    await copy.setContent(html)
    // The copy must look as the page does, or contrast goes unchecked.
    const styleRules = (target: Page) =>
      target.evaluate(() =>
        [...document.styleSheets].map((sheet) => sheet.cssRules.length),
      )
    expect(await styleRules(copy)).toEqual(await styleRules(page))
    await expect(copy.locator('body')).toHaveText(
      await page.locator('body').innerText(),
      { useInnerText: true },
    )
    await expectNoAxeViolations(copy)
  } finally {
    await context.close()
  }
}

/**
 * Connects the app to the mock server as "Production", the way a person would
 * in Settings. `remember` keeps the key on the device, so other tabs have it.
 */
export async function connectToMockServer(
  page: Page,
  key = MOCK_KEY,
  { remember = false } = {},
) {
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Production' })
  await page.getByLabel('API key', { exact: true }).fill(key)
  if (remember) await page.getByLabel('Remember on this device').check()
  await saveSettings(page)
}

/** What a page of the app keeps in its storage. */
interface SavedStorage {
  origin: string
  local: Record<string, string>
  session: Record<string, string>
}

/** A way to connect through the Settings form, as a person would. */
type Connect = (page: Page) => Promise<void>

const saved = new Map<Connect, Promise<SavedStorage>>()

/**
 * What Settings leaves in storage once `connect` has saved it (by default
 * to the mock server as Production, the key kept in the tab): read from a
 * real save, in a context of its own, once per worker, so it is always the
 * app's own format.
 */
function savedConnection(page: Page, connect: Connect): Promise<SavedStorage> {
  let storage = saved.get(connect)
  if (!storage) {
    storage = (async () => {
      const browser = page.context().browser()
      if (!browser) throw new Error('The page has no browser to connect in.')
      const context = await browser.newContext({ baseURL: APP_URL })
      try {
        const settings = await context.newPage()
        await connect(settings)
        return await settings.evaluate(() => ({
          origin: location.origin,
          local: Object.fromEntries(Object.entries(localStorage)),
          session: Object.fromEntries(Object.entries(sessionStorage)),
        }))
      } finally {
        await context.close()
      }
    })()
    saved.set(connect, storage)
  }
  return storage
}

/**
 * Starts `page` connected (by default to the mock server as "Production"),
 * as if Settings had been saved in this tab before with `connect`: for tests
 * whose subject is not Settings.
 * The storage is written before the app's first script runs, once per tab,
 * so a test may still change or forget the connection.
 */
export async function startConnected(
  page: Page,
  connect: Connect = connectToMockServer,
) {
  await page.addInitScript(
    (storage) => {
      const marker = 'e2e:started-connected'
      if (location.origin !== storage.origin || sessionStorage.getItem(marker))
        return
      sessionStorage.setItem(marker, '1')
      for (const [key, value] of Object.entries(storage.local))
        localStorage.setItem(key, value)
      for (const [key, value] of Object.entries(storage.session))
        sessionStorage.setItem(key, value)
    },
    await savedConnection(page, connect),
  )
}

/**
 * Live against the mock server with its log cleared, on Playwright's clock,
 * before any page has loaded: for tests that open their own page first (a
 * load of Settings before it would only cost time).
 */
export async function startOnTestClock(page: Page) {
  await page.clock.install()
  await startConnected(page)
  await mockServer.reset()
}

/**
 * Live against the mock server with its log cleared, on Playwright's clock,
 * on the Settings page, as a person who has just connected would be.
 * The clock runs with real time too, so the tests make a wait long (30 s or
 * more) and end it by moving the clock on: a banner stays up for as long as
 * the test looks, however slow the machine.
 */
export async function connectOnTestClock(page: Page) {
  await page.clock.install()
  await startConnected(page)
  await page.goto('/settings')
  await mockServer.reset()
}

/**
 * Stops the page's clock (installed before the page loaded) `aheadMs` on
 * from where it stands: from here the
 * app's time moves only when the test moves it (`runTimersUntil`,
 * `page.clock.runFor`, `page.clock.resume`), so a request the mock server
 * holds never reaches the app's timeout, however slow the machine. axe waits
 * on timers: scan a stopped page with `expectNoAxeViolationsAsShown`.
 */
async function stopPageClock(page: Page, aheadMs = 1000) {
  const now = await page.evaluate(() => Date.now())
  // Ahead, since the page's clock ran on while it was read; timers due by
  // then fire once.
  await page.clock.pauseAt(now + aheadMs)
}

/**
 * On a paused page clock, runs the page's timers until `check` passes:
 * those already due (React Query's zero-delay batches), and with `stepMs`
 * time moving on in steps that small. With no step, no time passes at all,
 * so a request the test holds cannot reach the app's timeout, however slow
 * the machine.
 */
export async function runTimersUntil(
  page: Page,
  check: () => Promise<unknown>,
  stepMs = 0,
) {
  const state = { done: false }
  const checked = check().finally(() => (state.done = true))
  while (!state.done) await page.clock.runFor(stepMs)
  await checked
}

/**
 * Presses `start` (an import's) with the page's clock (installed before the
 * page loaded) stopped and the first row held at the server until the test
 * releases it: the step that must land while it is in flight (Pause, a
 * reload, a second tab, Settings) has all the time it needs, and the app's
 * timeout never comes. Returns once the row's mark is shown.
 */
export async function startWithFirstRowHeld(page: Page, start: Locator) {
  await expect(start).toBeVisible()
  // A minute on, so the pace between requests (after Check rows') is over.
  await stopPageClock(page, 60_000)
  await mockServer.hold({ method: 'POST', path: '/pets' })
  await start.click()
  await expect.poll(async () => (await mockServer.petPosts()).length).toBe(1)
  // A row's mark shows at the end of a quiet spell (decision 035): that
  // much of the page's time, a fraction of the app's timeout.
  await page.clock.runFor(SHOWN_EVERY_MS)
}

/** Saves the Settings form and waits for it to say so. */
export async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved' }),
  ).toBeVisible()
}

/** Collects `page`'s uncaught errors and console errors into `errors`, for the fixture to check at the end. */
function collectErrors(page: Page, errors: string[], label: string) {
  page.on('pageerror', (error) =>
    errors.push(`${label}pageerror: ${error.message}`),
  )
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`${label}console: ${message.text()}`)
  })
}

/** A CSP violation is reported as an error, so any one fails the test. */
async function reportCspViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      )
    })
  })
}

/**
 * A screenshot of every open page, attached to the failed test, as
 * Playwright's `screenshot: 'only-on-failure'` kept. That option also shot
 * every page of every passing test as its context closed, to throw away:
 * about a quarter of a second a test (playwright.config.ts).
 */
async function keepFailureScreenshots(page: Page, testInfo: TestInfo) {
  const pages = page
    .context()
    .browser()
    ?.contexts()
    .flatMap((context) => context.pages()) ?? [page]
  for (const [index, open] of pages.entries()) {
    const path = testInfo.outputPath(`test-failed-${index + 1}.png`)
    try {
      await open.screenshot({ path, timeout: 5000 })
      testInfo.attachments.push({
        name: 'screenshot',
        path,
        contentType: 'image/png',
      })
    } catch {
      // A page that cannot be shot (closed, crashed) leaves the others.
    }
  }
}

/**
 * Every test fails on an uncaught page error or a console error it did not
 * expect, in its first tab or in any tab it opens with `openTab`.
 */
export const test = base.extend<{
  consoleErrors: string[]
  openTab: () => Promise<Page>
}>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      await reportCspViolations(page)
      collectErrors(page, errors, '')
      await use(errors)
      const unexpected = errors.filter(
        (text) => !/Failed to load resource/.test(text),
      )
      if (testInfo.status !== testInfo.expectedStatus || unexpected.length)
        await keepFailureScreenshots(page, testInfo)
      expect(unexpected).toEqual([])
    },
    { auto: true },
  ],
  /**
   * Another tab of the same browser context: same storage, same clock.
   * (`provide`, not `use`: the React hooks lint takes `use` for React's.)
   */
  openTab: async ({ context, consoleErrors }, provide) => {
    let opened = 0
    await provide(async () => {
      const tab = await context.newPage()
      opened += 1
      await reportCspViolations(tab)
      collectErrors(tab, consoleErrors, `tab ${opened + 1}: `)
      return tab
    })
  },
})
export { expect }

/**
 * The page clock's reading each time the page sends `method` to the API's
 * `/pets` collection: with page.clock installed, waits are judged in the
 * page's time, which the test moves on, not in the machine's. (Read as the
 * request event arrives, so a reading may be late by the event's delivery,
 * never early.)
 */
export function recordSendTimes(page: Page, method: 'GET' | 'POST') {
  const sentAt: Promise<number>[] = []
  page.on('request', (request) => {
    if (
      request.method() === method &&
      new URL(request.url()).pathname.endsWith('/v1/pets')
    )
      // NaN (failing the comparison) if the page navigated meanwhile.
      sentAt.push(page.evaluate(() => Date.now()).catch(() => Number.NaN))
  })
  return {
    /** Exactly two sends, the second at least `ms` of page time after the first. */
    async expectTwoAtLeastApart(ms: number) {
      const times = await Promise.all(sentAt)
      expect(times).toHaveLength(2)
      expect((times[1] ?? 0) - (times[0] ?? Number.NaN)).toBeGreaterThanOrEqual(
        ms,
      )
    },
  }
}
