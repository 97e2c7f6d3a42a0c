// Offline reopen (issue 17): a live visit to /animals, then the network goes
// and the page is opened again. The service worker serves the app shell, the
// kept rows show with their offline note, and the page attempts nothing: every
// request the browser starts towards the API counts, failed ones included.
import type { Browser, Page } from '@playwright/test'
import { newContext } from './bench-browser.ts'
import { MOCK_ORIGIN, resetMock } from './bench-servers.ts'

export interface OfflineReopen {
  /** The page opened at all (the service worker answered the navigation). */
  opened: boolean
  /** Rows in the animals table after the offline reopen. */
  rows: number
  /** Whether "Offline: showing the rows loaded at …" was shown. */
  note: boolean
  /** Requests the page started towards the API while offline. */
  attempted: number
}

/** The service worker is active: the build is precached. */
export async function serviceWorkerReady(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active !== null
    })
    .catch(() => false)
}

export async function measureOfflineReopen(
  browser: Browser,
  url: string,
): Promise<OfflineReopen> {
  await resetMock()
  const context = await newContext(browser, 'live')
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    await serviceWorkerReady(page)
    await context.setOffline(true)
    let attempted = 0
    page.on('request', (request) => {
      if (request.url().startsWith(MOCK_ORIGIN)) attempted += 1
    })
    const opened = await page
      .reload({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false)
    const note = page.getByText(/^Offline: showing the rows loaded at /)
    const shown = opened
      ? await note
          .waitFor({ timeout: 30_000 })
          .then(() => true)
          .catch(() => false)
      : false
    return {
      opened,
      rows: shown ? await page.locator('tbody tr').count() : 0,
      note: shown,
      attempted,
    }
  } finally {
    await context.close()
  }
}
