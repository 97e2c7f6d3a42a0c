import { readFile } from 'node:fs/promises'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  MOCK_KEY,
  MOCK_URL,
  mockServer,
  test,
} from './fixtures'

// Export and sort work on the rows already loaded: neither costs a request,
// which the mock server's request log shows.

test.beforeEach(async () => {
  await mockServer.reset()
  // A name a spreadsheet would run as a formula.
  const response = await fetch(`${MOCK_URL}/v1/pets`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${MOCK_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      name: '=HYPERLINK("http://x","Hi")',
      categoryId: 2,
      status: 'sold',
    }),
  })
  expect(response.status).toBe(201)
})

test('Export CSV downloads the loaded rows with exact ids and escaped formulas, without a request', async ({
  page,
}) => {
  await connectToMockServer(page)
  await page.goto('/animals?limit=50&sort=-id')
  await expect(page.getByText(/Showing 50 animals/)).toBeVisible()
  await expect(page.getByText('Exports the 50 loaded rows only')).toBeVisible()
  const before = (await mockServer.requests()).length

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(
    /^animals-all-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('"id","name","categoryId","status"')
  expect(lines).toHaveLength(51)
  // Sorted by id, highest first, as shown, with 2^53 + 1 written exactly.
  expect(lines[1]).toMatch(/^"9007199254740993",/)
  const ids = lines
    .slice(1)
    .map((line) => BigInt(/^"(\d+)"/.exec(line)?.[1] ?? '-1'))
  expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
  expect(lines).toContain(
    '"1001","\'=HYPERLINK(""http://x"",""Hi"")","2","sold"',
  )
  expect((await mockServer.requests()).length).toBe(before)
})

test('column headers sort the loaded rows, with aria-sort and sort= in the URL', async ({
  page,
}) => {
  await page.goto('/animals')
  await expect(page.getByText(/Showing 20 animals/)).toBeVisible()
  const table = page.getByRole('table', { name: 'Animals' })
  const nameHeader = table.getByRole('columnheader', { name: 'Name' })
  await expect(nameHeader).not.toHaveAttribute('aria-sort')

  await table.getByRole('button', { name: 'Name' }).click()
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(
    page.getByRole('status').filter({ hasText: 'Sorted by name' }),
  ).toContainText(
    'sorting applies to the 20 animals loaded, not to all animals',
  )
  const names = async () =>
    (await table.getByRole('row').locator('td.name a').allTextContents()).map(
      (name) => name.toLowerCase(),
    )
  const ascending = await names()
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)))
  await keepScreenshot(page, {
    path: 'test-results/screens/animals-sorted.png',
    fullPage: true,
  })
  await expectNoAxeViolations(page)

  // By keyboard: the header button toggles the order.
  await table.getByRole('button', { name: 'Name' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  expect(await names()).toEqual([...ascending].reverse())

  // The sort survives a reload, from the URL.
  await page.reload()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await page.getByRole('button', { name: 'Clear sorting' }).click()
  await expect(page).not.toHaveURL(/sort=/)
  await expect(nameHeader).not.toHaveAttribute('aria-sort')
})
