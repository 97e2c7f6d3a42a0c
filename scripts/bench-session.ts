// Requests per session: a scripted visit against the mock server, counted by
// the server itself (its admin log), so nothing the browser hides (cache,
// service worker) can flatter the number. CORS preflights are not API
// requests and the mock server does not log them.
import type { Browser, Page } from '@playwright/test'
import { newContext } from './bench-browser.ts'
import { type MockRequest, mockRequests, resetMock } from './bench-servers.ts'
import { type Check, ms, type Section } from './bench-report.ts'

/** The animals list's staleTime (src/app/query-client.ts). */
export const LIST_FRESH_MS = 30_000

export interface SessionStep {
  name: string
  /** API requests the step caused, as "METHOD /path?query". */
  requests: string[]
}

export interface SessionResult {
  steps: SessionStep[]
  total: number
  /** Distinct GET views (path + query) and how often each was fetched. */
  views: { view: string; fetches: number }[]
  /** Views fetched again while still fresh (less than LIST_FRESH_MS apart). */
  refetchedWhileFresh: string[]
  /** Calls to the deprecated GET /pets/{petId}. */
  deprecatedCalls: number
  /** How long the session took, to show it stayed within the freshness time. */
  durationMs: number
}

const STATUS_LABELS = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Adopted',
} as const

/** The list shows the view: its summary names the status (or none), and the rows have arrived. */
async function waitForList(
  page: Page,
  view: { status?: keyof typeof STATUS_LABELS; rows?: number },
) {
  const table = page.getByRole('table', { name: 'Animals' })
  const summary = view.status
    ? page.getByRole('status').filter({
        hasText: `with status “${STATUS_LABELS[view.status]}”`,
      })
    : page.getByRole('status').filter({ hasText: /^Showing \d+ animals?\./ })
  await summary.waitFor({ timeout: 15_000 })
  if (view.rows !== undefined) {
    await table
      .getByRole('row')
      .nth(view.rows) // header row + view.rows data rows
      .waitFor({ timeout: 15_000 })
  }
}

function describe(request: MockRequest): string {
  return `${request.method} ${request.path}`
}

export async function runSession(
  browser: Browser,
  origin: string,
): Promise<SessionResult> {
  await resetMock()
  const context = await newContext(browser, 'live')
  const steps: SessionStep[] = []
  let seen = 0
  // Attributes the requests logged since the previous step to this one.
  async function step(name: string, action: () => Promise<void>) {
    await action()
    // Anything the step set off in the background has arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const log = await mockRequests()
    steps.push({ name, requests: log.slice(seen).map(describe) })
    seen = log.length
  }

  const started = Date.now()
  try {
    const page = await context.newPage()
    const status = page.getByLabel('Status')

    await step('Open /animals', async () => {
      await page.goto(`${origin}/animals`)
      await waitForList(page, { rows: 1 })
    })
    for (const value of ['available', 'pending', 'sold'] as const) {
      await step(`Status: ${STATUS_LABELS[value]}`, async () => {
        await status.selectOption(value)
        await waitForList(page, { status: value })
      })
    }
    await step('Status: All', async () => {
      await status.selectOption({ label: 'All' })
      await waitForList(page, {})
    })
    await step('Page size: 100', async () => {
      await page.getByLabel('Page size').selectOption('100')
      await waitForList(page, { rows: 100 })
    })
    await step('Open an animal from the list', async () => {
      await page
        .getByRole('table', { name: 'Animals' })
        .getByRole('link')
        .first()
        .click()
      await page.waitForURL(/\/animals\/\d+$/)
      await page.locator('h1').first().waitFor()
    })
    await step('Back to the list, Add animal', async () => {
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Animals', exact: true })
        .click()
      await waitForList(page, { rows: 1 })
      await page.getByRole('link', { name: 'Add animal' }).click()
      await page.getByRole('heading', { name: 'Add an animal' }).waitFor()
    })
    await step('Add one', async () => {
      await page.getByLabel('Name').fill('Bench Cat')
      await page.getByLabel('Category ID').fill('2')
      await page.getByLabel('Status').selectOption('available')
      await page.getByRole('button', { name: 'Add animal' }).click()
      await page
        .getByRole('heading', { name: 'Bench Cat was added' })
        .waitFor({ timeout: 15_000 })
    })
  } finally {
    await context.close()
  }
  const durationMs = Date.now() - started

  const log = await mockRequests()
  const gets = log.filter((request) => request.method === 'GET')
  const views = new Map<string, MockRequest[]>()
  for (const request of gets)
    views.set(request.path, [...(views.get(request.path) ?? []), request])
  const refetchedWhileFresh = [...views.entries()]
    .filter(([, fetches]) =>
      fetches.some(
        (fetch, index) =>
          index > 0 && fetch.at - (fetches[index - 1]?.at ?? 0) < LIST_FRESH_MS,
      ),
    )
    .map(([view]) => view)
  return {
    steps,
    total: log.length,
    views: [...views.entries()].map(([view, fetches]) => ({
      view,
      fetches: fetches.length,
    })),
    refetchedWhileFresh,
    deprecatedCalls: gets.filter((request) =>
      /^\/v1\/pets\/[^/?]+/.test(request.path),
    ).length,
    durationMs,
  }
}

/** The table's section for the scripted session. */
export function sessionSection(session: SessionResult, check: Check): Section {
  const repeated = session.views.filter((view) => view.fetches > 1)
  const sessionSection: Section = {
    title:
      'REQUESTS PER SESSION: Production build against the mock API, counted by the server',
    rows: [
      { measure: 'API requests in the session', value: String(session.total) },
      {
        measure: 'Distinct views fetched (GET)',
        value: repeated.length
          ? `${session.views.length}, ${repeated.length} more than once`
          : `${session.views.length}, each once`,
        target: 'each once',
        verdict: check('each view fetched once', repeated.length === 0),
      },
      {
        measure: `Fetched again within ${LIST_FRESH_MS / 1000} s (staleTime)`,
        value: session.refetchedWhileFresh.join(', ') || 'none',
        target: 'none',
        verdict: check(
          'nothing fetched twice while fresh',
          session.refetchedWhileFresh.length === 0,
        ),
      },
      {
        measure: 'Deprecated GET /pets/{petId} calls',
        value: String(session.deprecatedCalls),
        target: '0',
        verdict: check(
          'animal opened without the deprecated call',
          session.deprecatedCalls === 0,
        ),
      },
    ],
    notes: [
      ...session.steps.map(
        (step) => `${step.name}: ${step.requests.join(', ') || 'no request'}`,
      ),
      `The session took ${ms(session.durationMs)}.`,
    ],
  }
  return sessionSection
}
