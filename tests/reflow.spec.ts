import type { Locator, Page } from '@playwright/test'
import { APP_PAGES, openPage } from './app-pages.ts'
import { expect, test } from './fixtures'

// WCAG 1.4.10 Reflow: at 400% zoom a 1280 px screen is 320 CSS px wide, and
// every page must read without scrolling sideways. Data tables are the
// exception: they scroll in a region of their own, labelled and reachable
// by keyboard. That every page reads at 320 px is checked in
// tests/appearance.spec.ts, on the load its axe scans use.

test.use({ viewport: { width: 320, height: 640 } })

async function sidewaysScroll(page: Page) {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  )
}

/** The table's region: named, focusable, and scrolled by the arrow keys when wider than itself. */
async function expectScrollableRegion(region: Locator, table: Locator) {
  await expect(region).toHaveAttribute('tabindex', '0')
  await expect(region.getByRole('table')).toHaveCount(1)
  await expect(table).toBeVisible()
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  if (scrollWidth <= clientWidth) return
  await region.focus()
  await region.press('ArrowRight')
  await expect
    .poll(() => region.evaluate((element) => element.scrollLeft))
    .toBeGreaterThan(0)
}

// The first domain added is the primary one, the redirect's target.
test('Custom domains with two domains and a redirect: nothing scrolls sideways, and the redirects table scrolls in its own region', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('adoption-desk:plan', JSON.stringify({ plan: 'pro' })),
  )
  await page.goto('/settings/domains')
  for (const name of ['example.com', 'shop.example.com']) {
    await page.getByRole('textbox', { name: 'Domain' }).fill(name)
    await page.getByRole('button', { name: 'Add domain' }).click()
    await expect(page.getByText(`Added ${name}.`)).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Copy message' })).toHaveCount(
    2,
  )
  await page
    .getByRole('combobox', { name: 'From' })
    .selectOption('shop.example.com')
  await page.getByRole('combobox', { name: 'To' }).selectOption('example.com')
  await page.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('table', { name: 'Redirects' })).toBeVisible()

  // The message for the DNS provider wraps at 320 px rather than widen the page.
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  await expectScrollableRegion(
    page.getByRole('region', { name: 'Redirects table' }),
    page.getByRole('table', { name: 'Redirects' }),
  )
})

test('the animals, import rows and Activity tables scroll in labelled regions at 320 px', async ({
  page,
}) => {
  await openPage(page, APP_PAGES[0])
  await expectScrollableRegion(
    page.getByRole('region', { name: 'Animals table' }),
    page.getByRole('table', { name: 'Animals' }),
  )

  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill(
      ['name\tcategoryId\tstatus', 'Ada\t3\tavailable', 'Bo\t4\t'].join('\n'),
    )
  await page.getByRole('button', { name: 'Check rows' }).click()
  await expectScrollableRegion(
    page.getByRole('region', { name: 'Rows to import table' }),
    page.getByRole('table', { name: 'Rows to import' }),
  )
  await page.getByRole('button', { name: 'Import 2 animals' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)

  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  await expectScrollableRegion(
    page.getByRole('region', { name: 'Sent from this browser, table' }),
    page.getByRole('table', { name: 'Sent from this browser' }),
  )
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
})
