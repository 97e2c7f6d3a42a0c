import {
  connectOnTestClock,
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  mockServer,
  test,
} from './fixtures'
import { MOCK_URL } from './ports.ts'

test('the quota meter in the header follows the server’s rate-limit headers', async ({
  page,
}) => {
  await connectToMockServer(page)
  await mockServer.reset()
  await page.getByRole('link', { name: 'Animals' }).click()
  const meter = page.getByRole('meter', { name: 'Requests left' })
  await expect(meter).toHaveAttribute('aria-valuetext', '59 of 60')
  await expect(
    page.getByText('Requests left: 59 of 60 this minute'),
  ).toBeVisible()
  // Compact while plenty are left: no countdown until they run low.
  await expect(page.getByText(/resets in \d+/)).toHaveCount(0)

  await page.getByLabel('Status').selectOption({ label: 'Adopted' })
  await expect(meter).toHaveAttribute('aria-valuetext', '58 of 60')
  await page.getByLabel('Status').selectOption({ label: 'Pending' })
  await expect(
    page.getByText('Requests left: 57 of 60 this minute'),
  ).toBeVisible()
})

test('before any answer the meter says the limit is unknown', async ({
  page,
}) => {
  // Live, where nothing but the network answers: a request held here has
  // no answer for as long as the test looks (a demo request could be
  // answered by the service worker before the route sees it).
  await connectToMockServer(page)
  let sent = false
  await page.route(
    (url) => url.origin === MOCK_URL && url.pathname === '/v1/pets',
    () => {
      sent = true
      return new Promise(() => undefined)
    },
  )
  await page.goto('/animals')
  await expect.poll(() => sent).toBe(true)
  await expect(page.getByText('Rate limit: unknown')).toBeVisible()
  await expect(page.getByRole('meter', { name: 'Requests left' })).toHaveCount(
    0,
  )
})

test('Retry stays disabled while a wait runs, then works', async ({ page }) => {
  // Each 30 s wait lasts until the test moves the clock.
  await connectOnTestClock(page)
  // More 429s in a row than the client retries: the list ends with an error.
  await mockServer.rateLimit(30, { method: 'GET', path: '/pets' }, 'seconds', 4)
  await page.getByRole('link', { name: 'Animals' }).click()
  for (let sent = 1; sent < 4; sent += 1) {
    await expect
      .poll(async () => (await mockServer.requests()).length)
      .toBe(sent)
    // The page's clock also runs with real time, so any count from the 30 s
    // of Retry-After: "30 s" alone would show for one second.
    await expect(
      page.getByRole('status').filter({ hasText: /retrying in (30|2\d) s/ }),
    ).toBeVisible()
    await page.clock.fastForward(30_000)
  }
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('still limiting requests')
  await expect(
    alert.getByRole('button', { name: 'Retry (waiting for rate limit)' }),
  ).toBeDisabled()
  // Nothing more is sent while the last wait runs.
  expect(await mockServer.requests()).toHaveLength(4)

  await page.clock.fastForward(30_000)
  await alert.getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  // Bounded: four 429s, then one request after Retry.
  expect(
    (await mockServer.requests()).map((request) => request.status),
  ).toEqual([429, 429, 429, 429, 200])
})

test('the plan sets the pace; Enterprise asks for its agreed limits', async ({
  page,
}) => {
  await page.goto('/settings')
  const plan = page.getByLabel('Plan')
  await expect(plan).toHaveValue('free')
  await expect(
    page.getByText('60 requests per minute, 1,000 requests per day', {
      exact: true,
    }),
  ).toBeVisible()
  await plan.selectOption({ label: 'Business' })
  await expect(
    page.getByText('1,000 requests per minute, 100,000 requests per day', {
      exact: true,
    }),
  ).toBeVisible()
  await plan.selectOption({ label: 'Enterprise' })
  await expect(page.getByLabel('Requests per minute (agreed)')).toBeVisible()
  await page.getByLabel('Requests per minute (agreed)').fill('0')
  await page.getByLabel('Requests per minute (agreed)').press('Enter')
  await expect(page.getByLabel('Requests per minute (agreed)')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await page.getByLabel('Requests per minute (agreed)').fill('2500')
  await page.getByLabel('Requests per minute (agreed)').press('Enter')
  await expect(
    page.getByLabel('Requests per minute (agreed)'),
  ).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByLabel('Plan')).toHaveValue('enterprise')
  await expect(page.getByLabel('Requests per minute (agreed)')).toHaveValue(
    '2500',
  )
})

test('demo fault switches show the app under trouble, and turn off', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/settings/demo')
  const panel = page.getByRole('region', { name: 'Demo fault switches' })
  await panel.getByLabel('Every request until turned off').check()
  await panel.getByLabel('Server error 500').check()
  await expect(
    page.getByRole('status').filter({ hasText: 'Server error 500' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByRole('alert')).toContainText('Internal server error.')

  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Demo tools' }).click()
  await panel.getByLabel('Server error 500').uncheck()
  // Coming back to a list that failed loads it again.
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()

  // A one-shot 429 with an HTTP-date: the banner shows and stays until the
  // clock passes that date, then the list recovers by itself.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Demo tools' }).click()
  await panel
    .getByLabel('Retry-After')
    .selectOption({ label: 'As an HTTP-date' })
  await panel.getByLabel('Seconds', { exact: true }).fill('60')
  await panel.getByLabel('Next request answers 429 Too Many Requests').check()
  await page.getByRole('link', { name: 'Animals' }).click()
  await page.getByLabel('Status').selectOption({ label: 'Adopted' })
  await expect(
    page.getByRole('status').filter({ hasText: 'Rate limit reached' }),
  ).toBeVisible()
  await expect(page.getByText(/with status “Adopted”/)).toHaveCount(0)
  await page.clock.fastForward(61_000)
  await expect(
    page.getByText(/Showing \d+ animals with status “Adopted”/),
  ).toBeVisible()
})
