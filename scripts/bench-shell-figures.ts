// Issue 17's figures, side by side from one run: demo against production
// LCP, the repeat visit with the app shell's service worker, the cold LCP
// against the floor with our bytes, the first load (the service worker's own
// scripts apart), and the offline reopen.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { OfflineReopen } from './bench-offline.ts'
import { kb, ms, type Section, type Verdict } from './bench-report.ts'
import type { ColdFloors, Repeat } from './bench-repeat.ts'

/**
 * Issue 17, section 3. Its first-load target (106 KB by the manifest) gave
 * way to the gate of decision 004, which the first-load section checks.
 */
export const SHELL_TARGETS = {
  demoMinusLiveLcpMs: 100,
  repeatLcpMs: 500,
  lcpFloorRatio: 1.2,
} as const

/** The service worker's script and the Workbox runtime it imports, gzip -9: not part of any page's first load. */
export function serviceWorkerSize(outDir: string): {
  files: { file: string; gzip: number }[]
  total: number
} {
  const files = readdirSync(outDir)
    .filter((file) => /^(sw|workbox-[\w-]+)\.js$/.test(file))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    }))
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) }
}

export interface ShellFigures {
  liveLcp: number
  demoLcp: number
  repeat: Repeat
  floors: ColdFloors
  /** As the gate counts it, and by the manifest's static graph. */
  firstLoad: number
  manifestFirstLoad: number
  serviceWorker: ReturnType<typeof serviceWorkerSize>
  offline: OfflineReopen
}

export function shellSection(
  figures: ShellFigures,
  check: (name: string, pass: boolean) => Verdict,
): Section {
  const { liveLcp, demoLcp, repeat, offline } = figures
  const gap = demoLcp - liveLcp
  const signed = (value: number) =>
    `${value < 0 ? '−' : '+'}${ms(Math.abs(value))}`
  const served = repeat.runs.filter((run) => run.fromServiceWorker).length
  return {
    title:
      'ISSUE 17: demo in the page, the app shell offline (same phone profile, one run)',
    rows: [
      {
        measure: 'Demo LCP minus Production LCP',
        value: `${signed(gap)} (${ms(demoLcp)} − ${ms(liveLcp)})`,
        target: `≤ +${ms(SHELL_TARGETS.demoMinusLiveLcpMs)}`,
        verdict: check(
          'demo as fast as production',
          gap <= SHELL_TARGETS.demoMinusLiveLcpMs,
        ),
      },
      {
        measure: 'Repeat-visit LCP, with the service worker',
        value: ms(repeat.median.lcp),
        target: `≤ ${ms(SHELL_TARGETS.repeatLcpMs)}`,
        verdict: check(
          'repeat visit under half a second',
          repeat.median.lcp <= SHELL_TARGETS.repeatLcpMs,
        ),
      },
      {
        measure: 'Cold LCP ÷ floor with our bytes, Production',
        value: `${figures.floors.withOurBytesRatio.toFixed(2)}× (${ms(liveLcp)} ÷ ${ms(figures.floors.withOurBytesMs)})`,
        target: `≤ ${SHELL_TARGETS.lcpFloorRatio}×`,
        verdict: check(
          'cold LCP within 20% of the floor with our bytes',
          figures.floors.withOurBytesRatio <= SHELL_TARGETS.lcpFloorRatio,
        ),
      },
      {
        measure: 'First load of /animals, as fetched (JS + CSS)',
        value: `${kb(figures.firstLoad)} (manifest's static graph ${kb(figures.manifestFirstLoad)})`,
      },
      {
        measure: '  the service worker, apart',
        value: kb(figures.serviceWorker.total),
      },
      {
        measure: 'Offline reopen of /animals after one visit',
        value: offline.opened
          ? `${offline.rows} rows, ${offline.attempted} requests attempted`
          : 'did not open',
        target: 'rows, 0 requests',
        verdict: check(
          'offline reopen',
          offline.opened &&
            offline.rows > 0 &&
            offline.note &&
            offline.attempted === 0,
        ),
      },
    ],
    notes: [
      `Repeat visits served by the service worker: ${served} of ${repeat.runs.length}.`,
      `Service worker files: ${figures.serviceWorker.files.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ') || 'none'}; fetched once, after the first visit's rows.`,
      `Offline reopen: ${offline.note ? 'the offline note was shown' : 'no offline note'}.`,
    ],
  }
}
