// Repeat visits and the cold visit's floor (issue 11). A repeat visit is a
// second visit to /animals in the same browser profile, on the same phone
// profile as the page-speed figures: the HTTP cache, and the animals kept in
// Web Storage, are what the first visit left.
import type { Browser } from '@playwright/test'
import {
  CPU_SLOWDOWN,
  MOBILE,
  newContext,
  SLOW_4G,
  throttle,
} from './bench-browser.ts'
import {
  type BenchWindow,
  installCollector,
  median,
  QUIET_MS,
  settledOf,
} from './bench-page-speed.ts'
import { serviceWorkerReady } from './bench-offline.ts'
import { kb, ms } from './bench-report.ts'
import { mockRequests, resetMock } from './bench-servers.ts'

/**
 * Round trips a cold visit cannot avoid, one after the other: the page, its
 * scripts (preloaded together), the CORS preflight (the bearer header makes
 * every cross-origin API request preflighted) and GET /pets.
 */
export const COLD_ROUND_TRIPS = 4

/** The least a cold LCP can be on the bench's network: round trips × RTT + bytes ÷ bandwidth. */
export function coldFloorMs(bytes: number): number {
  return (
    COLD_ROUND_TRIPS * SLOW_4G.latencyMs + (bytes * 8) / SLOW_4G.downloadKbps // bits ÷ (kbit/s) = ms
  )
}

/** React DOM, TanStack Query and zod, gzip: what the pinned stack alone weighs (decision 004). */
export const STACK_BYTES = 84_000

/**
 * The floor cold LCP is reported against (decision 004): the round trips and
 * the stack's own bytes, 2.02 s on the phone profile. It does not grow with
 * our bytes, so each KB of ours shows in the ratio as what it costs (5 ms).
 */
export const FIXED_FLOOR_MS = coldFloorMs(STACK_BYTES)

export interface ColdFloors {
  /** The fixed floor, and cold LCP ÷ it. */
  fixedMs: number
  fixedRatio: number
  /** The floor with our own first load in place of the stack's bytes (issue 11), and cold LCP ÷ it. */
  withOurBytesMs: number
  withOurBytesRatio: number
  /** The first load those were computed with. */
  ourBytes: number
}

export function coldFloors(lcp: number, ourBytes: number): ColdFloors {
  const withOurBytesMs = coldFloorMs(ourBytes)
  return {
    fixedMs: FIXED_FLOOR_MS,
    fixedRatio: lcp / FIXED_FLOOR_MS,
    withOurBytesMs,
    withOurBytesRatio: lcp / withOurBytesMs,
    ourBytes,
  }
}

/** How each floor is made up, for the table's notes. */
export function floorNotes(floors: ColdFloors): string[] {
  const trips = `${COLD_ROUND_TRIPS} round trips in a row (page, scripts, CORS preflight, GET /pets) × ${SLOW_4G.latencyMs} ms`
  const at = `at ${SLOW_4G.downloadKbps / 1000} Mbps`
  return [
    `Fixed floor (decision 004): ${trips} + the stack's own ${kb(STACK_BYTES)} (react-dom, TanStack Query, zod) ${at} = ${ms(floors.fixedMs)}; each KB of ours costs ${(8_000 / SLOW_4G.downloadKbps).toFixed(0)} ms on top.`,
    `Floor with our bytes (issue 11, grows with them): ${trips} + the first load's ${kb(floors.ourBytes)} ${at} = ${ms(floors.withOurBytesMs)}.`,
  ]
}

/** How long staff were away between the two visits. */
export const AWAY_MS = 3 * 60_000

export interface RepeatRun {
  lcp: number
  lcpElement: string
  /** What the summary said at LCP's moment: the kept rows, with their age. */
  refreshing: boolean
  /** API requests the repeat visit sent (CORS preflights excluded). */
  requests: number
  /** The repeat visit was served by the app shell's service worker. */
  fromServiceWorker: boolean
}

export interface Repeat {
  runs: RepeatRun[]
  median: { lcp: number }
}

/** LCP once the page has settled; `settled` is settledOf(page), taken before navigating. */
async function lcpOf(
  page: import('@playwright/test').Page,
  settled: Promise<unknown>,
) {
  await settled
  return page.evaluate(() => {
    const state = (window as BenchWindow).__bench
    return {
      lcp: state?.lcp ?? NaN,
      lcpElement: state?.lcpElement ?? '',
    }
  })
}

async function repeatOnce(browser: Browser, url: string): Promise<RepeatRun> {
  await resetMock()
  const context = await newContext(browser, 'live', MOBILE)
  try {
    await context.addInitScript(installCollector, QUIET_MS)
    // Whether the first paint with rows said they were being refreshed.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const summary = document.querySelector('.list-summary')
        if (!summary) return
        ;(window as { __refreshing?: boolean }).__refreshing =
          /refreshing/.test(summary.textContent)
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    await throttle(context, page, { cpu: CPU_SLOWDOWN, network: true })
    const firstSettled = settledOf(page)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await lcpOf(page, firstSettled)
    // The app shell's worker (decision 013) is installed by the first visit:
    // the repeat visit's page and scripts come from it, with no round trip.
    await serviceWorkerReady(page)
    // Staff come back a few minutes later, not within the list's 30 s
    // staleTime (which would rightly send nothing): the kept rows are made
    // AWAY_MS older, so the repeat visit shows them and asks the server again.
    await page.evaluate(
      ({ key, awayMs }) => {
        const raw = localStorage.getItem(key)
        if (!raw) throw new Error('The first visit kept no rows')
        const snapshot = JSON.parse(raw) as {
          savedAt: number
          state: { queries: { state: { dataUpdatedAt: number } }[] }
        }
        snapshot.savedAt -= awayMs
        for (const query of snapshot.state.queries)
          query.state.dataUpdatedAt -= awayMs
        localStorage.setItem(key, JSON.stringify(snapshot))
      },
      { key: 'adoption-desk:animals-cache', awayMs: AWAY_MS },
    )
    const before = (await mockRequests()).length
    const settled = settledOf(page)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const { lcp, lcpElement } = await lcpOf(page, settled)
    const refreshing = await page.evaluate(
      () => (window as { __refreshing?: boolean }).__refreshing ?? false,
    )
    const fromServiceWorker = await page.evaluate(
      () => navigator.serviceWorker.controller !== null,
    )
    return {
      lcp,
      lcpElement,
      refreshing,
      fromServiceWorker,
      requests: (await mockRequests()).length - before,
    }
  } finally {
    await context.close()
  }
}

export async function measureRepeat(
  browser: Browser,
  url: string,
  runs: number,
): Promise<Repeat> {
  const results: RepeatRun[] = []
  for (let run = 0; run < runs; run++)
    results.push(await repeatOnce(browser, url))
  return {
    runs: results,
    median: { lcp: median(results.map((run) => run.lcp)) },
  }
}
