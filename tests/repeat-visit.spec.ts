import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { APP_DIST, MOCK_URL, REQUEST_TIMEOUT_MS } from './ports.ts'
import {
  addAnimalThroughApi,
  connectToMockServer,
  expect,
  expectNoAxeViolationsAsShown,
  mockServer,
  runTimersUntil,
  saveSettings,
  screenshotPage,
  test,
} from './fixtures'

test.beforeEach(async () => {
  await mockServer.reset()
})

/**
 * Holds every `GET /v1/pets` the page sends until `release()`: the API
 * "has not answered yet", for as long as the test needs, without a sleep.
 */
async function holdListRequests(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route(
    (url) => url.origin === MOCK_URL && url.pathname === '/v1/pets',
    async (route: Route) => {
      if (route.request().method() === 'GET') {
        held.push(route.request().url())
        await released
      }
      await route.continue()
    },
  )
  return { release, held }
}

/** Connected to the mock server, with the first page of the list shown (and so kept). */
async function showAnimalsLive(page: Page) {
  await connectToMockServer(page)
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
}

const listGets = async () =>
  (await mockServer.requests()).filter(
    (request) =>
      request.method === 'GET' && request.path.startsWith('/v1/pets?'),
  )

/** A row of the list's first page: the newest seeded animal. */
const keptRowCell = (page: Page) =>
  page.getByRole('cell', { name: '148', exact: true })

/**
 * Rows shown and kept; meanwhile someone adds Zephyr, and three minutes later
 * staff come back: the kept rows show while the list request is held. From
 * here the page's clock stands still but for the test's steps.
 */
async function comeBackThreeMinutesLater(page: Page) {
  await page.clock.install()
  await showAnimalsLive(page)
  await expect(keptRowCell(page)).toBeVisible()
  await addAnimalThroughApi('Zephyr')
  const pageNow = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(pageNow + 3 * 60_000)
  const hold = await holdListRequests(page)
  const before = (await listGets()).length
  await page.reload()
  await runTimersUntil(page, async () => {
    await expect(summaryOf(page)).toContainText('Showing 20 animals.')
    await expect(summaryOf(page)).toContainText(
      'Updated 3 min ago · refreshing…',
    )
  })
  await expect(keptRowCell(page)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zephyr' })).toHaveCount(0)
  // The kept rows may paint before the request even reaches the route.
  await expect.poll(() => hold.held.length).toBe(1)
  return { ...hold, before }
}

const summaryOf = (page: Page) => page.locator('.list-summary')

test('a repeat visit shows the last rows before the API answers, then the fresh answer', async ({
  page,
}) => {
  const { release, before } = await comeBackThreeMinutesLater(page)
  const summary = summaryOf(page)
  await screenshotPage(page, 'animals-refreshing')
  await page.setViewportSize({ width: 360, height: 740 })
  await screenshotPage(page, 'animals-refreshing-360')
  await expectNoAxeViolationsAsShown(page)
  await expect(summary).toContainText('refreshing…')

  release()
  await runTimersUntil(page, () =>
    expect(page.getByRole('link', { name: 'Zephyr' })).toBeVisible(),
  )
  await expect(summary).toHaveText(
    'Showing 20 animals. There may be more: choose a larger page size to see them.',
  )
  // The entry module's request was the page's: one GET for the visit.
  expect((await listGets()).length - before).toBe(1)
})

test('a refresh that fails keeps the rows, says when they were loaded, and Retry brings the fresh ones', async ({
  page,
}) => {
  await comeBackThreeMinutesLater(page)
  // The held request reaches the app's timeout: nothing else has to happen.
  await page.clock.runFor(REQUEST_TIMEOUT_MS)
  const alert = page.getByRole('alert')
  // The request is over, so time may pass now: React shows a suspended
  // panel (the error panel loads on demand) after a short throttle.
  await runTimersUntil(
    page,
    () => expect(alert).toContainText('Couldn’t refresh the animals'),
    50,
  )
  await expect(alert).toContainText(
    `The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds.`,
  )
  // A time of day, with the date before it when the three minutes crossed
  // midnight (formatLoadedAt's unit tests pin both forms).
  await expect(alert).toContainText(
    /The list below is the one loaded at [^.]*\b\d{1,2}:\d{2}\b/,
  )
  await expect(keptRowCell(page)).toBeVisible()
  await expect(summaryOf(page)).not.toContainText('refreshing')
  await screenshotPage(page, 'animals-refresh-failed')
  await expectNoAxeViolationsAsShown(page)

  // The timed-out request is gone; the next one goes through untouched.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.clock.resume()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('link', { name: 'Zephyr' })).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('another key sees none of the rows kept for the last one', async ({
  page,
}) => {
  await showAnimalsLive(page)

  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByLabel('API key', { exact: true }).fill('sk_someone_else')
  await saveSettings(page)

  const { release, held } = await holdListRequests(page)
  await page.goto('/animals')
  await expect.poll(() => held.length).toBe(1)
  await expect(page.getByRole('cell')).toHaveCount(0)
  await expect(page.getByText(/Updated .* refreshing/)).toHaveCount(0)
  release()
  await expect(page.getByRole('alert')).toContainText(
    'The server refused the API key',
  )
  await expect(page.getByRole('cell')).toHaveCount(0)
})

test('Forget key leaves no rows behind for the next visit', async ({
  page,
}) => {
  await showAnimalsLive(page)
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Forget key' }).click()
  const stored = await page.evaluate(() => [
    sessionStorage.getItem('adoption-desk:animals-cache'),
    localStorage.getItem('adoption-desk:animals-cache'),
  ])
  expect(stored).toEqual([null, null])
})

test('live mode parses ids with JSON.parse source text, without lossless-json', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url())
  })
  await connectToMockServer(page)
  // 50 a page: the seeded id beyond 2^53 sits below the first 20.
  await page.goto('/animals?limit=50')
  await expect(
    page.getByRole('cell', { name: '9007199254740993', exact: true }),
  ).toBeVisible()
  // The lossless-json chunk exists in the build (for older browsers) and was not fetched.
  const manifest = JSON.parse(
    readFileSync(`${APP_DIST}/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string }>
  const lossless = Object.entries(manifest).find(([source]) =>
    source.includes('node_modules/lossless-json/'),
  )?.[1].file
  expect(lossless).toBeDefined()
  expect(scripts.some((url) => url.endsWith(`/${lossless}`))).toBe(false)
})
