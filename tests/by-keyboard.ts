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
  const connect = page.getByRole('link', { name: 'Connect your API' })
  if ((await connect.count()) === 0) return
  await tabTo(connect)
  await tabTo(page.getByRole('button', { name: 'Dismiss' }))
}
