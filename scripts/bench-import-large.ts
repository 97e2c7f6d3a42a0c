// The large import (issue 22, defect 6): N rows on the Business plan (1,000
// requests a minute, so 60 ms a row) against the mock server limited to the
// same 1,000 a minute. Reports how long Check rows takes, the time per row
// early (row 100) and late (row 9,000: its cost must not grow with the job),
// and the page's long tasks while it sends (a PerformanceObserver for
// `longtask`). Takes over 10 minutes for 10,000 rows, so it is not part of
// the default run:
//
//   npm run bench -- --import 10000
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { launchChromium, newContext } from './bench-browser.ts'
import {
  BENCH_TMP,
  buildApp,
  MOCK_ORIGIN,
  mockRequests,
  PORTS,
  previewApp,
  resetMock,
  startMockServer,
} from './bench-servers.ts'

const PER_MINUTE = 1_000
const PACE_MS = 60_000 / PER_MINUTE
/** Rows either side of the one measured: the pace averaged over 20 rows. */
const SPAN = 10

export interface LargeImport {
  rows: number
  checkMs: number
  /** Milliseconds between POSTs at row 100 and at row 9,000 (or near the end), by the server's clock. */
  early: { row: number; ms: number }
  late: { row: number; ms: number }
  /** Long tasks (over 50 ms) while it sent, and the longest. */
  longTasks: number
  longestTaskMs: number
  /** Long tasks while Check rows ran, and the longest. */
  checkLongestTaskMs: number
  rateLimited: number
  posts: number
  pageMs: number
  summary: string
}

/** Started before the app: every long task of the page, with its start. */
function observeLongTasks() {
  const seen: { start: number; duration: number }[] = []
  ;(globalThis as { __longTasks?: typeof seen }).__longTasks = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const longTasksSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (
        (globalThis as { __longTasks?: { start: number; duration: number }[] })
          .__longTasks ?? []
      ).filter((task) => task.start >= from),
    since,
  )

const pageNow = (page: Page) => page.evaluate(() => performance.now())

export async function measureLargeImport(
  browser: Browser,
  origin: string,
  count: number,
): Promise<LargeImport> {
  await resetMock({ limit: PER_MINUTE })
  const context = await newContext(browser, 'live')
  await context.addInitScript(() => {
    localStorage.setItem(
      'adoption-desk:plan',
      JSON.stringify({ plan: 'business' }),
    )
  })
  await context.addInitScript(observeLongTasks)
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/animals/import`)
    const lines = Array.from(
      { length: count },
      (_, index) => `Bench animal ${index + 1}\t${(index % 6) + 1}\tavailable`,
    )
    // Chosen as a file, as a person with 10,000 rows would: reading it runs Check rows.
    const checkFrom = await pageNow(page)
    await page.getByLabel('CSV file').setInputFiles({
      name: 'bench.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(['name\tcategoryId\tstatus', ...lines].join('\n')),
    })
    const button = page.getByRole('button', {
      name: `Import ${count} animals`,
    })
    await page
      .getByRole('heading', { name: /ready, \d+ with problems/ })
      .waitFor({ timeout: 120_000 })
    await button.waitFor({ timeout: 120_000 })
    const checkMs = (await pageNow(page)) - checkFrom
    const checkTasks = await longTasksSince(page, checkFrom)

    const sendFrom = await pageNow(page)
    const startedAt = Date.now()
    await button.click()
    await page
      .getByRole('heading', { name: 'Import finished' })
      .waitFor({ timeout: count * PACE_MS * 3 + 120_000 })
    const pageMs = Date.now() - startedAt
    const tasks = await longTasksSince(page, sendFrom)
    const summary = (await page.locator('.import-summary').textContent()) ?? ''
    const requests = await mockRequests()
    const posts = requests
      .filter(
        (request) =>
          request.method === 'POST' &&
          request.path === '/v1/pets' &&
          request.status === 201,
      )
      .map((request) => request.at)
    const paceAt = (row: number) => {
      const at = Math.min(Math.max(row, SPAN), posts.length - 1 - SPAN)
      return {
        row: at,
        ms: ((posts[at + SPAN] ?? 0) - (posts[at - SPAN] ?? 0)) / (2 * SPAN),
      }
    }
    return {
      rows: count,
      checkMs,
      early: paceAt(100),
      late: paceAt(9_000),
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      checkLongestTaskMs: Math.max(
        0,
        ...checkTasks.map((task) => task.duration),
      ),
      rateLimited: requests.filter((request) => request.status === 429).length,
      posts: posts.length,
      pageMs,
      summary,
    }
  } finally {
    await context.close()
  }
}

export function largeImportReport(result: LargeImport): string {
  const growth = result.late.ms / result.early.ms
  return [
    `IMPORT, ${result.rows.toLocaleString('en')} rows, Business plan (${PER_MINUTE.toLocaleString('en')} a minute, ${PACE_MS} ms a row), mock API limited to ${PER_MINUTE.toLocaleString('en')} a minute`,
    `  File chosen → Check rows done: ${(result.checkMs / 1000).toFixed(2)} s (longest task meanwhile ${result.checkLongestTaskMs.toFixed(0)} ms)`,
    `  Time per row at row ${result.early.row}: ${result.early.ms.toFixed(1)} ms; at row ${result.late.row}: ${result.late.ms.toFixed(1)} ms (growth ${growth.toFixed(2)}×, target at most 1.5×, each close to ${PACE_MS} ms)`,
    `  Long tasks while sending: ${result.longTasks}, the longest ${result.longestTaskMs.toFixed(0)} ms (target: none over 50 ms)`,
    `  Import pressed → finished: ${(result.pageMs / 1000).toFixed(1)} s (${((result.rows * PACE_MS) / 1000).toFixed(0)} s at the plan's pace); ${result.posts} POSTs created, ${result.rateLimited} answered 429; page: ${result.summary}`,
  ].join('\n')
}

/** `npm run bench -- --import N`: builds, serves, measures and prints this alone. */
export async function runLargeImport(count: number): Promise<void> {
  const outDir = join(BENCH_TMP, 'import-large')
  await buildApp(outDir, {
    VITE_BASE_URL: `${MOCK_ORIGIN}/v1`,
    VITE_STAGING_BASE_URL: `${MOCK_ORIGIN}/staging/v1`,
  })
  const mock = await startMockServer()
  const app = await previewApp(outDir, PORTS.live)
  const browser = await launchChromium()
  try {
    console.log(
      largeImportReport(await measureLargeImport(browser, app.url, count)),
    )
  } finally {
    await browser.close()
    await app.stop()
    await mock.stop()
  }
}
