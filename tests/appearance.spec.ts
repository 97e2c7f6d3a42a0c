import type { Locator, Page } from '@playwright/test'
import { APP_PAGES, openPage } from './app-pages.ts'
import {
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  screenshotPage,
  test,
} from './fixtures'

// Settings → Appearance: System (the default), Light or Dark, kept in this
// browser under one localStorage key and painted from the first frame; every
// page in both themes, on a desktop and a phone, and at 320 px (reflow);
// forced colours; kennel cards print light.

const THEME_KEY = 'adoption-desk:theme'
/** --bg of each theme (src/app/styles.css). */
const LIGHT = 'rgb(246, 247, 249)'
const DARK = 'rgb(18, 22, 29)'

/**
 * Records the page's background and theme at its first animation frame, the
 * one painted first (rendering waits for the stylesheet), on every load.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      sessionStorage.setItem(
        'first-frame',
        JSON.stringify({
          background: getComputedStyle(root).backgroundColor,
          theme: root.dataset.theme ?? null,
        }),
      )
    })
  })
}

async function firstFrame(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('first-frame')))
    .not.toBeNull()
  return JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('first-frame'))) ?? '',
  ) as { background: string; theme: string | null }
}

async function reloadFresh(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('first-frame'))
  await page.reload()
}

const background = (page: Page) =>
  page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  )

test('a chosen theme is kept in this browser and painted from the first frame', async ({
  page,
}) => {
  await recordFirstFrame(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/settings/appearance')
  const theme = page.getByLabel('Theme')
  await expect(theme).toHaveValue('system')
  expect(await background(page)).toBe(LIGHT)

  await theme.selectOption({ label: 'Dark' })
  expect(await background(page)).toBe(DARK)
  expect(
    await page.evaluate((key) => localStorage.getItem(key), THEME_KEY),
  ).toBe('dark')

  // Reloaded on a light device: dark from the very first frame.
  await reloadFresh(page)
  expect(await firstFrame(page)).toEqual({ background: DARK, theme: 'dark' })
  await expect(page.getByLabel('Theme')).toHaveValue('dark')

  // Nothing of the app's own code is needed for it: index.html's script
  // and the stylesheet alone paint it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/animals')
  expect(await background(page)).toBe(DARK)
  await page.unroute(/\/assets\/.*\.js$/)

  // Light on a dark device, from the first frame too.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/settings/appearance')
  await page.getByLabel('Theme').selectOption({ label: 'Light' })
  await reloadFresh(page)
  expect(await firstFrame(page)).toEqual({ background: LIGHT, theme: 'light' })

  // System stores nothing and follows the device as it changes.
  await page.getByLabel('Theme').selectOption({ label: 'System' })
  expect(
    await page.evaluate((key) => localStorage.getItem(key), THEME_KEY),
  ).toBeNull()
  expect(await background(page)).toBe(DARK)
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await background(page)).toBe(LIGHT)
})

/** Sideways scroll of the whole page, in CSS px (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  )

/**
 * What the phone screens (once a spec of their own, loading these pages again
 * for the same scan) wait for, and keep a screenshot of at 360 px.
 */
const PHONE_SCREENS: Partial<Record<string, RegExp>> = {
  animals: /^Showing 20 animals\./,
  settings: /^Choose which API/,
  'not-found': /^There is no page at this address/,
}

// One load per page: the layout follows the width and the theme follows the
// device's scheme in CSS alone (no script reads either), so switching them on
// the open page shows what a load in each would. Reflow (WCAG 1.4.10) is
// checked here too, for tests/reflow.spec.ts: at 400% zoom a 1280 px screen
// is 320 CSS px wide, and every page must read without scrolling sideways.
for (const entry of APP_PAGES) {
  test(`${entry.name} passes axe in light and dark, on a desktop and at 360 px, and reads at 320 px without scrolling sideways`, async ({
    page,
  }) => {
    // Four scans: patience on a loaded machine, not a deadline.
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: 'light' })
    await openPage(page, entry)
    const ready = PHONE_SCREENS[entry.name]
    if (ready) await expect(page.getByText(ready)).toBeVisible()
    const views = [
      { colorScheme: 'light', width: 1280, height: 800 },
      { colorScheme: 'dark', width: 1280, height: 800 },
      { colorScheme: 'dark', width: 360, height: 800 },
      // A phone's screen, as a person holds it.
      { colorScheme: 'light', width: 360, height: 740 },
    ] as const
    for (const { colorScheme, width, height } of views) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      expect(await page.evaluate(() => window.innerWidth)).toBe(width)
      expect(await background(page)).toBe(colorScheme === 'dark' ? DARK : LIGHT)
      if (width === 360)
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          ),
        ).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
      if (colorScheme === 'dark')
        await screenshotPage(page, `dark-${entry.name}-${width}`)
      else if (width === 360 && ready)
        await keepScreenshot(page, {
          path: `test-results/screens/${entry.name}-narrow.png`,
          fullPage: true,
        })
    }
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await page.evaluate(() => window.innerWidth)).toBe(320)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  })
}

