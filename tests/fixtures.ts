import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page, test as base } from '@playwright/test'

import { MOCK_URL } from './ports.ts'

export { MOCK_URL }
export const MOCK_KEY = 'sk_test_adoption_desk'

export interface MockRequest {
  method: string
  path: string
  at: number
  status: number
}

/** Steers the local mock server (scripts/mock-server.ts). */
export const mockServer = {
  /** `limit`: requests a minute per key; `hideHeaders`: no Access-Control-Expose-Headers; `nextId`: the id the next new animal gets. */
  async reset(
    options: {
      limit?: number
      empty?: boolean
      hideHeaders?: boolean
      nextId?: string
    } = {},
  ) {
    const response = await fetch(`${MOCK_URL}/__admin/reset`, {
      method: 'POST',
      body: JSON.stringify(options),
    })
    expect(response.ok).toBe(true)
  },
  async fault(fault: Record<string, unknown>, times = 1) {
    const response = await fetch(`${MOCK_URL}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault, times }),
    })
    expect(response.ok).toBe(true)
  },
  /** Moves the server's clock (rate-limit windows, Date) forward, as page.clock moves the browser's. */
  async advanceClock(advanceMs: number) {
    const response = await fetch(`${MOCK_URL}/__admin/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs }),
    })
    expect(response.ok).toBe(true)
  },
  async requests(): Promise<MockRequest[]> {
    const response = await fetch(`${MOCK_URL}/__admin/requests`)
    return (await response.json()) as MockRequest[]
  },
}

/** WCAG 2.2 AA scan of the whole page; fails with the violations listed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Connects the app to the mock server as "Production", the way a person would in Settings. */
export async function connectToMockServer(page: Page, key = MOCK_KEY) {
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Production' })
  await page.getByLabel('API key', { exact: true }).fill(key)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved' }),
  ).toBeVisible()
}

/** Every test fails on an uncaught page error or a console error it did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // A CSP violation is reported as an error, so any one fails the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
          )
        })
      })
      page.on('pageerror', (error) =>
        errors.push(`pageerror: ${error.message}`),
      )
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console: ${message.text()}`)
      })
      await use(errors)
      expect(
        errors.filter((text) => !/Failed to load resource/.test(text)),
      ).toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * The page clock's reading each time the page sends `method` to the API's
 * `/pets` collection: with page.clock installed, waits are judged in the
 * page's time, which the test moves on, not in the machine's. (Read as the
 * request event arrives, so a reading may be late by the event's delivery,
 * never early.)
 */
export function recordSendTimes(page: Page, method: 'GET' | 'POST') {
  const sentAt: Promise<number>[] = []
  page.on('request', (request) => {
    if (
      request.method() === method &&
      new URL(request.url()).pathname.endsWith('/v1/pets')
    )
      // NaN (failing the comparison) if the page navigated meanwhile.
      sentAt.push(page.evaluate(() => Date.now()).catch(() => Number.NaN))
  })
  return { all: () => Promise.all(sentAt) }
}
