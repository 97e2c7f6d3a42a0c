import {
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  screenshotPage,
  test,
} from './fixtures'

// Demo mode's own tools, used as a person would: by keyboard, from Settings.

test('a fault switch makes the next request fail, then turns itself off', async ({
  page,
}) => {
  await page.goto('/settings/demo')
  const panel = page.getByRole('region', { name: 'Demo fault switches' })
  const serverError = panel.getByRole('checkbox', { name: 'Server error 500' })
  await serverError.focus()
  await page.keyboard.press('Space')
  await expect(serverError).toBeChecked()
  await expect(panel.getByRole('status')).toHaveText(
    'Server error 500 armed: the next request gets it, then the switch turns itself off.',
  )
  await expect(serverError).toHaveAccessibleDescription(
    /Armed: waiting for the next request\./,
  )
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Animals' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Internal server error.')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Demo tools' }).click()
  await expect(serverError).not.toBeChecked()
})

test('Reset demo data takes away animals added in demo, their Activity log and the demo import', async ({
  page,
}) => {
  await page.goto('/animals/new')
  // Passing through the empty Name says nothing (it was not filled in yet);
  // the form is then filled by keyboard.
  await page.getByLabel('Name').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Category ID')).toBeFocused()
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.type('Resettable Rex')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Resettable Rex was added' }),
  ).toBeFocused()

  // And one imported: both are in Activity.
  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill('name\tcategoryId\nImported Ivy\t3')
  await page.getByRole('button', { name: 'Check rows' }).click()
  await page.getByRole('button', { name: 'Import 1 animal' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  const log = page.getByRole('table', { name: 'Sent from this browser' })
  await expect(log.locator('tbody tr')).toHaveCount(2)

  await page.goto('/settings/demo')
  const data = page.getByRole('region', { name: 'Demo data' })
  // On a slow machine the demo's data may still be loading: the page then
  // says to try again in a moment, as a person would.
  await expect(async () => {
    await data.getByRole('button', { name: 'Reset demo data' }).focus()
    await page.keyboard.press('Enter')
    await expect(data.getByRole('status')).toHaveText(
      /^Demo data reset: \d+ sample animals are back, animals added in demo are gone, and the Activity log and any demo import are cleared\.$/,
      { timeout: 2000 },
    )
  }).toPass()
  await screenshotPage(page, 'settings-demo-reset')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 780 })
  await screenshotPage(page, 'settings-demo-reset-360')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 720 })

  // A log and an import of animals that are gone are gone too.
  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Nothing sent yet' }),
  ).toBeVisible()
  await page.goto('/animals/import')
  await expect(page.getByRole('textbox', { name: 'Rows' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toHaveCount(0)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Resettable Rex' })).toHaveCount(
    0,
  )
  // And after a reload, from the saved demo data.
  await page.reload()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Resettable Rex' })).toHaveCount(
    0,
  )
})

test('Demo requests shows what the app asked the in-page API, newest first', async ({
  page,
}) => {
  await page.goto('/animals?status=sold')
  await expect(
    page.getByText(/Showing \d+ animals with status “Adopted”/),
  ).toBeVisible()
  // Links, not page.goto: the log belongs to the page and a reload clears it.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Demo tools' }).click()
  const region = page.getByRole('region', {
    name: 'Demo requests',
    exact: true,
  })
  const table = region.getByRole('table', { name: 'Demo requests' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Method',
    'Path',
    'Status',
    'Time',
    'Took',
  ])
  const firstRow = table.getByRole('row').nth(1)
  await expect(firstRow.getByRole('cell').nth(0)).toHaveText('GET')
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(
    '/pets?limit=20&status=sold',
  )
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('200 OK')

  await page
    .getByRole('region', { name: 'Demo fault switches' })
    .getByRole('checkbox', { name: 'Server error 500' })
    .check()
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByRole('alert')).toContainText('Internal server error.')
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Demo tools' }).click()
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText(
    '500 Internal Server Error',
  )
  await expectNoAxeViolations(page)
  // The table scrolls in its own region, reachable by keyboard.
  await region.getByRole('region', { name: 'Demo requests table' }).focus()
  await expect(
    region.getByRole('region', { name: 'Demo requests table' }),
  ).toBeFocused()

  await region.scrollIntoViewIfNeeded()
  await keepScreenshot(region, {
    path: 'test-results/screens/demo-requests.png',
  })
  await page.setViewportSize({ width: 360, height: 780 })
  await region.scrollIntoViewIfNeeded()
  await keepScreenshot(region, {
    path: 'test-results/screens/demo-requests-360.png',
  })
  await expectNoAxeViolations(page)
})

test('demo mode says what it is once: the sample-data banner leads to Connection, and stays dismissed in this browser', async ({
  page,
}) => {
  await page.goto('/animals')
  const banner = page.getByText('You’re exploring sample data.')
  await expect(banner).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Connect your API' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByLabel('Environment')).toBeVisible()

  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Environment')).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('Settings → Demo tools holds the fault switches and the request log; Connection stays short', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/settings')
  await expect(page.getByLabel('Environment')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Demo fault switches' }),
  ).toHaveCount(0)
  const height = await page.evaluate(() => document.body.scrollHeight)
  expect(height).toBeLessThan(2000)
  await page.getByRole('link', { name: 'Demo tools' }).click()
  await expect(page).toHaveTitle('Demo tools · Settings · Adoption Desk')
  await expect(
    page.getByRole('region', { name: 'Demo fault switches' }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Demo requests', exact: true }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the Test connection of the demo finds nothing wrong: no hidden headers', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(page.getByText(/Connected to/)).toBeVisible()
  await expect(page.getByText(/hides headers/)).toHaveCount(0)
})
