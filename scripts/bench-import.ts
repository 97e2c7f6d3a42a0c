// Import bench: 120 animals through the import page on the Free plan
// (60 requests a minute), against the mock server, whose rate limiter is set
// to the same 60 a minute. Counted by the server: how many 429s the import
// provoked (target 0) and how long it took (target: within 10 % of the
// plan's pace, 2 minutes). Part of `npm run bench`; on its own:
//
//   E2E_PORT_OFFSET=<offset> npx tsx scripts/bench-import.ts
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
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
import { type Check, ms, type Section } from './bench-report.ts'

export const IMPORT_ROWS = 120
/** Free plan: 60 a minute, so 120 rows take 2 minutes at its pace. */
export const IMPORT_TARGET_MS = (IMPORT_ROWS / 60) * 60_000
export const IMPORT_TOLERANCE = 0.1

export interface ImportBench {
  rows: number
  posts: number
  /** 429 answers from the server while the import ran. */
  rateLimited: number
  /** Server clock: first POST received to last POST received. */
  serverSpanMs: number
  /** Page clock: "Import 120 animals" pressed to "Import finished" shown. */
  pageMs: number
  added: number
}

export async function measureImport(
  browser: Browser,
  origin: string,
): Promise<ImportBench> {
  await resetMock()
  const context = await newContext(browser, 'live')
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/animals/import`)
    const rows = Array.from(
      { length: IMPORT_ROWS },
      (_, index) => `Bench animal ${index + 1}\t${(index % 6) + 1}\tavailable`,
    )
    await page
      .getByLabel('Rows')
      .fill(['name\tcategoryId\tstatus', ...rows].join('\n'))
    await page.getByRole('button', { name: 'Check rows' }).click()
    const button = page.getByRole('button', {
      name: `Import ${IMPORT_ROWS} animals`,
    })
    await button.waitFor({ timeout: 15_000 })
    const startedAt = Date.now()
    await button.click()
    await page
      .getByRole('heading', { name: 'Import finished' })
      .waitFor({ timeout: IMPORT_TARGET_MS * 2 })
    const pageMs = Date.now() - startedAt
    const summary = (await page.locator('.import-summary').textContent()) ?? ''
    const requests = await mockRequests()
    const posts = requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/pets',
    )
    const first = posts[0]?.at ?? 0
    const last = posts.at(-1)?.at ?? 0
    return {
      rows: IMPORT_ROWS,
      posts: posts.length,
      rateLimited: requests.filter((request) => request.status === 429).length,
      serverSpanMs: last - first,
      pageMs,
      added: Number(/(\d+) added/.exec(summary)?.[1] ?? 0),
    }
  } finally {
    await context.close()
  }
}

export function importWithinTarget(result: ImportBench): boolean {
  return (
    Math.abs(result.pageMs - IMPORT_TARGET_MS) <=
    IMPORT_TARGET_MS * IMPORT_TOLERANCE
  )
}

// Run on its own: build, serve, measure, print.
if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = join(BENCH_TMP, 'import-live')
  await buildApp(outDir, {
    VITE_BASE_URL: `${MOCK_ORIGIN}/v1`,
    VITE_STAGING_BASE_URL: `${MOCK_ORIGIN}/staging/v1`,
  })
  const mock = await startMockServer()
  const app = await previewApp(outDir, PORTS.live)
  const browser = await launchChromium()
  try {
    const result = await measureImport(browser, app.url)
    console.log(JSON.stringify(result, null, 2))
    console.log(
      `429s: ${result.rateLimited} (target 0); ${(result.pageMs / 1000).toFixed(1)} s against ${IMPORT_TARGET_MS / 1000} s ± ${IMPORT_TOLERANCE * 100} %: ${importWithinTarget(result) ? 'met' : 'missed'}`,
    )
  } finally {
    await browser.close()
    await app.stop()
    await mock.stop()
  }
}

/** The table's section for the import at the plan's pace. */
export function importSection(importRun: ImportBench, check: Check): Section {
  const importSection: Section = {
    title: `IMPORT: ${importRun.rows} rows, Free plan (60 a minute), Production build against the mock API limited to 60 a minute`,
    rows: [
      {
        measure: '429 answers provoked',
        value: String(importRun.rateLimited),
        target: '0',
        verdict: check('import provokes no 429', importRun.rateLimited === 0),
      },
      {
        measure: 'Import pressed → finished',
        value: ms(importRun.pageMs),
        target: `${ms(IMPORT_TARGET_MS)} ± ${IMPORT_TOLERANCE * 100}%`,
        verdict: check(
          'import at the plan’s pace',
          importWithinTarget(importRun),
        ),
      },
    ],
    notes: [
      `The server received ${importRun.posts} POST /pets, first to last ${ms(importRun.serverSpanMs)} apart; the page reported ${importRun.added} added.`,
    ],
  }
  return importSection
}
