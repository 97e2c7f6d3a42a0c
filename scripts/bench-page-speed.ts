// Page speed for /animals, measured in Chromium with PerformanceObserver
// (not Lighthouse): mobile profile, 4× CPU slowdown, slow-4G-like network,
// cold cache, median of several runs.
import type { Browser, Page } from '@playwright/test'
import {
  CPU_SLOWDOWN,
  MOBILE,
  type Mode,
  newContext,
  throttle,
} from './bench-browser.ts'
import { resetMock } from './bench-servers.ts'

export interface PageSpeedRun {
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Tag and class of the largest contentful paint element. */
  lcpElement: string
  longTasks: number
  /** Elements that moved in counted layout shifts, to tell what to fix. */
  shifted: string[]
  /** When the first list response had fully arrived: what LCP waits for. */
  listResponseEnd: number | null
  /** When the first list request was started, after navigation (issue 25: the boot step's). */
  listStart: number | null
}

export interface PageSpeed {
  runs: PageSpeedRun[]
  median: Pick<PageSpeedRun, 'fcp' | 'lcp' | 'tbt' | 'cls'> & {
    listResponseEnd: number | null
    listStart: number | null
  }
  /** The LCP element most runs reported. */
  lcpElement: string
}

/** How long the page must stay free of long tasks and network activity to count as settled. */
export const QUIET_MS = 3_000
const BLOCKING_THRESHOLD_MS = 50

export interface Collected {
  fcp: number | null
  lcp: number | null
  lcpElement: string
  shifts: { value: number; startTime: number; nodes: string[] }[]
  longTasks: { startTime: number; duration: number }[]
}

export interface BenchWindow {
  __bench?: Collected
}

/** What the page logs once settled; waiting for it costs the page nothing. */
const SETTLED = '__bench:settled'

// Runs in the page before any of its scripts, so nothing is missed; buffered
// observers also pick up entries recorded before they were created. It also
// tells when the page has settled (rows shown, then no long task or response
// for `quietMs`) by logging SETTLED: polling with page.evaluate would inject
// Playwright's own script into the page while it loads, about 50-70 ms of
// main-thread work at 4x CPU on the very path being measured.
export function installCollector(quietMs: number) {
  const state: Collected = {
    fcp: null,
    lcp: null,
    lcpElement: '',
    shifts: [],
    longTasks: [],
  }
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)'
    const classes = [...node.classList].map((name) => `.${name}`).join('')
    return `${node.tagName.toLowerCase()}${classes}`
  }
  ;(window as BenchWindow).__bench = state
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry))
      // `buffered` is what `type` observation supports; a type this Chromium
      // lacks throws here and fails the run loudly rather than reading zero.
      .observe({ type, buffered: true })
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  })
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime
    state.lcpElement = describe(
      (entry as PerformanceEntry & { element: Element | null }).element,
    )
  })
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node | null }[]
    }
    if (!shift.hadRecentInput)
      state.shifts.push({
        value: shift.value,
        startTime: shift.startTime,
        nodes: (shift.sources ?? []).map((source) => describe(source.node)),
      })
  })
  observe('longtask', (entry) => {
    state.longTasks.push({
      startTime: entry.startTime,
      duration: entry.duration,
    })
  })
  const settled = () => {
    if (!document.querySelector('table tbody tr')) return false
    const lastTask = state.longTasks.reduce(
      (last, task) => Math.max(last, task.startTime + task.duration),
      0,
    )
    const lastResponse = performance
      .getEntriesByType('resource')
      .reduce(
        (last, entry) =>
          Math.max(last, (entry as PerformanceResourceTiming).responseEnd),
        0,
      )
    return performance.now() - Math.max(lastTask, lastResponse) >= quietMs
  }
  const timer = setInterval(() => {
    if (!settled()) return
    clearInterval(timer)
    console.debug('__bench:settled')
  }, 250)
}

/** Call before navigating: resolves once the page logs that it has settled. */
export function settledOf(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === SETTLED,
    timeout: 60_000,
  })
}

/** CLS as Chrome reports it: the worst session window (gaps < 1 s, at most 5 s). */
function cumulativeLayoutShift(
  shifts: { value: number; startTime: number }[],
): number {
  let worst = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of shifts) {
    if (
      shift.startTime - previous >= 1_000 ||
      shift.startTime - windowStart >= 5_000
    ) {
      current = 0
      windowStart = shift.startTime
    }
    current += shift.value
    previous = shift.startTime
    worst = Math.max(worst, current)
  }
  return worst
}

/**
 * Total blocking time as Lighthouse defines it: for each long task after
 * first contentful paint, the part beyond 50 ms. A task that straddles FCP
 * counts only from FCP. Lighthouse stops at Time to Interactive; here the
 * page is watched until it has been quiet for QUIET_MS, which for a page
 * that settles ends at the same point.
 */
function totalBlockingTime(
  tasks: { startTime: number; duration: number }[],
  fcp: number,
): number {
  return tasks.reduce((total, task) => {
    const end = task.startTime + task.duration
    const start = Math.max(task.startTime, fcp)
    return total + Math.max(0, end - start - BLOCKING_THRESHOLD_MS)
  }, 0)
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

async function measureOnce(
  browser: Browser,
  mode: Mode,
  url: string,
): Promise<PageSpeedRun> {
  // Same data and rate-limit window every run.
  await resetMock()
  // A fresh context each run: cold HTTP cache, no service worker, no storage.
  const context = await newContext(browser, mode, MOBILE)
  try {
    await context.addInitScript(installCollector, QUIET_MS)
    const page = await context.newPage()
    await throttle(context, page, { cpu: CPU_SLOWDOWN, network: true })
    const settled = settledOf(page)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await settled
    const state = await page.evaluate(
      () => (window as BenchWindow).__bench ?? null,
    )
    const [listStart, listResponseEnd] = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => /\/pets\?/.test(entry.name)) as
        PerformanceResourceTiming | undefined
      return [list?.startTime ?? null, list?.responseEnd ?? null]
    })
    if (state?.fcp == null || state.lcp === null)
      throw new Error(`No paint entries recorded for ${url}`)
    return {
      fcp: state.fcp,
      lcp: state.lcp,
      tbt: totalBlockingTime(state.longTasks, state.fcp),
      cls: cumulativeLayoutShift(state.shifts),
      lcpElement: state.lcpElement,
      longTasks: state.longTasks.length,
      shifted: [...new Set(state.shifts.flatMap((shift) => shift.nodes))],
      listResponseEnd,
      listStart,
    }
  } finally {
    await context.close()
  }
}

export async function measurePageSpeed(
  browser: Browser,
  mode: Mode,
  url: string,
  runs: number,
): Promise<PageSpeed> {
  const results: PageSpeedRun[] = []
  for (let run = 0; run < runs; run++)
    results.push(await measureOnce(browser, mode, url))
  const elements = new Map<string, number>()
  for (const { lcpElement } of results)
    elements.set(lcpElement, (elements.get(lcpElement) ?? 0) + 1)
  return {
    runs: results,
    median: {
      fcp: median(results.map((run) => run.fcp)),
      lcp: median(results.map((run) => run.lcp)),
      tbt: median(results.map((run) => run.tbt)),
      cls: median(results.map((run) => run.cls)),
      listResponseEnd: results.every((run) => run.listResponseEnd !== null)
        ? median(results.map((run) => run.listResponseEnd ?? NaN))
        : null,
      listStart: results.every((run) => run.listStart !== null)
        ? median(results.map((run) => run.listStart ?? NaN))
        : null,
    },
    lcpElement:
      [...elements.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
  }
}
