import type { BrowserContext, Page } from '@playwright/test'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  MOCK_KEY,
  mockServer,
  runTimersUntil,
  test,
} from './fixtures'

// One key, many tabs (issue 8): two pages of one browser context against the
// mock server. Time is controlled, never raced: the browser's clock is
// Playwright's (context.clock, shared by both pages) and the server's
// rate-limit windows move with it (mockServer.advanceClock); what reached the
// server is read from its request log, inside explicit windows. A second tab
// comes from the openTab fixture, which fails the test on its errors too.

/**
 * Playwright's clock in every tab, and the mock server saved as Production
 * with the key remembered, so a second tab has it too.
 */
async function connectBothTabs(page: Page, context: BrowserContext) {
  await context.clock.install()
  await connectToMockServer(page, MOCK_KEY, { remember: true })
}

function banner(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text })
}

test('a 429 in one tab holds every tab: nothing reaches the server before Retry-After, not even a view opened meanwhile', async ({
  page,
  context,
  openTab,
}, testInfo) => {
  await connectBothTabs(page, context)
  await mockServer.reset()
  await mockServer.rateLimit(120, { method: 'GET', path: '/pets' })

  await page.goto('/animals')
  await expect(banner(page, 'Rate limit reached — retrying in')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429])
  // Page time just after the 429: its wait ends no later than 120 s on.
  const after429 = await page.evaluate(() => Date.now())

  // Tab B opens a view nobody has loaded, while tab A's wait runs.
  const tabB = await openTab()
  await tabB.goto('/animals?status=sold')
  await expect(banner(tabB, 'Rate limit reached — retrying in')).toBeVisible()
  await expect(
    tabB
      .getByRole('button', { name: 'Add animal' })
      .or(tabB.getByRole('link', { name: 'Add animal' })),
  ).toBeVisible()
  await keepScreenshot(tabB, { path: testInfo.outputPath('tab-b-waiting.png') })
  await keepScreenshot(page, { path: testInfo.outputPath('tab-a-waiting.png') })
  await tabB.setViewportSize({ width: 360, height: 740 })
  await keepScreenshot(tabB, {
    path: testInfo.outputPath('tab-b-waiting-360.png'),
    fullPage: true,
  })
  await expectNoAxeViolations(tabB)

  // Still only the 429: both tabs' requests are held.
  expect(await mockServer.statuses()).toEqual([429])
  const waitEnds = Date.now()
  // To 3 s before the wait's end, and the rest on the clocks' own: a jump
  // is made page by page, so a jump across the end would let the first tab
  // wake, answer, and free the second tab's request while the second tab's
  // own jump was still to come, and that jump would carry its request past
  // the 4 s timeout. (Not a full 120 s from now either: the seconds spent
  // above would carry past the end the same way.)
  const pageNow = await page.evaluate(() => Date.now())
  await context.clock.fastForward(after429 + 120_000 - 3_000 - pageNow)

  // Both tabs recover by themselves and show their rows: two requests in a
  // row, paced a second apart on the page clock (which runs with real time
  // from here), then two renders, on a machine that may be loaded.
  await expect(page.getByText('Showing 20 animals.')).toBeVisible({
    timeout: 15_000,
  })
  try {
    await expect(
      tabB.getByText(/Showing \d+ animals? with status “Adopted”/),
    ).toBeVisible({ timeout: 15_000 })
  } catch (error) {
    // Rare under load and not yet explained: say what the server saw and
    // what tab B showed, so the run's log alone can tell why.
    const seen = await mockServer.requests()
    const shown = await tabB.locator('main, [role="status"]').allInnerTexts()
    throw new Error(
      `${(error as Error).message}\nServer log: ${JSON.stringify(seen)}\nTab B shows: ${JSON.stringify(shown)}`,
      { cause: error },
    )
  }
  const log = await mockServer.requests()
  expect(log.map((request) => request.status)).toEqual([429, 200, 200])
  for (const request of log.slice(1))
    expect(request.at).toBeGreaterThanOrEqual(waitEnds)
})

/**
 * Four views, two in each tab: on a plan of four requests a minute, the
 * minute's whole allowance.
 */
async function useTheMinuteInTwoTabs(page: Page, openTab: () => Promise<Page>) {
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Adopted' })
  await expect(page.getByText(/with status “Adopted”/)).toBeVisible()
  const tabB = await openTab()
  await tabB.goto('/animals?status=pending')
  await expect(tabB.getByText(/with status “Pending”/)).toBeVisible()
  await tabB.getByLabel('Status').selectOption({ label: 'Available' })
  await expect(tabB.getByText(/with status “Available”/)).toBeVisible()
  return tabB
}

/**
 * Moves both clocks into the next minute and expects the fifth request, the
 * page size of 50 held in tab A, to go out then and not before.
 */
async function expectHeldRequestInNextMinute(
  page: Page,
  context: BrowserContext,
) {
  const nextMinute = Date.now()
  await mockServer.advanceClock(61_000)
  await context.clock.fastForward(61_000)
  // More rows than the 20 of the first page: the held request got through.
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(21)
  const log = await mockServer.requests()
  expect(log.map((request) => request.status)).toEqual([
    200, 200, 200, 200, 200,
  ])
  expect(log[4]?.path).toContain('limit=50')
  expect(log[4]?.at).toBeGreaterThanOrEqual(nextMinute)
}

