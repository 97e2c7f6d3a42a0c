import type { Page } from '@playwright/test'
import { tabTo } from './by-keyboard.ts'
import {
  addAnimalThroughApi,
  atBothWidths,
  expect,
  mockServer,
  startConnected,
  test,
} from './fixtures'

// Issue 23, part 3: a litter on the add form is an import job. Each name is
// checked as an import row is; flagged names are left out unless included;
// the rows go through the import's runner, and the import page shows it.

/** Types the litter by keyboard alone and presses Check names. */
async function typeLitter(page: Page, names: string[], categoryId: string) {
  await page.goto('/animals/new')
  const several = page.getByRole('button', {
    name: 'Several animals (one name per line)',
  })
  await several.focus()
  await page.keyboard.press('Space')
  await expect(several).toHaveAttribute('aria-pressed', 'true')
  await tabTo(page.getByRole('textbox', { name: 'Names' }))
  for (const [index, name] of names.entries()) {
    if (index) await page.keyboard.press('Enter')
    await page.keyboard.type(name)
  }
  await page.keyboard.press('Tab')
  await page.keyboard.type(categoryId)
  await tabTo(page.getByLabel('Status'))
  await page.keyboard.press('ArrowDown')
  await tabTo(page.getByRole('button', { name: 'Check names' }))
  await page.keyboard.press('Enter')
}

test.describe('against the mock server', () => {
  test.beforeEach(async ({ page }) => {
    await startConnected(page)
    await mockServer.reset()
  })

  test('a litter by keyboard: repeated and listed names left out unless included, sent through the import', async ({
    page,
  }) => {
    // Four axe scans and a paced send.
    test.setTimeout(90_000)
    await addAnimalThroughApi('Whiskers')
    const before = (await mockServer.requests()).length
    await typeLitter(page, ['Bun', 'bun', 'Whiskers'], '1')
    const review = page.getByRole('region', { name: 'Litter: 3 names' })
    await expect(review.getByRole('listitem')).toHaveText([
      'Bun',
      'bun · Possible duplicate of row 1 Include',
      /^Whiskers · Possible duplicate of ID \d+ Include$/,
    ])
    await expect(
      review.getByText('1 to add, 2 left out as possible duplicates.'),
    ).toBeVisible()
    await atBothWidths(page, 'litter-review')
    // The check compared with the latest 100: one request, nothing sent.
    expect((await mockServer.requests()).slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', status: 200 }),
    ])

    await tabTo(review.getByRole('checkbox', { name: 'Include row 2' }))
    await page.keyboard.press('Space')
    await tabTo(review.getByRole('checkbox', { name: 'Include row 3' }))
    await tabTo(review.getByRole('button', { name: 'Add 2 animals' }))
    await page.keyboard.press('Enter')
    const progress = page.getByRole('region', { name: 'Litter' })
    await expect(
      progress.getByText('Litter finished: 2 added, 0 refused, 0 unknown.'),
    ).toBeVisible({ timeout: 15_000 })
    await expect(progress.getByRole('listitem')).toHaveText([
      /^Bun · ID \d+$/,
      /^bun · ID \d+$/,
      'Whiskers · left out',
    ])
    await atBothWidths(page, 'litter-finished')
    // The check's one request (the latest 100, reused as the job's record
    // before its first send), then one POST a name: nothing sent twice.
    const sent = (await mockServer.requests()).slice(before)
    expect(
      sent.map((request) => `${request.method} ${request.status}`),
    ).toEqual(['GET 200', 'POST 201', 'POST 201'])

    await progress.getByRole('link', { name: 'Follow it in Import' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
  })
})

test('demo: a litter of two is added through the import runner', async ({
  page,
}) => {
  await typeLitter(page, ['Pebble', 'Flint'], '3')
  const review = page.getByRole('region', { name: 'Litter: 2 names' })
  await expect(review.getByText('2 to add.')).toBeVisible()
  await review.getByRole('button', { name: 'Add 2 animals' }).click()
  await expect(
    page.getByText('Litter finished: 2 added, 0 refused, 0 unknown.'),
  ).toBeVisible({ timeout: 15_000 })
  await page.goto('/animals')
  await expect(page.getByRole('link', { name: 'Pebble' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Flint' })).toBeVisible()
})
