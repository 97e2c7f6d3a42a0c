import type { Page } from '@playwright/test'
import { fillAnimalForm } from './animal-form.ts'
import { APP_PAGES } from './app-pages.ts'
import {
  expect,
  expectNoAxeViolations,
  outsideTheScreen,
  screenshotPage,
  test,
} from './fixtures'

// The desk in the staff's language (issue 24): the choice in Settings →
// Language, kept in this browser; <html lang> following it; plurals, dates
// and numbers through Intl in that language; pages mirrored by dir="rtl";
// and a pseudo-locale pass that finds text that overflows at 360 px.

async function chooseSpanish(page: Page) {
  await page.goto('/settings/language')
  await page
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Español' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
}

test('Spanish is chosen in Settings → Language, kept, and used for labels, plurals and dates', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-01-15T10:30:00'))
  // An entry in Activity first, in English.
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Tofu',
    categoryId: '2',
    status: 'Adopted',
  })
  await page.getByRole('button', { name: 'Add animal' }).click()
  // The success notice's link (the duplicate note's 'see it in Activity' may follow).
  await expect(
    page.getByRole('link', { name: 'See it in Activity', exact: true }),
  ).toBeVisible()

  await chooseSpanish(page)
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: 'Animales',
    }),
  ).toBeVisible()

  // Kept in this browser: a reload speaks Spanish from its first paint.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('heading', { name: 'Ajustes', level: 1 }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Actividad', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Actividad', level: 1 }),
  ).toBeVisible()
  await expect(
    page.getByText('1 entrada, la más reciente primero.'),
  ).toBeVisible()
  // The month as Spanish writes it.
  await expect(
    page.getByRole('row', { name: /Tofu/ }).locator('time'),
  ).toHaveText(/15 ene/)
  await expectNoAxeViolations(page)
  await screenshotPage(page, 'es-activity')

  // Back to English, by its own name.
  await page.goto('/settings/language')
  await page
    .getByRole('combobox', { name: 'Idioma' })
    .selectOption({ label: 'English' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('heading', { name: 'Settings', level: 1 }),
  ).toBeVisible()
})

test('the browser’s language is the default; English when the desk does not speak it', async ({
  browser,
}) => {
  for (const [locale, heading] of [
    ['es-MX', 'Ajustes'],
    ['fr-FR', 'Settings'],
  ] as const) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/settings/language')
    await expect(
      page.getByRole('heading', { name: heading, level: 1 }),
    ).toBeVisible()
    await context.close()
  }
})

for (const entry of APP_PAGES) {
  test(`${entry.name}: in Spanish (axe), then mirrored in the pseudo-locale, at 360 px with nothing sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('pass'))
        localStorage.setItem('adoption-desk:language', '"es"')
    })
    await page.goto(entry.path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await screenshotPage(page, `es-${entry.name}-360`)
    await expectNoAxeViolations(page)

    await page.evaluate(() => {
      sessionStorage.setItem('pass', 'pseudo')
      localStorage.setItem('adoption-desk:language', '"en-XA"')
    })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl'
    })
    await screenshotPage(page, `rtl-pseudo-${entry.name}-360`)
    // What sticks out, if anything: named, so a failure says where.
    const outside = await outsideTheScreen(page)
    expect(outside).toEqual([])
  })
}
