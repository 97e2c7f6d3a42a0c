import { skipToContent, tabTo } from './by-keyboard.ts'
import { expect, MOCK_KEY, mockServer, test } from './fixtures'

test('the list and settings work by keyboard alone', async ({ page }) => {
  await mockServer.reset()
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()

  // Skip link first, straight to the content.
  await skipToContent(page)
  await tabTo(page.getByRole('link', { name: 'Add animal' }))
  await tabTo(page.getByRole('link', { name: 'Import animals' }))
  await tabTo(page.getByRole('button', { name: 'Save view' }))
  await tabTo(page.getByLabel('Status'))
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/status=available/)
  await tabTo(page.getByLabel('Page size'))
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/limit=50/)

  // To Settings by the main navigation.
  // Past the demo banner's Dismiss and Connect your API too.
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('link', { name: 'Settings' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Settings', level: 1 }),
  ).toBeFocused()

  await tabTo(page.getByRole('link', { name: 'Connection' }))
  await tabTo(page.getByRole('link', { name: 'Categories' }))
  await tabTo(page.getByRole('link', { name: 'Custom domains' }))
  await tabTo(page.getByRole('link', { name: 'Language' }))
  await tabTo(page.getByRole('link', { name: 'Appearance' }))
  await tabTo(page.getByRole('link', { name: 'Demo tools' }))
  await tabTo(page.getByLabel('Environment'))
  await page.keyboard.press('ArrowDown') // Production
  await tabTo(page.getByLabel('API key', { exact: true }))
  await page.keyboard.type(MOCK_KEY)
  await tabTo(page.getByRole('button', { name: 'Show key' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute(
    'type',
    'text',
  )
  await expect(
    page.getByRole('button', { name: 'Show key', pressed: true }),
  ).toBeFocused()
  await tabTo(page.getByLabel('Remember on this device'))
  await tabTo(page.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved. Now using Production')).toBeVisible()
  await expect(page.getByText('Environment: Production')).toBeAttached()
})
