import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab once and expects the focus on `target`: one step of a keyboard-only walk. */
export async function tabTo(target: Locator) {
  // After `load` the page may still be rendering (the entry imports React
  // DOM once it has sent the list request): a Tab pressed before the target
  // is there would land elsewhere.
  await target.waitFor({ state: 'attached' })
  await target.page().keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/**
 * The first Tab of a page lands on the skip link, which moves focus past the
 * header. In demo mode the content starts with the sample-data banner, whose
 * two controls come first.
 */
export async function skipToContent(page: Page) {
  await tabTo(page.getByRole('link', { name: 'Skip to content' }))
  await page.keyboard.press('Enter')
  // The banner is loaded apart from the page: on a busy machine it is not
  // there yet, so whether it comes is read from the mode (the header's
  // badge) and the dismissal the browser keeps, and then it is waited for.
  const demo = await page.locator('.env-badge.env-demo').count()
  const dismissed = await page.evaluate(
    () =>
      localStorage.getItem('adoption-desk:demo-banner-dismissed') === 'true',
  )
  if (!demo || dismissed) return
  await tabTo(page.getByRole('link', { name: 'Connect your API' }))
  await tabTo(page.getByRole('button', { name: 'Dismiss' }))
}