test('import results and Activity entries pass axe in dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill(
      ['name\tcategoryId\tstatus', 'Ada\t3\tavailable', 'Bo\tx\t'].join('\n'),
    )
  await page.getByRole('button', { name: 'Check rows' }).click()
  await expect(
    page.getByRole('table', { name: 'Rows to import' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Import 1 animal' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshotPage(page, 'dark-import-results-1280')

  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  await expect(
    page.getByRole('table', { name: 'Sent from this browser' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshotPage(page, 'dark-activity-entries-1280')
})

/** What draws a badge's shape: its ::before's size, borders and corners. */
function shapeOf(badge: Locator) {
  return badge.evaluate((element) => {
    const shape = getComputedStyle(element, '::before')
    return [
      shape.width,
      shape.height,
      shape.borderTopWidth,
      shape.borderLeftWidth,
      shape.borderTopLeftRadius,
    ].join(' ')
  })
}

/** Whether the element has a visible border on every side. */
function hasBorder(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    return ['Top', 'Right', 'Bottom', 'Left'].every(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !==
          'none' &&
        parseFloat(
          style.getPropertyValue(`border-${side.toLowerCase()}-width`),
        ) >= 1,
    )
  })
}

test('status badges carry a shape of their own beside colour and word', async ({
  page,
}) => {
  await openPage(page, APP_PAGES[0])
  const table = page.getByRole('table', { name: 'Animals' })
  const shapes = new Set<string>()
  for (const word of ['Available', 'Pending', 'Adopted', 'Not set']) {
    const badge = table.getByText(word, { exact: true }).first()
    shapes.add(await shapeOf(badge))
  }
  expect(shapes.size).toBe(4)
})

test('in forced colours, badges, focus rings, the current page and banners stay visible and distinct', async ({
  page,
}) => {
  await page.clock.install()
  await page.emulateMedia({ forcedColors: 'active' })
  await openPage(page, APP_PAGES[0])
  const table = page.getByRole('table', { name: 'Animals' })

  // Badges: a border each (their fills are gone), and still four shapes.
  const shapes = new Set<string>()
  for (const word of ['Available', 'Pending', 'Adopted', 'Not set']) {
    const badge = table.getByText(word, { exact: true }).first()
    expect(await hasBorder(badge)).toBe(true)
    shapes.add(await shapeOf(badge))
  }
  expect(shapes.size).toBe(4)

  // The current page in the header: outlined, as its fill is gone.
  const current = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Animals' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toHaveCSS('outline-style', 'solid')

  // The focus ring: an outline (box-shadows are dropped in forced colours).
  const add = page.getByRole('link', { name: 'Add animal' })
  await add.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(add).toBeFocused()
  await expect(add).toHaveCSS('outline-style', 'solid')
  await expect(add).toHaveCSS('outline-width', '3px')
  await screenshotPage(page, 'forced-colors-animals-1280')

  // A banner: framed on every side, where its fill said it was one.
  await page.goto('/settings/demo')
  const faults = page.getByRole('region', { name: 'Demo fault switches' })
  await faults.getByLabel('Seconds', { exact: true }).fill('60')
  await faults.getByLabel('Next request answers 429 Too Many Requests').check()
  await page.getByRole('link', { name: 'Animals' }).click()
  await page.getByLabel('Status').selectOption({ label: 'Adopted' })
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Rate limit reached' })
  await expect(banner).toBeVisible()
  // The live region stays mounted with the page; the banner it shows is framed.
  expect(await hasBorder(banner.locator('.wait-banner'))).toBe(true)

  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(page, 'forced-colors-animals-360')

  // A lazy page's framed note has its forced-colours rule in its own styles.
  await page.goto('/settings')
  const limits = page.locator('.plan-limits')
  await expect(limits).toBeVisible()
  expect(await hasBorder(limits)).toBe(true)
  await page.goto('/settings/domains')
  const demoDns = page.locator('.demo-dns')
  await expect(demoDns).toBeVisible()
  expect(await hasBorder(demoDns)).toBe(true)
})

test('kennel cards print light in the dark theme', async ({ page }) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'dark'),
    THEME_KEY,
  )
  await page.goto('/animals/cards')
  const card = page.getByRole('article').first()
  await expect(card).toBeVisible()
  expect(await background(page)).toBe(DARK)
  await page.emulateMedia({ media: 'print' })
  expect(await background(page)).toBe(LIGHT)
  await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(card).toHaveCSS('color', 'rgb(0, 0, 0)')
  const badge = card.getByText(/^(Available|Pending|Adopted|Not set)$/)
  await expect(badge).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(badge).toHaveCSS('background-color', 'rgb(255, 255, 255)')
})
