import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  outsideTheScreen,
  screenshotPage,
  test,
} from './fixtures'

// Settings → Custom domains in Spanish on a phone (issue 24): the page with
// domains in every kind of step — troubleshooting after a late certificate,
// a failed verification, a redirect — is longer in Spanish than in English,
// and at 360 px nothing of it may be cut or stick out sideways. Only the
// redirect table may scroll, inside its own labelled region.

async function spanishWithPro(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('adoption-desk:language', '"es"')
    localStorage.setItem('adoption-desk:plan', JSON.stringify({ plan: 'pro' }))
  })
}

async function addDomain(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Dominio' }).fill(name)
  await page.getByRole('button', { name: 'Añadir dominio' }).click()
  await expect(
    page.getByRole('heading', { level: 3, name, exact: true }),
  ).toBeVisible()
}

test('Custom domains in Spanish at 360 px: steps, troubleshooting and redirects fit the screen', async ({
  page,
}) => {
  await page.clock.install()
  await spanishWithPro(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/settings/domains')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Dominios propios' }),
  ).toBeVisible()

  for (const name of ['shop.example.com', 'example.com', 'bücher.example.org'])
    await addDomain(page, name)

  const shop = page.getByRole('listitem', { name: 'shop.example.com' })
  await shop
    .getByRole('button', { name: 'Marcar registro como configurado' })
    .click()
  await shop.getByRole('button', { name: 'Marcar como verificado' }).click()
  const apex = page.getByRole('listitem', { name: 'example.com', exact: true })
  await apex
    .getByRole('button', { name: 'Marcar registro como configurado' })
    .click()
  await apex.getByRole('button', { name: 'La verificación falló' }).click()
  await expect(apex).toContainText(
    'La verificación falló. Lo que suele causarlo está en las notas bajo el registro',
  )

  await page
    .getByRole('combobox', { name: 'Desde' })
    .selectOption('example.com')
  await page
    .getByRole('combobox', { name: 'Hacia' })
    .selectOption('shop.example.com')
  await page.getByRole('button', { name: 'Añadir redirección' }).click()
  await expect(
    page.getByRole('region', { name: 'Tabla de redirecciones' }),
  ).toBeVisible()

  await page.clock.fastForward('31:00')
  await expect(shop).toContainText(
    'Sin certificado 31 min después de la verificación.',
  )
  await expect(
    shop.getByRole('button', { name: 'Volver a verificar' }),
  ).toBeVisible()

  await screenshotPage(page, 'es-domains-steps-360')
  expect(await outsideTheScreen(page)).toEqual([])
  await expectNoAxeViolations(page)

  // The domain's buttons and the removal dialog, the longest in Spanish.
  const bucher = page.getByRole('listitem', { name: 'bücher.example.org' })
  await expect(
    bucher.getByRole('button', { name: 'Hacer principal' }),
  ).toBeVisible()
  await bucher.getByRole('button', { name: 'Quitar', exact: true }).click()
  const dialog = page.getByRole('dialog', {
    name: '¿Quitar bücher.example.org?',
  })
  await expect(dialog).toBeVisible()
  await screenshotPage(page, 'es-domains-remove-360')
  expect(await outsideTheScreen(page)).toEqual([])
})

test('a checked domain in Spanish, dark, at 1280 and 360 px: the report fits and axe is clean', async ({
  page,
}) => {
  await spanishWithPro(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/settings/domains')
  // An apex CNAME (issue 35, 1): a ✗ beside a ✓ in one report.
  await addDomain(page, 'example.dev')
  const item = page.getByRole('listitem', { name: 'example.dev' })
  await item.getByRole('button', { name: 'Comprobar DNS' }).click()
  await expect(item.getByText(/^DNS de .* comprobado/)).toBeVisible()
  await expect(item).toContainText('ALIAS o ANAME')
  await screenshotPage(page, 'es-domains-checked-dark')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotPage(page, 'es-domains-checked-dark-360')
  expect(await outsideTheScreen(page)).toEqual([])
  await expectNoAxeViolations(page)
})
