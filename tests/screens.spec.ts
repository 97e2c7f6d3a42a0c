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

test('README screenshot of the list', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 760 })
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/readme-animals.png' })
})