test('two tabs on a 4-a-minute plan share one pace and get no 429', async ({
  page,
  context,
  openTab,
}) => {
  await connectBothTabs(page, context)
  // Headers hidden, so only the shared pacing can keep the tabs under the limit.
  await mockServer.reset({ limit: 4, hideHeaders: true })
  await page.getByLabel('Plan').selectOption({ label: 'Enterprise' })
  await page.getByLabel('Requests per minute (agreed)').fill('4')
  await page.getByLabel('Requests per day (agreed)').fill('1000')
  await page.getByLabel('Requests per day (agreed)').press('Enter')

  await useTheMinuteInTwoTabs(page, openTab)
  expect(await mockServer.statuses()).toEqual([200, 200, 200, 200])

  // The fifth request of the minute, from either tab, waits its turn.
  await page.getByLabel('Page size').selectOption('50')
  await expect(
    banner(page, '1 request queued to stay under your plan’s limit'),
  ).toBeVisible()
  expect(await mockServer.statuses()).toEqual([200, 200, 200, 200])

  await expectHeldRequestInNextMinute(page, context)
})

test('X-RateLimit-Remaining: 0 holds every tab until the reset, with no 429', async ({
  page,
  context,
  openTab,
}, testInfo) => {
  await connectBothTabs(page, context)
  await mockServer.reset({ limit: 4 })

  const tabB = await useTheMinuteInTwoTabs(page, openTab)
  await expect(
    tabB.getByText('Requests left: 0 of 4 this minute'),
  ).toBeVisible()

  // The fourth answer said none remain: both tabs show the wait, and a new
  // view in tab A is held instead of being refused.
  await page.getByLabel('Page size').selectOption('50')
  for (const tab of [page, tabB])
    await expect(
      banner(tab, 'No requests left in this window — next request in'),
    ).toBeVisible()
  await keepScreenshot(tabB, {
    path: testInfo.outputPath('remaining-0-tab-b.png'),
  })
  expect(await mockServer.statuses()).toEqual([200, 200, 200, 200])

  await expectHeldRequestInNextMinute(page, context)
})

test('hidden headers: Test connection says so and gives the line to add; the first backoff is at least 5 s', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Playwright's clock, running with real time until the backoff below.
  await page.clock.install()
  await mockServer.reset({ hideHeaders: true })
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Production' })
  await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
  await page.getByRole('button', { name: 'Test connection' }).click()
  const result = page.getByRole('status').filter({
    hasText: 'This API hides headers the app needs',
  })
  await expect(result).toContainText(
    'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Date',
  )
  await expect(result.locator('code')).toHaveText(
    'Access-Control-Expose-Headers: Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Date',
  )
  await expectNoAxeViolations(page)
  // By keyboard: the line can be copied for the operator.
  await page.getByRole('button', { name: 'Copy line' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Access-Control-Expose-Headers: Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Date',
  )
  await page.setViewportSize({ width: 360, height: 800 })
  await keepScreenshot(result, {
    path: testInfo.outputPath('hidden-headers-360.png'),
  })
  await page.setViewportSize({ width: 1280, height: 720 })

  // With the headers readable, the same test has nothing to say about them.
  await mockServer.reset()
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Rate limit: 60 requests' }),
  ).toBeVisible()
  await expect(page.getByText('This API hides headers')).toHaveCount(0)

  // A 429 whose Retry-After the browser cannot read: the retry comes no
  // sooner than 5 s after it, on the page's clock. Each send's time is read
  // in the page as it is made, so a retry made early is seen early.
  await page.getByRole('button', { name: 'Save' }).click()
  await mockServer.reset({ hideHeaders: true })
  await mockServer.rateLimit(1, { method: 'GET', path: '/pets' })
  await page.addInitScript(() => {
    const send = window.fetch.bind(window)
    const sent: number[] = []
    Object.assign(window, { sentForTest: sent })
    window.fetch = (input, init) => {
      const request = new Request(input, init)
      if (request.method === 'GET' && /\/v1\/pets\b/.test(request.url))
        sent.push(Date.now())
      return send(input, init)
    }
  })
  await page.goto('/animals')
  await expect(banner(page, 'Rate limit reached — retrying in')).toBeVisible()
  // The first backoff is 5 to 7.5 s (jitter). The clock moves in 0.1 s
  // steps: the send a timer leads to is made after its step (React Query),
  // so a step is how late a send's time may read, where a jump over the
  // whole wait would read an early retry as late.
  await runTimersUntil(
    page,
    () => expect(page.getByText('Showing 20 animals.')).toBeVisible(),
    100,
  )
  const [limited, retry] = await mockServer.requests()
  expect([limited?.status, retry?.status]).toEqual([429, 200])
  const [sent, resent] = await page.evaluate(
    () => (window as unknown as { sentForTest: number[] }).sentForTest,
  )
  expect((resent ?? 0) - (sent ?? Number.NaN)).toBeGreaterThanOrEqual(5_000)
})
