import type { Browser, BrowserContext, Page } from '@playwright/test'
import {
  connectOnTestClock,
  connectToMockServer,
  expect,
  MOCK_KEY,
  mockServer,
  recordSendTimes,
  test,
} from './fixtures'

// Issue 25, decision 021: the page's boot step, inlined into index.html and
// allowed by its hash, sends a cold visit's list request before the app's
// scripts arrive; the app adopts it, and every rate-limit rule still holds.

const listGets = async () =>
  (await mockServer.requests()).filter(
    (request) =>
      request.method === 'GET' && /^\/v1\/pets(\?|$)/.test(request.path),
  )

/** CSP violations of the page, from its first script on. */
async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { __csp?: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () =>
    page.evaluate(() => (window as { __csp?: string[] }).__csp ?? ['no record'])
}

/** A new context with the connection saved on the device: no HTTP cache, no service worker. */
async function coldContext(
  browser: Browser,
  page: Page,
): Promise<BrowserContext> {
  await connectToMockServer(page, MOCK_KEY, { remember: true })
  const storageState = await page.context().storageState({ indexedDB: true })
  return browser.newContext({ storageState, serviceWorkers: 'block' })
}

test('a cold visit sends its list request before the app arrives, once, and shows the rows', async ({
  browser,
  page,
  baseURL,
}) => {
  const context = await coldContext(browser, page)
  try {
    await mockServer.reset()
    const visit = await context.newPage()
    const violations = await cspViolations(visit)
    // The app's entry is held until the server has had the list request:
    // only the page itself can have sent it.
    let listBeforeApp = false
    await visit.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await expect
        .poll(async () => (await listGets()).length, { timeout: 10_000 })
        .toBe(1)
        .then(() => (listBeforeApp = true))
        .catch(() => undefined)
      await route.continue()
    })
    await visit.goto(`${baseURL}/animals?status=available&limit=10&sort=-name`)
    await expect(
      visit.getByText(/Showing \d+ animals? with status/),
    ).toBeVisible()
    await visit.waitForLoadState('networkidle')
    expect(listBeforeApp).toBe(true)
    expect((await listGets()).map((request) => request.path)).toEqual([
      '/v1/pets?limit=10&status=available',
    ])
    expect(await violations()).toEqual([])
    // The key is in no URL and not in the page's HTML.
    expect(await visit.content()).not.toContain(MOCK_KEY)
  } finally {
    await context.close()
  }
})

test('other pages send nothing from the boot step', async ({
  browser,
  page,
}) => {
  const context = await coldContext(browser, page)
  try {
    await mockServer.reset()
    const visit = await context.newPage()
    await visit.goto('/settings')
    await expect(visit.getByRole('heading', { name: 'Settings' })).toBeVisible()
    await visit.waitForLoadState('networkidle')
    expect(await listGets()).toEqual([])
  } finally {
    await context.close()
  }
})

test('a reload during a 429 wait sends nothing until the wait ends', async ({
  page,
}) => {
  const sends = recordSendTimes(page, 'GET')
  await connectOnTestClock(page)
  // Three minutes: the reload comes after the boot step's minute (a request
  // a minute, decision 021) is over, so only the wait can hold its request.
  await mockServer.rateLimit(180, { method: 'GET', path: '/pets' })
  await page.goto('/animals')
  await expect.poll(() => mockServer.statuses()).toEqual([429])
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached' })
  await expect(banner).toBeVisible()
  await page.clock.fastForward('01:05')

  await page.reload()
  await expect(banner).toBeVisible()
  await page.clock.fastForward('01:00')
  await expect(banner).toBeVisible()

  await page.clock.fastForward('01:00')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
  // The boot step read the wait the app stored, and neither it nor the app
  // sent anything until it had passed on the page's clock.
  await sends.expectTwoAtLeastApart(180_000)
})
