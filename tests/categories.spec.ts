import type { Page } from '@playwright/test'
import { tabTo } from './by-keyboard.ts'
import {
  atBothWidths,
  expect,
  expectNoAxeViolations,
  MOCK_KEY,
  MOCK_URL,
  mockServer,
  screenshotPage,
  startConnected,
  test,
} from './fixtures'

// Category names, Find in list and the import by category name, in demo
// mode and live against the mock server. What the server received is read
// from the server itself (its request log, and the animals it stored).

/** Names a category in Settings → Categories, by keyboard. */
async function nameCategory(page: Page, id: string, name: string) {
  const idField = page.getByLabel('Category ID')
  await idField.focus()
  await page.keyboard.type(id)
  await tabTo(page.getByLabel('Category name'))
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: `Added ${name} · ${id}.` }),
  ).toBeVisible()
  await expect(idField).toBeFocused()
}

const tableRows = (page: Page) =>
  page.getByRole('table', { name: 'Animals' }).locator('tbody tr')

test('demo: the sample names in Settings show in the list, and Find in list filters by them', async ({
  page,
}) => {
  await page.goto('/settings/categories')
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Named categories' }).locator('tbody tr'),
  ).toHaveText([
    '1DogsRemove',
    '2CatsRemove',
    '3RabbitsRemove',
    '4BirdsRemove',
    '5Guinea pigsRemove',
    '6ReptilesRemove',
  ])
  await expect(
    page.getByText('These are the demo’s sample names for its animals'),
  ).toBeVisible()
  await page.goto('/animals')
  await expect(tableRows(page)).toHaveCount(20)
  await expect(
    page.getByRole('cell', { name: 'Dogs · 1' }).first(),
  ).toBeVisible()
  const dogs = await page.getByRole('cell', { name: 'Dogs · 1' }).count()
  await page.locator('body').press('/')
  await expect(
    page.getByRole('searchbox', { name: 'Find in list' }),
  ).toBeFocused()
  await page.keyboard.type('DOGS')
  await expect(tableRows(page)).toHaveCount(dogs)
  await expect(page).toHaveURL(/[?&]q=DOGS/)
})

