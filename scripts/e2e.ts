// `npm run test:e2e`: the Playwright suite as two shards at once. One worker
// keeps about 0.6 of a core busy while the browser and the servers wait on
// each other; two fill two cores (a third only made every test slower).
// Each shard has its own servers (ports moved by E2E_PORT_OFFSET + 0 and
// + 100), build and output, so neither sees the other's mock state. Spec files go to the shards by measured time, not count.
// Options (e.g. --grep) go to both shards; for one spec, run
// `npx playwright test tests/<name>.spec.ts` as usual.
import { readdirSync, rmSync } from 'node:fs'
import { appBuildEnv, portsAt, SUBPATH_BUILD_ENV } from '../tests/ports.ts'
import { BIN, run, stopOnSignal } from './run-prefixed.ts'

const SHARDS = 2
const OUT = 'e2e-shards'
const SUBPATH_DIST = `${OUT}/dist-subpath`
/** The one spec that needs Prism: only its shard starts it. */
const PRISM_SPEC = 'contract-prism.spec.ts'

/**
 * Seconds each spec's tests took in a two-shard `npm run test:e2e`
 * (2026-11-29, h21 at eb9ede2, from the shards' HTML reports; a two-core
 * machine busy with other work too, load 6-10: only the ratios matter). Only
 * a guide for the split: a spec missing here counts as DEFAULT_SECONDS until
 * it is added.
 */
const SECONDS: Record<string, number> = {
  import: 108,
  'fault-matrix': 105,
  domains: 97,
  appearance: 88,
  language: 86,
  'cards-activity': 72,
  'add-animal': 45,
  'offline-shell': 43,
  'contract-prism': 38,
  'saved-views': 38,
  'demo-tools': 36,
  'live-mode': 35,
  'two-tabs': 34,
  categories: 30,
  'repeat-visit': 30,
  layout: 29,
  'long-wait': 27,
  'import-connection': 25,
  screens: 25,
  'import-limits': 24,
  'rate-limits': 24,
  litter: 23,
  lookup: 23,
  security: 21,
  'add-duplicates': 20,
  'demo-browse': 18,
  'import-duplicates': 15,
  'boot-request': 13,
  'hostile-answers': 12,
  overview: 11,
  'first-load-size': 11,
  'import-spanish': 11,
  'export-sort': 10,
  'add-sends-ahead': 10,
  'domains-spanish': 9,
  'previous-version': 9,
  reflow: 9,
  'demo-offline': 9,
  'demo-no-service-worker': 7,
  keyboard: 6,
  'file-encoding': 5,
}
const DEFAULT_SECONDS = 50

/** Longest first, each to the shard with the least time so far. */
function splitByTime(specs: string[]): string[][] {
  const shards = Array.from({ length: SHARDS }, () => ({
    seconds: 0,
    specs: [] as string[],
  }))
  const weight = (spec: string) =>
    SECONDS[spec.replace(/\.spec\.ts$/, '')] ?? DEFAULT_SECONDS
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a))
    lightest.specs.push(spec)
    lightest.seconds += weight(spec)
  }
  return shards.map((shard) => shard.specs.sort())
}

const build = (label: string, outDir: string, env: Record<string, string>) =>
  run(
    label,
    `${BIN}/vite`,
    ['build', '--logLevel', 'warn', '--outDir', outDir],
    env,
  )

stopOnSignal()
const base = Number(process.env.E2E_PORT_OFFSET ?? 0)
const specs = readdirSync('tests').filter((name) => name.endsWith('.spec.ts'))
const shards = splitByTime(specs).map((files, index) => {
  const offset = base + index * 100
  return {
    label: `${index + 1}/${SHARDS}`,
    files,
    dir: `${OUT}/${index + 1}`,
    env: appBuildEnv(portsAt(offset).mockUrl),
    offset,
  }
})

for (const shard of shards)
  console.log(
    `[e2e] shard ${shard.label} (ports +${shard.offset}): ${shard.files.join(' ')}`,
  )
const started = Date.now()
rmSync(OUT, { recursive: true, force: true })
// The sub-path build calls no API: one serves both shards. The three builds
// run at once (a build waits on its disk as much as on a core).
const buildCodes = await Promise.all([
  build('build sub-path', SUBPATH_DIST, SUBPATH_BUILD_ENV),
  ...shards.map((shard) =>
    build(`build ${shard.label}`, `${shard.dir}/dist`, shard.env),
  ),
])
if (buildCodes.some((code) => code !== 0)) process.exit(1)
const built = Date.now()

const codes = await Promise.all(
  shards.map((shard) =>
    run(
      shard.label,
      `${BIN}/playwright`,
      [
        'test',
        ...shard.files.map((file) => `tests/${file}`),
        ...process.argv.slice(2),
      ],
      {
        E2E_PORT_OFFSET: String(shard.offset),
        E2E_DIST: `${shard.dir}/dist`,
        E2E_SUBPATH_DIST: SUBPATH_DIST,
        E2E_PREBUILT: '1',
        E2E_OUTPUT: shard.dir,
        E2E_PRISM: shard.files.includes(PRISM_SPEC) ? '1' : '0',
      },
    ),
  ),
)
const seconds = (from: number, to: number) => Math.round((to - from) / 1000)
console.log(
  `[e2e] builds ${seconds(started, built)} s, shards ${seconds(built, Date.now())} s; failures and reports in ${OUT}/<shard>/`,
)
codes.forEach((code, index) => {
  if (code !== 0) console.error(`[e2e] shard ${shards[index]?.label} failed`)
})
process.exit(codes.every((code) => code === 0) ? 0 : 1)
