import { expect, expectNoAxeViolations, keepScreenshot, test } from './fixtures'

// Screenshots for people to look at (test-results/screens), and forms' errors
// on a phone and a desktop. Each page at 360 px (no sideways scrolling, axe,
// a screenshot) is in tests/appearance.spec.ts, which loads it once for every
// width and theme.

test('the list on a desktop screen, for the README', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 760 })
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  const table = page.getByRole('table', { name: 'Animals' })
  // A header row and the 20 animals, the first ones wholly on screen.
  await expect(table.getByRole('row')).toHaveCount(21)
  await expect(table.getByRole('row').nth(1)).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('link', { name: 'Add animal' })).toBeInViewport()
  await expect(page.getByLabel('Animal ID')).toBeInViewport()
  await expectNoAxeViolations(page)
  await keepScreenshot(page, {
    path: 'test-results/screens/readme-animals.png',
  })
})

// Every form's error state, on a phone and on a desktop: the error is tied to
// its field, nothing needs sideways scrolling, and axe passes.
for (const { width, height, label } of [
  { width: 360, height: 740, label: 'narrow' },
  { width: 1280, height: 800, label: 'desktop' },
]) {
  test(`form errors read well at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const noOverflow = async () =>
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        ),
      ).toBe(0)

    await page.goto('/animals/new')
    await page.getByLabel('Name').focus()
    await page.keyboard.press('Tab')
    await page.getByLabel('Category ID').fill('3.5')
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
      /Enter a name/,
    )
    await expect(page.getByLabel('Category ID')).toHaveAccessibleDescription(
      /category the animal belongs to.*whole number, like 3/,
    )
    await noOverflow()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: `test-results/screens/add-errors-${label}.png`,
      fullPage: true,
    })

    await page.goto('/animals')
    // At 360 px the filters and the lookup fold behind Filters (issue 34).
    if (width < 700) await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Animal ID').fill('12ab')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Error: An animal ID is a whole number, like 42',
    )
    await expect(page.getByLabel('Animal ID')).toHaveAccessibleDescription(
      /whole number, like 42/,
    )
    await noOverflow()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: `test-results/screens/find-error-${label}.png`,
      fullPage: true,
    })

    await page.goto('/settings')
    await page.getByLabel('Environment').selectOption({ label: 'Custom' })
    await page.getByLabel('API base URL').fill('ftp://example.com')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByLabel('API base URL')).toHaveAccessibleDescription(
      /must start with https:\/\/ or http:\/\//,
    )
    await noOverflow()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: `test-results/screens/settings-errors-${label}.png`,
      fullPage: true,
    })

    await page.goto('/settings/demo')
    const seconds = page.getByRole('spinbutton', {
      name: 'Seconds',
      exact: true,
    })
    await seconds.fill('2.5')
    await expect(seconds).toHaveAccessibleDescription(
      /Retry-After is this many seconds\. Error: Enter whole seconds from 0 to 3600\./,
    )
    await noOverflow()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: `test-results/screens/demo-tools-errors-${label}.png`,
      fullPage: true,
    })
  })
}

test('at 360 px the first screen shows animals: the filters fold behind Filters, which says how many are set', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/animals?status=pending&q=a')
  // Under demo mode's banner, which loads on its own time: wait for it.
  await expect(page.getByText('You’re exploring sample data.')).toBeVisible()
  const table = page.getByRole('table', { name: 'Animals' })
  await expect(table.getByRole('row').nth(1)).toBeInViewport({ ratio: 1 })
  await expect(page.getByLabel('Status')).toBeHidden()
  const filters = page.getByRole('button', { name: 'Filters' })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(filters).toHaveAccessibleDescription('2 set')
  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByLabel('Status')).toHaveValue('pending')
  await expect(page.getByLabel('Animal ID')).toBeVisible()
  await expectNoAxeViolations(page)
  await keepScreenshot(page, {
    path: 'test-results/screens/animals-filters-narrow.png',
    fullPage: true,
  })

  // On a desktop there is room: no button, every filter in view.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(filters).toBeHidden()
  await expect(page.getByLabel('Status')).toBeVisible()
})
