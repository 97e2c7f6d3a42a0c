import { MOCK_URL, SUBPATH_URL } from './ports.ts'
import { expect, test } from './fixtures'

// The service worker is what this spec is about (blocked elsewhere).
test.use({ serviceWorkers: 'allow' })

test('demo mode keeps working with no network at all', async ({
  page,
  context,
}) => {
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await context.setOffline(true)
  await page.getByLabel('Status').selectOption({ label: 'Available' })
  await expect(
    page.getByText(/Showing 20 animals with status “Available”/),
  ).toBeVisible()
  await context.setOffline(false)
})

test('demo mode works when the app is served from a sub-path', async ({
  page,
}) => {
  await page.goto(`${SUBPATH_URL}/desk/animals?status=pending`)
  await expect(
    page.getByText(/Showing \d+ animals with status “Pending”/),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(`${SUBPATH_URL}/desk/settings`)
  await expect(page.getByLabel('Environment')).toHaveValue('demo')
})

test('live mode never downloads or starts the mock API', async ({ page }) => {
  await page.addInitScript((mockUrl) => {
    localStorage.setItem(
      'adoption-desk:connection',
      JSON.stringify({ environment: 'production', customBaseUrl: '' }),
    )
    localStorage.setItem(
      'adoption-desk:api-key',
      JSON.stringify({
        key: 'sk_test_adoption_desk',
        for: `${mockUrl}/v1`,
      }),
    )
  }, MOCK_URL)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/animals')
  await expect(page.getByText('Environment: Production')).toBeAttached()
  await expect(page.getByText(/Showing \d+ animals/)).toBeVisible()
  expect(
    scripts.filter((url) => /browser-|msw|mockServiceWorker/.test(url)),
  ).toEqual([])
  // The app shell's own worker (sw.js) may be there; MSW's may not.
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).flatMap(
        (registration) =>
          [
            registration.installing,
            registration.waiting,
            registration.active,
          ].flatMap((worker) => (worker ? [worker.scriptURL] : [])),
      ),
    ),
  ).not.toContainEqual(expect.stringContaining('mockServiceWorker'))
})
