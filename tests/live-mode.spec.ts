import { MOCK_HOST, MOCK_URL } from './ports.ts'
import {
  connectOnTestClock,
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  MOCK_KEY,
  mockServer,
  recordSendTimes,
  screenshotPage,
  test,
} from './fixtures'

test.beforeEach(async () => {
  await mockServer.reset()
})

test('switching from demo to a live server drops demo data', async ({
  page,
}) => {
  await mockServer.reset({ empty: true })
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()

  await connectToMockServer(page)
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(
    page.getByRole('heading', { name: 'No animals yet' }),
  ).toBeVisible()
  await expect(page.getByText('Environment: Production')).toBeAttached()
  await expect(page.getByRole('table')).toHaveCount(0)

  // The request really crossed the network to the mock server, with the key in a header only.
  const requests = await mockServer.requests()
  expect(requests.map((request) => request.path)).toContain('/v1/pets?limit=20')
  expect(requests.every((request) => !request.path.includes(MOCK_KEY))).toBe(
    true,
  )
  await expectNoAxeViolations(page)
})

test('a wrong key says so, and fixing it in Settings recovers', async ({
  page,
}) => {
  await connectToMockServer(page, 'sk_wrong_key_9999')
  await expect(page.getByText('Saved key: •••• 9999')).toBeVisible()
  await page.getByRole('link', { name: 'Animals' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(
    'The server refused the API key and said: “Invalid API key.”',
  )
  await screenshotPage(page, 'animals-key-refused')
  await expectNoAxeViolations(page)

  await alert
    .getByRole('link', { name: 'Check the API key in Settings' })
    .click()
  await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await expect(
    // The newest seeded animal.
    page.getByRole('cell', { name: '148', exact: true }),
  ).toBeVisible()
})

test('Test connection reports connected, key refused and unreachable', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Custom' })
  await page.getByLabel('API base URL').fill(`${MOCK_URL}/v1`)
  await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(
    page.getByText(`Connected to ${MOCK_HOST}. Rate limit: 60 requests`),
  ).toBeVisible()

  await page.getByLabel('API key', { exact: true }).fill('sk_nope')
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(page.getByText('Key refused: Invalid API key.')).toBeVisible()

  await page.getByLabel('API base URL').fill('http://127.0.0.1:9/v1')
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(
    page.getByText(/Server unreachable or blocked by CORS/),
  ).toBeVisible()
  await screenshotPage(page, 'settings-live')

  // Testing saves nothing: the app is still in demo mode.
  await expect(page.getByText('Environment: Demo')).toBeAttached()
})

test('the custom environment shows its host, and a bad URL is a field error', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Custom' })
  await page.getByLabel('API base URL').fill('ftp://example.com')
  await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByLabel('API base URL')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(
    page.getByText('The API base URL must start with https:// or http://'),
  ).toBeVisible()
  // What was typed stays.
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue(
    MOCK_KEY,
  )

  // An address the build's security policy does not allow is flagged at once.
  await page.getByLabel('API base URL').fill('https://api.elsewhere.example/v1')
  await expect(page.getByLabel('API base URL')).toHaveAccessibleDescription(
    /security policy does not allow https:\/\/api\.elsewhere\.example/,
  )
  await page.getByLabel('API base URL').fill(`${MOCK_URL}/v1`)
  await expect(page.getByText(/security policy does not allow/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Environment: ${MOCK_HOST}`)).toBeAttached()
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
})

// In these, the page's clock runs but a wait ends only when the test moves it
// on, so a banner cannot run out before it is seen, however slow the machine.

test('after a 429 the whole app waits for Retry-After, shows it, then recovers', async ({
  page,
}) => {
  const sends = recordSendTimes(page, 'GET')
  await connectOnTestClock(page)
  await mockServer.rateLimit(60, { method: 'GET', path: '/pets' })

  await page.getByRole('link', { name: 'Animals' }).click()
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached — retrying in' })
  await expect(banner).toBeVisible()
  await expect(
    page.getByRole('progressbar', { name: 'Time waited for the rate limit' }),
  ).toBeVisible()
  await screenshotPage(page, 'animals-wait')

  // Another view asked for during the wait must not go out either.
  await page.getByLabel('Status').selectOption({ label: 'Pending' })
  await expect(page).toHaveURL(/status=pending/)
  await expect(banner).toBeVisible()
  await page.clock.fastForward('01:00')
  await expect(
    page.getByText(/Showing \d+ animals with status “Pending”/),
  ).toBeVisible()
  await expect(banner).toBeHidden()

  const requests = await mockServer.requests()
  expect(requests.map((request) => request.status)).toEqual([429, 200])
  expect(requests[1]?.path).toBe('/v1/pets?limit=20&status=pending')
  await sends.expectTwoAtLeastApart(60_000)
})

test('a 429 with an HTTP-date Retry-After is honoured too', async ({
  page,
}) => {
  const sends = recordSendTimes(page, 'GET')
  await connectOnTestClock(page)
  await mockServer.rateLimit(60, { method: 'GET', path: '/pets' }, 'http-date')
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Rate limit reached' }),
  ).toBeVisible()
  await page.clock.fastForward('01:01')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
  // An HTTP-date has whole-second precision, so the wait is at least 59 s.
  await sends.expectTwoAtLeastApart(59_000)
})

test('a reload during the wait does not forget it', async ({ page }) => {
  await connectOnTestClock(page)
  await mockServer.rateLimit(60, { method: 'GET', path: '/pets' })
  await page.getByRole('link', { name: 'Animals' }).click()
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached' })
  await expect(banner).toBeVisible()
  await page.reload()
  await expect(banner).toBeVisible()
  // The reloaded page sent nothing while the wait lasts.
  expect(await mockServer.statuses()).toEqual([429])
  await page.clock.fastForward('01:00')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
})

test('a server error is shown once, with Retry, and never retried behind the user’s back', async ({
  page,
}) => {
  await connectOnTestClock(page)
  await mockServer.fault(
    { kind: 'server-error' },
    { method: 'GET', path: '/pets' },
  )
  await page.getByRole('link', { name: 'Animals' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Internal server error.')
  // Longer than the longest wait the client ever schedules (a 10 minute
  // wait), on the page's clock: a retry of its own would go out within it.
  await page.clock.runFor('11:00')
  await expect(alert).toContainText('Internal server error.')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  // Exactly the failed request and the one the person asked for.
  const requests = await mockServer.requests()
  expect(
    requests.map(
      (request) => `${request.method} ${request.path} ${request.status}`,
    ),
  ).toEqual(['GET /v1/pets?limit=20 500', 'GET /v1/pets?limit=20 200'])
})
