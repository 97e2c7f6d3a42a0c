import { expect, type Page } from '@playwright/test'

/**
 * Every page of the desk, in demo mode, each with what shows once it is
 * ready: for the passes that must cover them all (themes, axe, reflow).
 */
export const APP_PAGES = [
  { name: 'animals', path: '/animals', heading: 'Animals' },
  { name: 'overview', path: '/overview', heading: 'Overview' },
  { name: 'add-animal', path: '/animals/new', heading: 'Add an animal' },
  { name: 'import', path: '/animals/import', heading: 'Import animals' },
  { name: 'cards', path: '/animals/cards', heading: 'Kennel cards' },
  { name: 'animal', path: '/animals/1', heading: 'Rosie' },
  { name: 'activity', path: '/activity', heading: 'Activity' },
  { name: 'settings', path: '/settings', heading: 'Connection' },
  { name: 'categories', path: '/settings/categories', heading: 'Categories' },
  { name: 'domains', path: '/settings/domains', heading: 'Custom domains' },
  { name: 'appearance', path: '/settings/appearance', heading: 'Appearance' },
  { name: 'language', path: '/settings/language', heading: 'Language' },
  { name: 'not-found', path: '/nowhere', heading: 'Page not found' },
] as const

/** Opens `path` and waits for its heading (and, on the list, its rows). */
export async function openPage(
  page: Page,
  { path, heading }: (typeof APP_PAGES)[number],
) {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { name: heading, exact: true }),
  ).toBeVisible()
  if (path === '/animals')
    await expect(page.getByText(/^Showing 20 animals\./)).toBeVisible()
  if (path === '/overview')
    await expect(page.locator('.category-chart')).toBeVisible()
  if (path === '/animals/cards')
    await expect(page.getByRole('article').first()).toBeVisible()
}
