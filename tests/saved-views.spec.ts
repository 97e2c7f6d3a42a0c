import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { skipToContent, tabTo } from './by-keyboard'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  MOCK_KEY,
  mockServer,
  test,
} from './fixtures'

// Issue 23, part 4: views saved by name, in demo mode and live against the
// mock server. Screenshots go to /tmp/shots for a person to look at.

const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: `/tmp/shots/${name}.png`, fullPage: true })

/** Axe on a desktop and at 360 px, with a screenshot of each. */
async function axeBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page)
  await shot(page, `${name}-desktop`)
  await page.setViewportSize({ width: 360, height: 800 })
  await expectNoAxeViolations(page)
  await shot(page, `${name}-360`)
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByLabel('View name').fill(name)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
}

const savedViews = (page: Page) =>
  page.getByRole('navigation', { name: 'Saved views' })

test.describe('views saved by name', () => {
  // Axe at two widths, several times a test, on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('in demo: saved, listed as plain links with the current one marked, opened, kept and shared with other tabs', async ({
    page,
    context,
  }) => {
    await page.goto('/animals')
    await expect(page.getByText(/Showing 20 animals/)).toBeVisible()
    // With none saved, nothing but the button.
    await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible()
    await expect(savedViews(page)).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: 'Manage views' }),
    ).toHaveCount(0)

    await page.getByLabel('Status').selectOption({ label: 'Available' })
    await page.getByLabel('Page size').selectOption('50')
    await page.getByLabel('Find in list').fill('cats')
    await expect(page).toHaveURL(/status=available&limit=50&q=cats$/)
    await page.getByRole('button', { name: 'Save view' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save view' })
    await expect(dialog.getByLabel('View name')).toBeFocused()
    await expect(dialog).toContainText(
      'Find ‘cats’: searches the loaded rows only, not all animals',
    )
    await axeBothWidths(page, 'save-view-dialog')
    await dialog.getByLabel('View name').fill('Available cats')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(dialog).toBeHidden()

    const cats = savedViews(page).getByRole('link', { name: 'Available cats' })
    await expect(cats).toHaveAttribute(
      'href',
      '/animals?status=available&limit=50&q=cats',
    )
    await expect(cats).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Status').selectOption({ label: 'Pending' })
    await page.getByLabel('Page size').selectOption('20')
    await page.getByLabel('Find in list').fill('')
    await page.getByRole('button', { name: /^Name/ }).click()
    await expect(page).toHaveURL(/\?status=pending&sort=name$/)
    await saveView(page, 'Pending by name')
    await expect(cats).not.toHaveAttribute('aria-current')
    await expect(
      savedViews(page).getByRole('link', { name: 'Pending by name' }),
    ).toHaveAttribute('aria-current', 'page')
    await axeBothWidths(page, 'saved-view-links')

    await cats.click()
    await expect(page).toHaveURL(/\/animals\?status=available&limit=50&q=cats$/)
    await expect(page.getByLabel('Find in list')).toHaveValue('cats')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Only loaded rows are searched' }),
    ).toBeVisible()
    await expect(cats).toHaveAttribute('aria-current', 'page')

    // A plain URL: opened afresh, as a bookmark would be.
    const other = await context.newPage()
    await other.goto('/animals?status=pending&sort=name')
    await expect(
      savedViews(other).getByRole('link', { name: 'Pending by name' }),
    ).toHaveAttribute('aria-current', 'page')
    // A rename in one tab shows in the other at once.
    await other.getByRole('button', { name: 'Manage views' }).click()
    const manage = other.getByRole('dialog', { name: 'Manage views' })
    await manage.getByRole('button', { name: 'Rename Available cats' }).click()
    await manage
      .getByLabel('New name for ‘Available cats’')
      .fill('Cats to rehome')
    await manage.getByRole('button', { name: 'Save name' }).click()
    await expect(manage.getByRole('status')).toHaveText(
      'Renamed ‘Available cats’ to ‘Cats to rehome’.',
    )
    await axeBothWidths(other, 'manage-views-dialog')
    await expect(
      savedViews(page).getByRole('link', { name: 'Cats to rehome' }),
    ).toBeVisible()
    await other.close()

    await page.reload()
    await expect(savedViews(page).getByRole('link')).toHaveText([
      'Cats to rehome',
      'Pending by name',
    ])
  })

  test('by keyboard alone: Save view, a name, Enter; focus comes back', async ({
    page,
  }) => {
    await page.goto('/animals?status=sold')
    await expect(
      page.getByText(/Showing \d+ animals with status “Adopted”/),
    ).toBeVisible()
    await skipToContent(page)
    await tabTo(page.getByRole('link', { name: 'Add animal' }))
    await tabTo(page.getByRole('link', { name: 'Import animals' }))
    const save = page.getByRole('button', { name: 'Save view' })
    await tabTo(save)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Save view' })
    await expect(dialog.getByLabel('View name')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toContainText(
      'Enter a name for the view',
    )
    await page.keyboard.type('Sold')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(save).toBeFocused()
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved the view ‘Sold’' }),
    ).toBeVisible()

    // Escape closes Manage views and gives focus back to its button.
    const link = savedViews(page).getByRole('link', { name: 'Sold' })
    await page.keyboard.press('Shift+Tab')
    await expect(link).toBeFocused()
    await tabTo(save)
    const manageButton = page.getByRole('button', { name: 'Manage views' })
    await tabTo(manageButton)
    await page.keyboard.press('Enter')
    const manage = page.getByRole('dialog', { name: 'Manage views' })
    await expect(
      manage.getByRole('heading', { name: 'Manage views' }),
    ).toBeFocused()
    await tabTo(manage.getByRole('button', { name: 'Rename Sold' }))
    await tabTo(manage.getByRole('button', { name: 'Delete Sold' }))
    await page.keyboard.press('Enter')
    await expect(manage.getByRole('status')).toHaveText(
      'Deleted the view ‘Sold’.',
    )
    await page.keyboard.press('Escape')
    await expect(manage).toBeHidden()
    // Manage views went with the last view: Save view has the focus.
    await expect(save).toBeFocused()
    await expect(savedViews(page)).toHaveCount(0)
  })

  test('export and import as a small JSON file, read strictly with a message per bad entry', async ({
    page,
  }) => {
    await page.goto('/animals?status=available')
    await saveView(page, 'Available')
    await page.getByRole('button', { name: 'Manage views' }).click()
    const manage = page.getByRole('dialog', { name: 'Manage views' })
    const downloading = page.waitForEvent('download')
    await manage.getByRole('button', { name: 'Export views' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('views.json')
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual({
      views: [{ name: 'Available', status: 'available' }],
    })

    await manage.getByLabel('Import a views file').setInputFiles({
      name: 'team-views.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          views: [
            { name: 'Pending by name', status: 'pending', sort: 'name' },
            { name: 'Adopted', status: 'adopted' },
          ],
        }),
      ),
    })
    await expect(manage).toContainText(
      'team-views.json: 1 view to use, 1 entry left out.',
    )
    await expect(manage).toContainText(
      'Entry 2: ‘Adopted’: status "adopted" is not one of available, pending, sold',
    )
    await expectNoAxeViolations(page)
    await manage.getByRole('button', { name: 'Add to the saved views' }).click()
    await expect(manage.getByRole('status').first()).toContainText(
      'Added 1 view from team-views.json.',
    )
    await manage.getByLabel('Import a views file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"views": ['),
    })
    await expect(manage).toContainText('This file is not valid JSON.')
    await shot(page, 'views-import')
    await page.keyboard.press('Escape')
    await expect(savedViews(page).getByRole('link')).toHaveText([
      'Available',
      'Pending by name',
    ])
  })

  test('a views file past its limits is refused whole, at once, naming them', async ({
    page,
  }) => {
    await page.goto('/animals?status=available')
    await saveView(page, 'Available')
    await page.getByRole('button', { name: 'Manage views' }).click()
    const manage = page.getByRole('dialog', { name: 'Manage views' })
    // 20,000 short entries once froze the tab: each was compared with every earlier one.
    const many = JSON.stringify({
      views: Array.from({ length: 20_000 }, (_, at) => ({ name: `V${at}` })),
    })
    await manage.getByLabel('Import a views file').setInputFiles({
      name: 'many.json',
      mimeType: 'application/json',
      buffer: Buffer.from(many),
    })
    await expect(manage).toContainText(
      'This file has 20,000 views: a views file may have at most 500. Nothing was read; split it, or remove views.',
      { timeout: 2_000 },
    )
    await expect(
      manage.getByRole('button', { name: 'Add to the saved views' }),
    ).toHaveCount(0)
    await manage.getByLabel('Import a views file').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ views: [{ name: 'A', q: 'x'.repeat(2_000_000) }] }),
      ),
    })
    await expect(manage.getByRole('alert')).toHaveText(
      'Could not use large.json: This file is 2 MB: a views file may be at most 1 MB. Nothing was read. The saved views are unchanged.',
    )
    await page.emulateMedia({ colorScheme: 'dark' })
    await keepScreenshot(page, {
      path: '/tmp/shots/h2/views-limit-1280-dark.png',
    })
    await page.setViewportSize({ width: 360, height: 800 })
    await keepScreenshot(page, {
      path: '/tmp/shots/h2/views-limit-360-dark.png',
      fullPage: true,
    })
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(savedViews(page).getByRole('link')).toHaveText(['Available'])
  })

  test('live against the mock server: kept per server, and costs no request', async ({
    page,
  }) => {
    await mockServer.reset()
    await connectToMockServer(page, MOCK_KEY)
    await page.goto('/animals?status=pending')
    await expect(
      page.getByText(/Showing \d+ animals with status “Pending”/),
    ).toBeVisible()
    const before = (await mockServer.requests()).length
    await saveView(page, 'Pending')
    await savedViews(page).getByRole('link', { name: 'Pending' }).click()
    await expect(page.getByRole('link', { name: 'Pending' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Saving costs nothing; the view's list was already cached.
    expect((await mockServer.requests()).length).toBe(before)
    await axeBothWidths(page, 'saved-views-live')

    // Another server has views of its own: demo has none.
    await page.goto('/settings')
    await page.getByLabel('Environment').selectOption('demo')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.goto('/animals')
    await expect(page.getByText(/Showing 20 animals/)).toBeVisible()
    await expect(savedViews(page)).toHaveCount(0)
  })
})
