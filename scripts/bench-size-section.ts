// The bench's first-load size section: each route's JS + CSS in both builds,
// what the demo adds, Swagger UI as the yardstick, and what the larger files
// are made of. The figures are worked out once here, since the page-speed
// floors, the shell section and bench/results.json use them too.
import { join } from 'node:path'
import type { Mode } from './bench-browser.ts'
import { composition, type Share } from './bench-composition.ts'
import type { DemoOnly, FirstLoad, Route } from './bench-first-load.ts'
import {
  type Check,
  kb,
  MODE_LABEL,
  type Row,
  type Section,
} from './bench-report.ts'
import type { SwaggerSize } from './bench-swagger.ts'
import {
  fetchedFirstLoad,
  FIRST_LOAD_CEILING,
  inlineCode,
} from './first-load-size.ts'

/** What the bench measured for the first load. */
export interface FirstLoadRun {
  byMode: Record<Mode, FirstLoad[]>
  demoOnly: DemoOnly
  swagger: SwaggerSize | { unavailable: string }
  /** Where each build is, for its source maps and index.html. */
  outDir: Record<Mode, string>
}

/** What the section and the results make of the run. */
export interface FirstLoadFigures {
  /** Production /animals as measured, JS + CSS. */
  liveAnimals: FirstLoad
  /** As the gate counts it: with any inline code of index.html. */
  gate: number
  /** Routes that showed “Page not found” in this build. */
  missingRoutes: Set<Route>
  compositions: { file: string; gzip: number; shares: Share[] | null }[]
  swagger: SwaggerSize | null
  /** Swagger UI ÷ Production /animals. */
  ratio: number | null
  /** Swagger UI with its standalone preset. */
  withPreset: number | null
}

export function firstLoadFigures(run: FirstLoadRun): FirstLoadFigures {
  const liveAnimals = run.byMode.live.find((load) => load.route === '/animals')
  if (!liveAnimals) throw new Error('No first-load figure for /animals')
  const swagger = 'unavailable' in run.swagger ? null : run.swagger
  return {
    liveAnimals,
    gate: fetchedFirstLoad(liveAnimals.assets, run.outDir.live).total,
    missingRoutes: new Set(
      [...run.byMode.live, ...run.byMode.demo]
        .filter((load) => load.heading === 'Page not found')
        .map((load) => load.route),
    ),
    compositions: compositionsOf(run),
    swagger,
    ratio: swagger ? swagger.gzip / liveAnimals.total : null,
    withPreset: swagger ? swagger.gzip + swagger.preset.gzip : null,
  }
}

// What the biggest JS files are made of, to tell what dominates a budget.
// Every JS file of 10 KB or more that Production fetches, and the MSW chunk.
function compositionsOf(run: FirstLoadRun): FirstLoadFigures['compositions'] {
  const liveJs = new Map(
    run.byMode.live
      .flatMap((load) => load.assets)
      .filter((asset) => asset.kind === 'js' && asset.gzip >= 10_000)
      .map((asset) => [asset.path, asset]),
  )
  const mswChunk = run.demoOnly.mswChunk
  return [
    ...[...liveJs.values()]
      .sort((a, b) => b.gzip - a.gzip)
      .map((asset) => ({ mode: 'live' as const, asset })),
    ...(mswChunk ? [{ mode: 'demo' as const, asset: mswChunk }] : []),
  ].map(({ mode, asset }) => ({
    file: asset.path,
    gzip: asset.gzip,
    shares: composition(join(run.outDir[mode], asset.path)),
  }))
}

const shortName = (path: string) => path.replace(/^\/(assets\/)?/, '')

// The five largest sources of at least 1%; the rest summed as "other".
function describeShares(shares: Share[]): string {
  const top = shares
    .filter((item) => item.source !== '(unmapped)' && item.share >= 0.01)
    .slice(0, 5)
  const rest = 1 - top.reduce((sum, item) => sum + item.share, 0)
  return [...top, ...(rest >= 0.01 ? [{ source: 'other', share: rest }] : [])]
    .map((item) => `${item.source} ${Math.round(item.share * 100)}%`)
    .join(', ')
}

