import {
  connectOnTestClock,
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  mockServer,
  recordSendTimes,
  screenshotPage,
  test,
} from './fixtures'
import { MOCK_URL } from './ports.ts'

/** "HH:MM" of `ms` in the page's time zone, as the banner writes it (rounded up to the minute). */
function clock(ms: number, offsetMinutes: number) {
  const local = new Date(
    Math.ceil(ms / 60_000) * 60_000 - offsetMinutes * 60_000,
  )
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
}

test('a 429 asking for 20 minutes holds for all of them, says when sending resumes, then the list loads by itself', async ({
  page,
}) => {
  const sends = recordSendTimes(page, 'GET')
  await connectOnTestClock(page)
  await mockServer.rateLimit(1_200, { method: 'GET', path: '/pets' })
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect.poll(async () => (await mockServer.requests()).length).toBe(1)
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Daily limit reached: sending resumes' })
  await expect(banner).toBeVisible()
  // The 429 came a moment ago (up to half a minute on a loaded box): its end
  // is 20 minutes, less that moment, from now, so one of these two minutes.
  const [now, offset] = await page.evaluate(() => [
    Date.now(),
    new Date().getTimezoneOffset(),
  ])
  const text = (await banner.textContent()) ?? ''
  const shown = /resumes (?:tomorrow )?at (\d{2}:\d{2})\./.exec(text)?.[1]
  expect([
    clock(now + 1_200_000 - 30_000, offset),
    clock(now + 1_200_000, offset),
  ]).toContain(shown)
  await expectNoAxeViolations(page)
  await screenshotPage(page, 'long-wait-banner')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(page, 'long-wait-banner-360')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Eleven minutes on, past any 10-minute cap: still held.
  await page.clock.fastForward('11:00')
  await expect(banner).toBeVisible()

  await page.clock.fastForward('09:00')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
  await expect(banner).toHaveCount(0)
  // Nothing went before the twenty minutes had passed on the page's clock.
  await sends.expectTwoAtLeastApart(1_200_000)
})

test('a 429 beyond a day holds past its day, sends nothing by itself, and goes on only after Retry now', async ({
  page,
}) => {
  await connectOnTestClock(page)
  await mockServer.rateLimit(3 * 86_400, { method: 'GET', path: '/pets' })
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect.poll(async () => (await mockServer.requests()).length).toBe(1)
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached for longer than a day' })
  await expect(banner).toContainText('press Retry after then')
  const retryNow = page.getByRole('button', { name: 'Retry now' })
  await expect(retryNow).toHaveCount(0)

  // A day and a minute on: held still, and now the person may retry.
  await page.clock.fastForward('24:01:00')
  await expect(retryNow).toBeVisible()
  await expect(banner).toContainText(
    'The app has held for a day and sends nothing by itself',
  )
  expect(await mockServer.statuses()).toEqual([429])
  await expectNoAxeViolations(page)
  await screenshotPage(page, 'beyond-a-day-retry')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(page, 'beyond-a-day-retry-360')
  await page.setViewportSize({ width: 1280, height: 800 })

  await retryNow.focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await page.getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
})

test('a Retry-After of 400 digits holds beyond a day with Retry now, and sends nothing more', async ({
  page,
}) => {
  const sends = recordSendTimes(page, 'GET')
  await connectOnTestClock(page)
  await mockServer.rateLimitRaw('9'.repeat(400), {
    method: 'GET',
    path: '/pets',
  })
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect.poll(async () => (await mockServer.requests()).length).toBe(1)
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached for longer than a day' })
  await expect(banner).toContainText('press Retry after then')
  // Not "now": the list's Retry stays disabled, and nothing goes by itself.
  await expect(
    page.getByRole('button', { name: 'Retry (waiting for rate limit)' }),
  ).toBeDisabled()
  await page.clock.fastForward('01:00:00')
  await page.clock.fastForward('24:01:00')
  const retryNow = page.getByRole('button', { name: 'Retry now' })
  await expect(retryNow).toBeVisible()
  await expect(banner).toContainText(
    'The app has held for a day and sends nothing by itself',
  )

  // The person's Retry is the next request: one sent by itself on the way
  // would have reached the server before it.
  await retryNow.click()
  await expect(banner).toHaveCount(0)
  await page.getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  expect(await mockServer.statuses()).toEqual([429, 200])
  await sends.expectTwoAtLeastApart(25 * 3_600_000)
})

test('a new tab shows the quota another tab last heard, with its age, before its own first answer', async ({
  page,
  context,
}) => {
  await connectToMockServer(page, undefined, { remember: true })
  await mockServer.reset()
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(
    page.getByText('Requests left: 59 of 60 this minute'),
  ).toBeVisible()

  const second = await context.newPage()
  // Three minutes later, and its own request never answers.
  await second.clock.install({ time: Date.now() + 3 * 60_000 })
  await second.route(
    (url) => url.origin === MOCK_URL && url.pathname === '/v1/pets',
    () => new Promise(() => undefined),
  )
  await second.goto('/animals')
  await expect(
    second.getByText('Requests left: 59 of 60 this minute'),
  ).toBeVisible()
  await expect(
    second.getByText('Updated 3 min ago', { exact: true }),
  ).toBeVisible()
  await expect(
    second.getByRole('meter', { name: 'Requests left' }),
  ).toHaveAttribute('aria-valuetext', '59 of 60')
  await expectNoAxeViolations(second)
  await screenshotPage(second, 'quota-meter-age')
  await second.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(second, 'quota-meter-age-360')
})
