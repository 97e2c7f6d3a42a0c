import type { Page } from '@playwright/test'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  mockServer,
  screenshotPage,
  test,
} from './fixtures'

// The import in Spanish at 360 px (issue 24): labels, plurals and numbers in
// Spanish, what the server wrote shown as it came and marked as its words,
// and nothing cut or sticking out sideways on a phone.

const latin1 = (text: string) => Buffer.from(text, 'latin1')

/** The page itself never scrolls sideways; the rows table may, inside its own region. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

test('an import in Spanish at 360 px: a file read and checked, then sent, with an Unknown and a refused row', async ({
  page,
}) => {
  await mockServer.reset()
  await connectToMockServer(page)
  await page.goto('/settings/language')
  await page
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Español' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.setViewportSize({ width: 360, height: 780 })

  await page.goto('/animals/import')
  await expect(
    page.getByRole('heading', { name: 'Importar animales', level: 1 }),
  ).toBeVisible()
  await expect(page.getByText(/hasta 10\.000 filas/)).toBeVisible()
  await expectNoSidewaysScroll(page)
  await screenshotPage(page, 'es-import-360')

  // As Excel on Windows saves it; "Color" is a column the service lacks.
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'desde-excel.csv',
    mimeType: 'text/csv',
    buffer: latin1(
      'name,categoryId,status,Color\r\nZoé,3,available,gris\r\n,3,,negro\r\nZOE,3,pending,gris\r\nBo,3,,\r\nMilo,999,,\r\n',
    ),
  })
  await expect(
    page.getByText(
      'Se leyó como Windows-1252 (Europa occidental): revise los nombres de abajo.',
    ),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: '3 listas, 1 con problemas, 1 dejada fuera como posible duplicado',
    }),
  ).toBeVisible()
  await expect(page.getByText('Problema: Escriba un nombre')).toBeVisible()
  await expect(
    page.getByRole('checkbox', { name: 'Incluir la fila 4' }),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)
  await screenshotPage(page, 'es-import-checked-360')
  await expectNoAxeViolations(page)

  // Row 2 gets a 500 (Unknown); Milo's category is refused in the server's words.
  await mockServer.fault(
    { kind: 'server-error' },
    { method: 'POST', path: '/pets' },
  )
  await page.route('**/v1/pets', (route) =>
    route.request().method() === 'POST' &&
    (route.request().postData() ?? '').includes('Milo')
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'invalid_body',
            message: 'categoryId is not a known category.',
            status: 400,
          }),
        })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Importar 3 animales' }).click()
  await expect(
    page.getByRole('heading', { name: 'Importación terminada' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(
      '1 añadida, 1 rechazada, 1 desconocida, 1 omitida por problemas, 1 dejada fuera como posible duplicado',
    ),
  ).toBeVisible()
  const table = page.getByRole('table', { name: 'Filas para importar' })
  await expect(table.getByRole('row').nth(1)).toContainText('Desconocida')
  await expect(table.getByRole('row').nth(5)).toContainText(
    'Rechazada El servidor dijo: categoryId is not a known category.',
  )
  await expectNoSidewaysScroll(page)
  await screenshotPage(page, 'es-import-done-360')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Enviar de nuevo la fila 2…' }).click()
  const dialog = page.getByRole('dialog', {
    name: '¿Enviar de nuevo la fila 2?',
  })
  await expect(dialog).toContainText('Zoé')
  await screenshotPage(page, 'es-import-resend-360')
  await dialog.getByRole('button', { name: 'No enviar' }).click()
  await expect(dialog).toBeHidden()
})