/** The table's section for first-load size; the gate's figure is checked against its ceiling. */
export function sizeSection(
  run: FirstLoadRun,
  figures: FirstLoadFigures,
  check: Check,
): Section {
  const { demoOnly, swagger: swaggerOrWhy } = run
  const { swagger, ratio, missingRoutes } = figures
  const loadRow = (mode: Mode, load: FirstLoad): Row => {
    const budgeted = mode === 'live' && load.route === '/animals'
    return {
      measure: `${MODE_LABEL[mode]} ${load.route}${missingRoutes.has(load.route) ? ' ¹' : ''}`,
      value: `${kb(load.total)} (JS ${kb(load.js)}, CSS ${kb(load.css)})`,
      target: budgeted ? `≤ ${kb(FIRST_LOAD_CEILING)}` : '',
      verdict: budgeted
        ? check(
            'first load, Production /animals',
            figures.gate <= FIRST_LOAD_CEILING,
          )
        : '',
    }
  }
  return {
    title:
      'FIRST-LOAD SIZE: JS + CSS fetched on a first visit, gzip -9 (1 KB = 1000 bytes)',
    rows: [
      ...run.byMode.live.map((load) => loadRow('live', load)),
      ...run.byMode.demo.map((load) => loadRow('demo', load)),
      {
        measure: 'Demo-only files',
        value: kb(demoOnly.gzip),
      },
      {
        measure: '  of which MSW chunk browser-*.js',
        value: demoOnly.mswChunk ? kb(demoOnly.mswChunk.gzip) : 'not seen',
      },
      {
        measure: `Swagger UI ${swagger?.version ?? ''}: bundle.js + .css`,
        value: swagger ? kb(swagger.gzip) : 'not measured: could not fetch it',
      },
      {
        measure: 'Ratio Swagger UI ÷ Production /animals',
        value: ratio === null ? 'n/a' : `${ratio.toFixed(1)}×`,
      },
    ],
    notes: [
      ...run.byMode.live.map(
        (load) =>
          `Production ${load.route} fetches: ${load.assets.map((asset) => `${shortName(asset.name)} ${kb(asset.gzip)}`).join(', ')}.`,
      ),
      'What the larger files are made of (share of minified code, from source maps):',
      ...figures.compositions.map(
        ({ file, gzip, shares }) =>
          `  ${shortName(file)} (${kb(gzip)}): ${shares ? describeShares(shares) : 'no source map'}.`,
      ),
      `The boot step, inline in index.html: ${inlineCode(run.outDir.live)
        .map((block) => kb(block.gzip))
        .join(', ')} (counted in the first load).`,
      `Demo-only: ${demoOnly.assets.map((asset) => `${shortName(asset.name)} ${kb(asset.gzip)}`).join(', ') || 'none'}.`,
      swagger && figures.withPreset !== null
        ? `Swagger UI with its standalone preset (${kb(swagger.preset.gzip)}), as swagger-ui-dist's own index.html loads it: ${kb(figures.withPreset)}, ${(figures.withPreset / figures.liveAnimals.total).toFixed(1)}×.`
        : `Swagger UI not measured: ${'unavailable' in swaggerOrWhy ? swaggerOrWhy.unavailable : ''}.`,
      ...(missingRoutes.size
        ? [
            `¹ ${[...missingRoutes].join(', ')} showed “Page not found”: the route does not exist in this build yet, so the not-found page was measured.`,
          ]
        : []),
    ],
  }
}

/** bench/results.json's `firstLoad`, keys in the order they have always had. */
export function firstLoadResults(run: FirstLoadRun, figures: FirstLoadFigures) {
  const { swagger, ratio, withPreset, liveAnimals } = figures
  return {
    ...run.byMode,
    demoOnly: run.demoOnly,
    composition: figures.compositions,
    missingRoutes: [...figures.missingRoutes],
    swagger: swagger
      ? {
          ...swagger,
          ratio,
          withPresetGzip: withPreset,
          withPresetRatio: (withPreset ?? 0) / liveAnimals.total,
        }
      : run.swagger,
  }
}
