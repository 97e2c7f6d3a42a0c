// The bench's page-speed section for /animals on the phone profile: the cold
// visit's paint, blocking and shift in both builds, cold LCP against its
// floors, and the repeat visit. Targets apply to Production only.
import { CPU_SLOWDOWN, MOBILE, type Mode, SLOW_4G } from './bench-browser.ts'
import type { PageSpeed } from './bench-page-speed.ts'
import {
  AWAY_MS,
  type ColdFloors,
  floorNotes,
  type Repeat,
} from './bench-repeat.ts'
import {
  type Check,
  MODE_LABEL,
  ms,
  type Row,
  type Section,
} from './bench-report.ts'
import { SAME_ORIGIN_API_PATH } from './bench-servers.ts'

export interface SpeedFigures {
  speed: Record<Mode, PageSpeed>
  repeat: Repeat
  floors: ColdFloors
}

export interface SpeedOptions {
  /** Runs each median is taken of. */
  runs: number
  targets: {
    lcpMs: number
    tbtMs: number
    cls: number
    lcpFloorRatio: number
    repeatLcpMs: number
  }
  /** Production's API under the desk's own origin (--same-origin). */
  sameOrigin: boolean
}

/** A cold visit's medians, checked against the targets for Production. */
function speedRows(
  mode: Mode,
  speed: PageSpeed,
  targets: SpeedOptions['targets'],
  check: Check,
): Row[] {
  const median = speed.median
  const targeted = mode === 'live'
  const label = MODE_LABEL[mode]
  const row = (
    name: string,
    value: string,
    target: string,
    pass: boolean,
  ): Row => ({
    measure: `${name}, ${label}`,
    value,
    target: targeted ? target : '',
    verdict: targeted ? check(`${name}, ${label}`, pass) : '',
  })
  return [
    { measure: `First contentful paint, ${label}`, value: ms(median.fcp) },
    row(
      'Largest contentful paint',
      ms(median.lcp),
      `≤ ${ms(targets.lcpMs)}`,
      median.lcp <= targets.lcpMs,
    ),
    row(
      'Total blocking time',
      ms(median.tbt),
      `≤ ${ms(targets.tbtMs)}`,
      median.tbt <= targets.tbtMs,
    ),
    row(
      'Cumulative layout shift',
      median.cls.toFixed(3),
      `= ${targets.cls}`,
      median.cls <= targets.cls,
    ),
  ]
}

/** Cold LCP against both floors, and the repeat visit's LCP. */
function repeatRows(
  { speed, repeat, floors }: SpeedFigures,
  targets: SpeedOptions['targets'],
  check: Check,
): Row[] {
  const lcp = ms(speed.live.median.lcp)
  return [
    {
      measure: 'Cold LCP ÷ fixed floor, Production',
      value: `${floors.fixedRatio.toFixed(2)}× (${lcp} ÷ ${ms(floors.fixedMs)})`,
    },
    {
      measure: 'Cold LCP ÷ floor with our bytes, Production',
      value: `${floors.withOurBytesRatio.toFixed(2)}× (${lcp} ÷ ${ms(floors.withOurBytesMs)})`,
      target: `≤ ${targets.lcpFloorRatio}×`,
      verdict: check(
        'cold LCP within 10% of the floor with our bytes',
        floors.withOurBytesRatio <= targets.lcpFloorRatio,
      ),
    },
    {
      measure: 'Largest contentful paint, repeat visit',
      value: ms(repeat.median.lcp),
      target: `≤ ${ms(targets.repeatLcpMs)}`,
      verdict: check(
        'repeat-visit LCP',
        repeat.median.lcp <= targets.repeatLcpMs,
      ),
    },
  ]
}

function speedNotes(
  { speed, repeat, floors }: SpeedFigures,
  sameOrigin: boolean,
): string[] {
  const modes = ['live', 'demo'] as const
  const shifted = (mode: Mode) => [
    ...new Set(speed[mode].runs.flatMap((run) => run.shifted)),
  ]
  const listStart = speed.live.median.listStart
  return [
    ...floorNotes(floors),
    `Repeat visit: a second visit in the same browser profile, the kept rows aged ${AWAY_MS / 60_000} min; kept rows shown with “refreshing…” in ${repeat.runs.filter((run) => run.refreshing).length} of ${repeat.runs.length} runs; API requests per repeat visit: ${repeat.runs.map((run) => run.requests).join(', ')}; LCP element ${repeat.runs[0]?.lcpElement ?? 'none'}.`,
    `Largest contentful paint element: ${speed.live.lcpElement} (Production), ${speed.demo.lcpElement} (Demo).`,
    `Production's API: ${sameOrigin ? `under the desk's origin (${SAME_ORIGIN_API_PATH}, --same-origin): no preflight` : 'another origin: each request preflighted'}; the list request started ${listStart === null ? 'at no time seen' : `${ms(listStart)} after navigation`}.`,
    ...modes.flatMap((mode) => {
      const at = speed[mode].median.listResponseEnd
      return at === null
        ? []
        : [
            `${MODE_LABEL[mode]}: the first list response had arrived at ${ms(at)}.`,
          ]
    }),
    ...modes
      .filter((mode) => shifted(mode).length)
      .map(
        (mode) =>
          `Layout shifts in ${MODE_LABEL[mode]} moved: ${shifted(mode).join(', ')}.`,
      ),
    'Targets apply to Production; Demo is shown for information.',
  ]
}

/**
 * The table's section for page speed. The floor and repeat-visit rows are
 * checked first, as they always were, so results.json lists its checks in
 * the same order from run to run.
 */
export function speedSection(
  figures: SpeedFigures,
  options: SpeedOptions,
  check: Check,
): Section {
  const { speed } = figures
  const { targets } = options
  const floorAndRepeat = repeatRows(figures, targets, check)
  return {
    title: `PAGE SPEED /animals: Chromium, mobile ${MOBILE.viewport?.width ?? 0}×${MOBILE.viewport?.height ?? 0}, ${CPU_SLOWDOWN}× CPU, ${SLOW_4G.latencyMs} ms RTT, ${SLOW_4G.downloadKbps / 1000} Mbps down / ${SLOW_4G.uploadKbps} kbps up, cold cache, median of ${options.runs}`,
    rows: [
      ...speedRows('live', speed.live, targets, check),
      ...floorAndRepeat,
      ...speedRows('demo', speed.demo, targets, check),
    ],
    notes: speedNotes(figures, options.sameOrigin),
  }
}
