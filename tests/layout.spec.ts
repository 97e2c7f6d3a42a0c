import type { Locator, Page } from '@playwright/test'
import { expect, outsideTheScreen, test } from './fixtures'

// The layout faults of issue 34, each measured as a person would see it.

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('Not laid out')
  return found
}

async function chooseSpanish(page: Page) {
  await page.goto('/settings/language')
  await page
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Español' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
}

for (const spanish of [false, true])
  test(`at 360 px every status badge is wholly inside the list, none cut, and names keep a readable column${spanish ? ' (Spanish)' : ''}`, async ({
    page,
  }) => {
    if (spanish) await chooseSpanish(page)
    // A 360 px window less a desktop browser's 15 px scrollbar.
    await page.setViewportSize({ width: 345, height: 740 })
    await page.goto('/animals')
    const table = page.getByRole('table', {
      name: spanish ? 'Animales' : 'Animals',
    })
    await expect(table.getByRole('row')).toHaveCount(21)
    const region = await box(page.locator('.table-wrap'))
    const badges = page.locator('.table-wrap .badge')
    for (const badge of await badges.all()) {
      const { x, width } = await box(badge)
      expect(x + width).toBeLessThanOrEqual(region.x + region.width)
    }
    // Nor the header: the request meter's Spanish words wrap on a phone.
    expect(await outsideTheScreen(page)).toEqual([])
    // As contract-prism.spec.ts asks of long names: not squeezed to a few letters a line.
    const name = await box(table.getByRole('row').nth(1).getByRole('link'))
    expect(name.width).toBeGreaterThanOrEqual(120)
  })

test('the Import page’s breadcrumb says where it is: Animals › Import', async ({
  page,
}) => {
  await page.goto('/animals/import')
  await expect(page.locator('.breadcrumb')).toHaveText('Animals › Import')
})

test('the Animal ID field lines up with the other filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/animals')
  // Measured once the page has settled: boxes read while it still loads
  // were 55 px apart once, on a loaded machine.
  await expect
    .poll(async () => {
      const status = await box(page.getByLabel('Status'))
      const animalId = await box(page.getByLabel('Animal ID'))
      return Math.abs(animalId.y - status.y)
    })
    .toBeLessThanOrEqual(1)
})

test('the banner after an add is as wide as the form card under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/animals/new')
  await page.getByLabel('Name').fill('Tofu')
  await page.getByLabel('Category ID').fill('2')
  await page.getByRole('button', { name: 'Add animal' }).click()
  const banner = await box(page.locator('.notice.ok').first())
  const card = await box(page.locator('form.panel'))
  expect(Math.round(banner.width)).toBe(Math.round(card.width))
})

test('Custom domains keeps the Settings heading, and is as wide as the other tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/settings/categories')
  const tabs = await box(
    page.getByRole('navigation', { name: 'Settings sections' }),
  )
  await page.goto('/settings/domains')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settings' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Custom domains' }),
  ).toBeVisible()
  const here = await box(
    page.getByRole('navigation', { name: 'Settings sections' }),
  )
  expect(here.width).toBe(tabs.width)
})

test('on Categories the table keeps a gap below the input row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/settings/categories')
  const button = await box(page.getByRole('button', { name: 'Add category' }))
  const table = await box(page.getByRole('table').first())
  expect(table.y - (button.y + button.height)).toBeGreaterThanOrEqual(12)
})

test('at 360 px choosing Production keeps the environment select inside its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Production' })
  const select = await box(page.getByLabel('Environment'))
  const card = await box(page.locator('.panel').first())
  expect(select.x + select.width).toBeLessThanOrEqual(card.x + card.width)
})

test('in Spanish at 1280 px the header keeps to one row, with room to spare', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await chooseSpanish(page)
  await page.goto('/animals')
  await expect(page.getByRole('table').first()).toBeVisible()
  const inner = page.locator('.app-header-inner')
  const items = await inner.evaluate((element) => {
    const style = getComputedStyle(element)
    const room =
      element.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight)
    const children = [...element.children] as HTMLElement[]
    const gap = parseFloat(style.columnGap)
    const used =
      children.reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      ) +
      gap * (children.length - 1)
    return {
      // Centred on one line: their middles within a few pixels.
      middles: children.map((child) => {
        const box = child.getBoundingClientRect()
        return box.top + box.height / 2
      }),
      spare: room - used,
    }
  })
  expect(Math.max(...items.middles) - Math.min(...items.middles)).toBeLessThan(
    8,
  )
  // Fonts differ from one computer to the next: leave room for them.
  expect(items.spare).toBeGreaterThanOrEqual(60)
})
