import { expect, expectNoAxeViolations, test } from './fixtures'

// Screenshots of each page for people to look at (test-results/screens), and
// a check that narrow phones never need sideways scrolling of the page.
const pages = [
  { name: 'animals', path: '/animals', ready: /^Showing 20 animals\./ },
  { name: 'settings', path: '/settings', ready: /^Choose which API/ },
  {
    name: 'not-found',
    path: '/nowhere',
    ready: /^There is no page at this address/,
  },
]

for (const { name, path, ready } of pages) {
  test(`${name} fits a 360 px wide phone and passes axe there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(path)
    await expect(page.getByText(ready)).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.screenshot({
      path: `test-results/screens/${name}-narrow.png`,
      fullPage: true,
    })
  })
}

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
  await page.screenshot({ path: 'test-results/screens/readme-animals.png' })
})
