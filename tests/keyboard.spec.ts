import { expect, MOCK_KEY, mockServer, test } from './fixtures'

test('the list and settings work by keyboard alone', async ({ page }) => {
  await mockServer.reset()
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()

  // Skip link first, straight to the content.
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('link', { name: 'Skip to content' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Add animal' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Import animals' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Status')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/status=available/)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Page size')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/limit=50/)

  // To Settings by the main navigation.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('link', { name: 'Settings' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Settings', level: 1 }),
  ).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Connection' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Custom domains' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Environment')).toBeFocused()
  await page.keyboard.press('ArrowDown') // Production
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('API key', { exact: true })).toBeFocused()
  await page.keyboard.type(MOCK_KEY)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show key' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute(
    'type',
    'text',
  )
  await expect(
    page.getByRole('button', { name: 'Show key', pressed: true }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Remember on this device')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved. Now using Production')).toBeVisible()
  await expect(page.getByText('Environment: Production')).toBeAttached()
})
