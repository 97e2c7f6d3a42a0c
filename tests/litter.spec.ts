import type { Page } from '@playwright/test'
import { tabTo } from './by-keyboard.ts'
import {
  addAnimalThroughApi,
  atBothWidths,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
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

/** Pastes `count` names in one input event: typing 10,000 lines would take minutes. */
async function pasteLitter(page: Page, count: number) {
  const names = page.getByRole('textbox', { name: 'Names' })
  await names.evaluate((element, lines) => {
    const text = Array.from({ length: lines }, (_, at) => `Pup ${at + 1}`)
    const area = element as HTMLTextAreaElement
    // React hears a value set through the prototype's setter, then an input event.
    Object.getOwnPropertyDescriptor(
      HTMLTextAreaElement.prototype,
      'value',
    )?.set?.call(area, text.join('\n'))
    area.dispatchEvent(new Event('input', { bubbles: true }))
  }, count)
}

test('a litter has the import’s limits: 10,001 names refused before any request, 10,000 checked and shown 100 at a time', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await startConnected(page)
  await mockServer.reset()
  await page.goto('/animals/new')
  await page
    .getByRole('button', { name: 'Several animals (one name per line)' })
    .click()
  await page.getByLabel('Category ID').fill('2')
  await pasteLitter(page, 10_001)
  const before = (await mockServer.requests()).length
  await page.getByRole('button', { name: 'Check names' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'These are 10,001 names: a litter is an import, and an import takes at most 10,000. Nothing was checked or sent; add them in parts of up to 10,000.',
  )
  expect((await mockServer.requests()).slice(before)).toEqual([])
  await expect(page.getByRole('textbox', { name: 'Names' })).toHaveValue(
    /^Pup 1\n[^]*\nPup 10001$/,
  )
  await page.emulateMedia({ colorScheme: 'dark' })
  await keepScreenshot(page, {
    path: '/tmp/shots/h2/litter-limit-1280-dark.png',
    fullPage: true,
  })

  await pasteLitter(page, 10_000)
  await page.getByRole('button', { name: 'Check names' }).click()
  const review = page.getByRole('region', { name: 'Litter: 10,000 names' })
  await expect(review.getByRole('listitem')).toHaveCount(100, {
    timeout: 30_000,
  })
  const pages = review.getByRole('navigation', { name: 'Pages of names' })
  await expect(pages).toContainText('(rows 1–100 of 10,000)')
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(review.getByRole('listitem').first()).toHaveText('Pup 101')
  await expect(
    review.getByRole('button', { name: 'Add 10,000 animals' }),
  ).toBeVisible()
  // The check's one request: nothing sent.
  expect(
    (await mockServer.requests()).slice(before).map((r) => r.method),
  ).toEqual(['GET'])
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await review.getByRole('navigation').scrollIntoViewIfNeeded()
  await keepScreenshot(page, {
    path: '/tmp/shots/h2/litter-pages-360-dark.png',
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
