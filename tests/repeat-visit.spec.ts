import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { MOCK_URL } from './ports.ts'
import {
  addAnimalThroughApi,
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  mockServer,
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

test('a repeat visit shows the last rows before the API answers, then the fresh answer', async ({
  page,
}) => {
  await page.clock.install()
  await showAnimalsLive(page)
  const bigId = page.getByRole('cell', {
    name: '9007199254740993',
    exact: true,
  })
  await expect(bigId).toBeVisible()

  // Meanwhile someone adds an animal; three minutes later staff come back.
  await addAnimalThroughApi('Zephyr')
  await page.clock.fastForward('03:00')
  const { release, held } = await holdListRequests(page)
  const before = (await listGets()).length
  await page.reload()

  const summary = page.locator('.list-summary')
  await expect(summary).toContainText('Showing 20 animals.')
  await expect(summary).toContainText('Updated 3 min ago · refreshing…')
  await expect(bigId).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zephyr' })).toHaveCount(0)
  // The kept rows may paint before the request even reaches the route.
  await expect.poll(() => held.length).toBe(1)
  await screenshotPage(page, 'animals-refreshing')
  await page.setViewportSize({ width: 360, height: 740 })
  await screenshotPage(page, 'animals-refreshing-360')
  await expectNoAxeViolations(page)

  release()
  await expect(page.getByRole('link', { name: 'Zephyr' })).toBeVisible()
  await expect(summary).toHaveText(
    'Showing 20 animals. There may be more: choose a larger page size to see them.',
  )
  // The entry module's request was the page's: one GET for the visit.
  expect((await listGets()).length - before).toBe(1)
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
  await page.goto('/animals')
  await expect(
    page.getByRole('cell', { name: '9007199254740993', exact: true }),
  ).toBeVisible()
  // The lossless-json chunk exists in the build (for older browsers) and was not fetched.
  const manifest = JSON.parse(
    readFileSync('dist/.vite/manifest.json', 'utf8'),
  ) as Record<string, { file: string }>
  const lossless = Object.entries(manifest).find(([source]) =>
    source.includes('node_modules/lossless-json/'),
  )?.[1].file
  expect(lossless).toBeDefined()
  expect(scripts.some((url) => url.endsWith(`/${lossless}`))).toBe(false)
})
