import {
  connectOnTestClock,
  expect,
  expectNoAxeViolations,
  mockServer,
  test,
} from './fixtures'

// The Overview against the mock server: a change made there between two
// visits, Mark as seen, and a 429 during Refresh. The API has no update, so
// the server's admin route changes the animal, as another system would.

const since = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Since you last looked' })

test('a status changed on the server shows since the last look, until Mark as seen', async ({
  page,
}) => {
  await connectOnTestClock(page)
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(
    page.getByRole('table', { name: 'Animals by category and status' }),
  ).toBeVisible()
  await expect(since(page)).toContainText('Nothing to compare yet')
  expect(await mockServer.requests()).toHaveLength(4)
  // A count links to the very list the Overview loaded (the list's own
  // query at page size 100): opening it costs no request.
  await page.getByRole('link', { name: /^\d+( or more)? Available$/ }).click()
  await expect(page).toHaveURL(/\/animals\?status=available&limit=100$/)
  await expect(page.getByRole('link', { name: 'Hazelnut' })).toBeVisible()
  expect(await mockServer.requests()).toHaveLength(4)

  // Hazelnut (142) is available; someone else puts it on hold.
  await mockServer.setStatus('142', 'pending')
  await page.getByRole('link', { name: 'Animals', exact: true }).click()
  await page.clock.fastForward(60_000)
  await mockServer.advanceClock(60_000)
  await page.getByRole('link', { name: 'Overview' }).click()
  const hazelnut = since(page).getByRole('link', { name: 'Hazelnut' })
  await expect(hazelnut).toHaveAttribute('href', '/animals/142')
  await expect(since(page).getByRole('listitem')).toHaveCount(1)
  await expect(since(page).getByRole('listitem')).toContainText(
    'from Available to Pending',
  )
  await expect(since(page)).toContainText('Status changed')
  await expectNoAxeViolations(page)

  // It stays across a reload, then Mark as seen makes this view the record.
  await page.reload()
  await expect(hazelnut).toBeVisible()
  await since(page).getByRole('button', { name: 'Mark as seen' }).click()
  await expect(since(page)).toContainText(
    'Nothing changed among the animals both looks hold.',
  )
  await expect(hazelnut).toHaveCount(0)
  await page.reload()
  await expect(since(page)).toContainText('Nothing changed')
  await expect(hazelnut).toHaveCount(0)
})

test('a 429 during Refresh sends nothing more until the wait ends', async ({
  page,
}) => {
  await connectOnTestClock(page)
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(since(page)).toContainText('Nothing to compare yet')
  expect(await mockServer.requests()).toHaveLength(4)

  await mockServer.rateLimit(30, {
    method: 'GET',
    path: '/pets',
    query: { limit: '100' },
  })
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect
    .poll(() => mockServer.statuses())
    .toEqual([200, 200, 200, 200, 429])
  // The figures stay, marked with when they were loaded, while the wait runs.
  await expect(
    page.getByText(/Figures loaded at .* · refreshing…/),
  ).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Animals by category and status' }),
  ).toBeVisible()
  await page.clock.fastForward(29_000)
  expect(await mockServer.statuses()).toEqual([200, 200, 200, 200, 429])

  await page.clock.fastForward(2_000)
  await mockServer.advanceClock(31_000)
  await expect
    .poll(() => mockServer.statuses())
    .toEqual([200, 200, 200, 200, 429, 200, 200, 200, 200])
  await expect(page.getByText(/^Figures loaded at [^·]*$/)).toBeVisible()
})
