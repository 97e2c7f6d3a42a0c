import type { Page } from '@playwright/test'
import { tabTo } from './by-keyboard.ts'
import {
  addAnimalThroughApi,
  atBothWidths,
  expect,
  expectNoAxeViolations,
  mockServer,
  screenshotPage,
  startConnected,
  test,
} from './fixtures'

// Issue 23, parts 1 and 2: the add form names an animal the desk already
// holds before anything is sent, at no request; Check the latest 100 spends
// one; Add and start another keeps category and status for the next animal.

async function nameCategory(page: Page, id: string, name: string) {
  await page.goto('/settings/categories')
  await page.getByLabel('Category ID').fill(id)
  await page.getByLabel('Category name').fill(name)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: `Added ${name} · ${id}.` }),
  ).toBeVisible()
}

test.describe('against the mock server', () => {
  // Each takes axe scans at two widths.
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await startConnected(page)
    await mockServer.reset()
  })

  test('a loaded animal is named before sending at no request; Check the latest 100 costs one', async ({
    page,
  }) => {
    await addAnimalThroughApi('Zoé')
    await nameCategory(page, '1', 'Dogs')
    await page.goto('/animals')
    const zoe = page.getByRole('link', { name: 'Zoé' })
    await expect(zoe).toBeVisible()
    const id = /\/animals\/(\d+)$/.exec(
      (await zoe.getAttribute('href')) ?? '',
    )?.[1]
    const before = (await mockServer.requests()).length

    await page.getByRole('link', { name: 'Add animal' }).click()
    await tabTo(
      page.getByRole('button', { name: 'Several animals (one name per line)' }),
    )
    await tabTo(page.getByLabel('Name'))
    await page.keyboard.type('ZOE')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Dogs')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Category ID')).toHaveValue('Dogs · 1')
    const listed = page.getByText(/^Already listed:/)
    await expect(listed).toHaveText(`Already listed: Zoé · Dogs · ID ${id}`)
    await expect(listed.getByRole('link', { name: id })).toHaveAttribute(
      'href',
      `/animals/${id}`,
    )
    await expect(
      page.getByRole('button', { name: 'Add anyway', exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Add anyway and start another' }),
    ).toBeVisible()
    await atBothWidths(page, 'add-duplicate')
    // The check itself cost nothing.
    expect(await mockServer.requests()).toHaveLength(before)

    await page.getByLabel('Name').fill('Nobody')
    await expect(
      page.getByRole('button', { name: 'Add animal', exact: true }),
    ).toBeVisible()
    await tabTo(page.getByRole('combobox', { name: 'Category ID' }))
    await tabTo(page.getByLabel('Status'))
    await tabTo(page.getByRole('button', { name: 'Add animal', exact: true }))
    await tabTo(page.getByRole('button', { name: 'Add and start another' }))
    await tabTo(page.getByRole('link', { name: 'Cancel' }))
    await tabTo(page.getByRole('button', { name: 'Check the latest 100' }))
    await page.keyboard.press('Enter')
    await expect(
      page.getByText(
        /^Checked (all \d+|the latest 100) animals: no other Nobody in Dogs\.$/,
      ),
    ).toBeVisible()
    const after = await mockServer.requests()
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)).toMatchObject({ method: 'GET', status: 200 })
    await screenshotPage(page, 'add-checked-latest')
  })

  test('Add and start another, by keyboard: category and status kept, Name focused, the sitting listed', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    await page.getByLabel('Name').focus()
    await page.keyboard.type('Pip')
    await page.keyboard.press('Tab')
    await page.keyboard.type('4')
    await tabTo(page.getByLabel('Status'))
    await page.getByLabel('Status').selectOption({ label: 'Pending' })
    await tabTo(page.getByRole('button', { name: 'Add animal', exact: true }))
    await tabTo(page.getByRole('button', { name: 'Add and start another' }))
    await page.keyboard.press('Enter')
    const sitting = page.getByRole('region', { name: 'Added in this sitting' })
    await expect(sitting.getByRole('listitem')).toHaveText(['Pip · ID 1001'])
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Category ID')).toHaveValue('4')
    await expect(page.getByLabel('Status')).toHaveValue('pending')

    await page.keyboard.type('Squeak')
    await tabTo(page.getByLabel('Category ID'))
    await tabTo(page.getByLabel('Status'))
    await tabTo(page.getByRole('button', { name: 'Add animal', exact: true }))
    await tabTo(page.getByRole('button', { name: 'Add and start another' }))
    await page.keyboard.press('Enter')
    await expect(sitting.getByRole('listitem')).toHaveText([
      'Pip · ID 1001',
      'Squeak · ID 1002',
    ])
    await expect(page.getByLabel('Name')).toBeFocused()
    // Kept through a reload of this tab, until the person leaves the form.
    await page.reload()
    await expect(sitting.getByRole('listitem')).toHaveCount(2)
    await atBothWidths(page, 'add-sitting')
    const posts = (await mockServer.requests()).filter(
      (request) => request.method === 'POST',
    )
    expect(posts.map((request) => request.status)).toEqual([201, 201])

    await sitting.getByRole('link', { name: '1002' }).click()
    await expect(
      page.getByRole('heading', { name: 'Squeak', level: 1 }),
    ).toBeVisible()
    await page.goBack()
    await expect(page.getByLabel('Name')).toBeVisible()
    await expect(sitting).toHaveCount(0)
  })
})

test('demo: an animal added a moment ago is named on the next add', async ({
  page,
}) => {
  await page.goto('/animals/new')
  await page.getByLabel('Name').fill('Pumpkin')
  await page.getByLabel('Category ID').fill('2')
  await page.getByRole('button', { name: 'Add and start another' }).click()
  await expect(page.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('pumpkin')
  await expect(page.getByText(/^Already listed:/)).toHaveText(
    /^Already listed: Pumpkin · (Cats|category 2) · ID \d+$/,
  )
  await expect(
    page.getByRole('button', { name: 'Add anyway', exact: true }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
