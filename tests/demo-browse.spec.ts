import { expect, expectNoAxeViolations, keepScreenshot, test } from './fixtures'

test.describe('demo mode', () => {
  test('browses animals with no key, filters, changes page size, restores from the URL', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: 'Animals', level: 1 }),
    ).toBeVisible()
    await expect(page.getByText('Environment: Demo')).toBeAttached()
    const rows = page.getByRole('table', { name: 'Animals' }).getByRole('row')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    await expect(rows).toHaveCount(21)
    await expect(page.getByRole('columnheader')).toHaveText([
      'ID',
      'Name',
      'Category',
      'Status',
    ])

    // The first screen shows a shelter's animals: the proofs (an int64
    // beyond 2^53, markup in a name) sit further down, in the last test.
    await expect(
      page.getByRole('cell', { name: '9007199254740993', exact: true }),
    ).toHaveCount(0)
    await keepScreenshot(page, {
      path: 'test-results/screens/animals-demo.png',
      fullPage: true,
    })

    await page.getByLabel('Status').selectOption({ label: 'Adopted' })
    await expect(page).toHaveURL(/\?status=sold$/)
    await expect(
      page.getByText(/Showing \d+ animals with status “Adopted”/),
    ).toBeVisible()
    for (const badge of await rows
      .getByText(/^(Available|Pending|Adopted|Not set)$/)
      .allTextContents()) {
      expect(badge).toBe('Adopted')
    }

    await page.getByLabel('Page size').selectOption('50')
    await expect(page).toHaveURL(/status=sold&limit=50/)

    await page.reload()
    await expect(page.getByLabel('Status')).toHaveValue('sold')
    await expect(page.getByLabel('Page size')).toHaveValue('50')

    await page.goBack()
    await expect(page).toHaveURL(/\?status=sold$/)
    await expect(page.getByLabel('Page size')).toHaveValue('20')
    await page.goBack()
    await expect(page.getByLabel('Status')).toHaveValue('')
    await page.goForward()
    await expect(page.getByLabel('Status')).toHaveValue('sold')
  })

  test('further down, an id beyond 2^53 shows exactly and markup in a name as text', async ({
    page,
  }) => {
    await page.goto('/animals?limit=50')
    await expect(
      page.getByRole('cell', { name: '9007199254740993', exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('cell', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible()
    expect(await page.locator('td img').count()).toBe(0)
  })

  test('an invalid view in the URL falls back to defaults without a bad request', async ({
    page,
  }) => {
    await page.goto('/animals?status=adopted&limit=7')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    await expect(page).toHaveURL(/\/animals$/)
    await expect(page.getByLabel('Status')).toHaveValue('')
    await expect(page.getByLabel('Page size')).toHaveValue('20')
  })

  test('pages pass axe', async ({ page }) => {
    await page.goto('/animals')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/settings')
    await expect(page.getByLabel('Environment')).toBeVisible()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: 'test-results/screens/settings-demo.png',
      fullPage: true,
    })
  })

  test('at its best: the quota meter reads the demo API’s limit on a first page that sends no request, and categories have names', async ({
    page,
  }) => {
    // Settings sends no request: the meter still knows the demo's limit.
    await page.goto('/settings')
    await expect(page.getByLabel('Environment')).toBeVisible()
    await expect(
      page.getByRole('meter', { name: 'Requests left' }),
    ).toHaveAttribute('aria-valuetext', '60 of 60')
    await expect(page.getByText('Rate limit: unknown')).toHaveCount(0)
    await keepScreenshot(page, { path: '/tmp/shots/demo-settings-quota.png' })

    await page.goto('/animals')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    const categories = page
      .getByRole('table', { name: 'Animals' })
      .locator('tbody tr td:nth-child(3)')
    await expect(categories).toHaveCount(20)
    for (const text of await categories.allTextContents())
      expect(text).toMatch(
        /^(Dogs · 1|Cats · 2|Rabbits · 3|Birds · 4|Guinea pigs · 5|Reptiles · 6)$/,
      )
    await expect(
      page.getByRole('meter', { name: 'Requests left' }),
    ).toHaveAttribute('aria-valuetext', '59 of 60')
    await keepScreenshot(page, {
      path: '/tmp/shots/demo-animals-named.png',
      fullPage: true,
    })
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: '/tmp/shots/demo-animals-named-360.png',
      fullPage: true,
    })
  })
})