test.describe('live', () => {
  test.beforeEach(async ({ page }) => {
    await startConnected(page)
    await mockServer.reset()
  })

  test('Settings → Categories: add by keyboard, refuse a duplicate, remove; axe at both widths', async ({
    page,
  }) => {
    await page.goto('/settings/categories')
    await expect(
      page.getByRole('heading', { name: 'Categories' }),
    ).toBeVisible()
    await expect(page.getByText('No categories are named yet')).toBeVisible()
    await atBothWidths(page, 'categories-empty')
    await nameCategory(page, '1', 'Dogs')
    await nameCategory(page, '2', 'Cats')
    await nameCategory(page, '9007199254740993', 'Ferrets')
    await page.getByLabel('Category ID').fill('3')
    await page.getByLabel('Category name').fill(' dogs ')
    await page.keyboard.press('Enter')
    await expect(
      page.getByText("The name 'Dogs' is already used by category ID 1"),
    ).toBeVisible()
    await expect(page.getByLabel('Category name')).toBeFocused()
    await atBothWidths(page, 'categories-list')
    const table = page.getByRole('table', { name: 'Named categories' })
    await expect(table.locator('tbody tr')).toHaveText([
      '1DogsRemove',
      '2CatsRemove',
      '9007199254740993FerretsRemove',
    ])
    await table
      .getByRole('row', { name: /Ferrets/ })
      .getByRole('button', { name: 'Remove' })
      .press('Enter')
    await expect(table.locator('tbody tr')).toHaveCount(2)
    // Kept in this browser: a reload shows the same list.
    await page.reload()
    await expect(table.locator('tbody tr')).toHaveCount(2)
  })

  test('names show in the list and the add form, which sends the ID', async ({
    page,
  }) => {
    await page.goto('/settings/categories')
    await nameCategory(page, '1', 'Dogs')
    await nameCategory(page, '2', 'Cats')
    await page.goto('/animals')
    await expect(tableRows(page)).toHaveCount(20)
    await expect(
      page.getByRole('cell', { name: 'Cats · 2' }).first(),
    ).toBeVisible()

    await page.goto('/animals/new')
    await page.getByLabel('Name').fill('Whiskers')
    const box = page.getByRole('combobox', { name: 'Category ID' })
    await box.focus()
    await page.keyboard.type('ca')
    const list = page.getByRole('listbox', { name: 'Category suggestions' })
    await expect(list.getByRole('option')).toHaveText(['Cats · 2'])
    await page.keyboard.press('ArrowDown')
    await expect(
      list.getByRole('option', { name: 'Cats · 2' }),
    ).toHaveAttribute('aria-selected', 'true')
    await atBothWidths(page, 'add-form-category-suggestions')
    await page.keyboard.press('Enter')
    await expect(box).toHaveValue('Cats · 2')
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Whiskers was added' }),
    ).toBeVisible()
    const response = await fetch(`${MOCK_URL}/v1/pets?limit=100`, {
      headers: { Authorization: `Bearer ${MOCK_KEY}` },
    })
    const pets = (await response.json()) as {
      name: string
      categoryId: number
    }[]
    expect(pets.find((pet) => pet.name === 'Whiskers')?.categoryId).toBe(2)
  })

  test('Find in list filters the loaded rows with no request; the URL keeps q through a reload', async ({
    page,
  }) => {
    await page.goto('/settings/categories')
    await nameCategory(page, '1', 'Dogs')
    await page.goto('/animals?limit=50&sort=-name')
    await expect(tableRows(page)).toHaveCount(50)
    const before = (await mockServer.requests()).length
    await page.locator('body').press('/')
    const box = page.getByRole('searchbox', { name: 'Find in list' })
    await expect(box).toBeFocused()
    await page.keyboard.type('lu')
    await expect(page).toHaveURL(/\?limit=50&sort=-name&q=lu$/)
    const summary = page.getByText(
      /\d+ of 50 loaded rows match(es)? 'lu'\. Only loaded rows are searched: choose a larger page size or another status to search more\./,
    )
    await expect(summary).toBeVisible()
    const shown = Number(
      /(\d+) of 50 loaded/.exec((await summary.textContent()) ?? '')?.[1],
    )
    await expect(tableRows(page)).toHaveCount(shown)
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(50)
    for (const name of await tableRows(page)
      .locator('td.name a')
      .allTextContents())
      expect(name.toLowerCase()).toContain('lu')
    expect((await mockServer.requests()).length).toBe(before)
    await atBothWidths(page, 'find-in-list')

    await page.reload()
    await expect(box).toHaveValue('lu')
    await expect(tableRows(page)).toHaveCount(shown)

    await box.fill('no such animal')
    await expect(page.getByRole('table', { name: 'Animals' })).toHaveCount(0)
    await atBothWidths(page, 'find-in-list-empty')
    await page.getByRole('button', { name: 'Clear search' }).focus()
    await page.keyboard.press('Enter')
    await expect(tableRows(page)).toHaveCount(50)
    await expect(box).toHaveValue('')
  })

  test('an import row may name its category; the server gets the ID, an unknown name is a problem', async ({
    page,
  }) => {
    await page.goto('/settings/categories')
    await nameCategory(page, '4', 'Rabbits')
    await page.goto('/animals/import')
    await page
      .getByRole('textbox', { name: 'Rows' })
      .fill(
        [
          'name\tcategory\tstatus',
          'Thumper\trabbits\tavailable',
          'Slinky\tFerrets\t',
        ].join('\n'),
      )
    await page.getByRole('button', { name: 'Check rows' }).click()
    await expect(
      page.getByText(
        "No category named 'Ferrets': add it in Settings → Categories, or give its ID as a whole number",
      ),
    ).toBeVisible()
    const table = page.getByRole('table', { name: 'Rows to import' })
    await expect(
      table.getByRole('cell', { name: 'Rabbits · 4', exact: true }),
    ).toBeVisible()
    await expect(
      table.getByRole('cell', { name: 'Ferrets', exact: true }),
    ).toBeVisible()
    await screenshotPage(page, 'import-category-names')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Import 1 animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    const posts = (await mockServer.requests()).filter(
      (request) => request.method === 'POST' && request.path === '/v1/pets',
    )
    expect(posts).toHaveLength(1)
    const response = await fetch(`${MOCK_URL}/v1/pets?limit=100`, {
      headers: { Authorization: `Bearer ${MOCK_KEY}` },
    })
    const pets = (await response.json()) as {
      name: string
      categoryId: number
    }[]
    expect(pets.find((pet) => pet.name === 'Thumper')?.categoryId).toBe(4)
  })
})
