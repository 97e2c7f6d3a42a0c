import { fillAnimalForm } from './animal-form.ts'
import { expect, test } from './fixtures'

// Demo mode's API answers in the page, so it needs no service worker: here
// the browser refuses them, as some private windows and browser settings do.
test.use({ serviceWorkers: 'block' })

test('demo lists, adds and imports with service workers blocked, and sends nothing to the network', async ({
  page,
}) => {
  const demoApiOnTheWire: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/demo-api/'))
      demoApiOnTheWire.push(request.url())
  })

  await page.goto('/animals')
  await expect(page.getByText('Environment: Demo')).toBeAttached()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Animals' }).getByRole('row'),
  ).toHaveCount(21)

  await page.getByRole('link', { name: 'Add animal' }).click()
  await fillAnimalForm(page, {
    name: 'Blocked Bramble',
    categoryId: '4',
    status: 'Available',
  })
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(
    page.getByRole('heading', { name: 'Blocked Bramble was added' }),
  ).toBeFocused()

  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill('name,categoryId,status\nImported Iris,2,pending\nImported Ivo,3,\n')
  await page.getByRole('button', { name: 'Check rows' }).click()
  await expect(
    page.getByRole('heading', { name: '2 ready, 0 with problems' }),
  ).toBeFocused()
  await page.getByRole('button', { name: 'Import 2 animals' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()

  await page.goto('/animals')
  const table = page.getByRole('table', { name: 'Animals' })
  for (const name of ['Imported Ivo', 'Imported Iris', 'Blocked Bramble'])
    await expect(table.getByRole('link', { name })).toBeVisible()

  // No worker was ever registered, and no demo request went out.
  expect(
    await page.evaluate(async () =>
      'serviceWorker' in navigator
        ? (await navigator.serviceWorker.getRegistrations()).length
        : 0,
    ),
  ).toBe(0)
  expect(demoApiOnTheWire).toEqual([])
})
