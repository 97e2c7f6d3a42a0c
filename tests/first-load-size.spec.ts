import { readFileSync } from 'node:fs'
import {
  fetchedFirstLoad,
  FIRST_LOAD_CEILING,
  formatFiles,
  htmlFiles,
  loadedBy,
  manifestFirstLoad,
  watchFetches,
} from '../scripts/first-load-size.ts'
import {
  connectToMockServer,
  expect,
  MOCK_KEY,
  mockServer,
  test,
} from './fixtures'
import { APP_DIST } from './ports.ts'

// The service worker is what this spec is about (blocked elsewhere).
test.use({ serviceWorkers: 'allow' })

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** React DOM, TanStack Query and zod/mini alone (decision 004): any real first load is more. */
const STACK_BYTES = 84_000

// Decision 004: what a first live visit to /animals fetches, in Chromium,
// against the production build the web server of these tests serves
// (APP_DIST). Sizes are gzip -9 of each body, so the figure is deterministic;
// timings stay in `npm run bench`.
test('a first live visit to /animals fetches no more than its ceiling', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const origin = new URL(baseURL ?? '').origin
  await mockServer.reset()
  // The connection saved the way a person saves it, kept on the device; the
  // visit itself is a fresh context: no HTTP cache and no service worker.
  await connectToMockServer(page, MOCK_KEY, { remember: true })
  const storageState = await page.context().storageState({ indexedDB: true })
  const context = await browser.newContext({ storageState })
  try {
    const fetches = watchFetches(context, origin)
    const visit = await context.newPage()
    await visit.goto(`${origin}/animals`)
    await expect(
      visit.getByRole('table', { name: 'Animals' }).getByRole('row').nth(1),
    ).toBeVisible()
    await fetches.idle()

    const { files, total } = fetchedFirstLoad(await fetches.page(), APP_DIST)
    const why = loadedBy(files, APP_DIST)
    const workerScripts = await fetches.workerScripts()
    const precache = await fetches.precache()
    const manifest = manifestFirstLoad(APP_DIST)
    const sum = (list: { gzip: number }[]) =>
      list.reduce((bytes, file) => bytes + file.gzip, 0)
    const report = [
      `First live visit to /animals: ${total} B in ${files.length} files (ceiling ${FIRST_LOAD_CEILING} B)`,
      formatFiles(files, why),
      `Not counted, fetched by the service worker once the list had answered: its scripts ${kb(sum(workerScripts))} (${workerScripts.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ')}), its precache ${kb(sum(precache))} in ${precache.length} files.`,
      `For information, the manifest's static graph: ${kb(manifest.total)} in ${manifest.files.length} files.`,
    ].join('\n')
    console.log(report)
    // It measured the visit: every file index.html names was fetched and
    // counted (not moved to another origin, nor of another type, nor late),
    // and the figure holds at least the stack it is built on.
    const named = htmlFiles(readFileSync(`${APP_DIST}/index.html`, 'utf8'))
    expect(named, 'the files index.html names').not.toEqual([])
    expect(
      files.map((file) => file.file),
      report,
    ).toEqual(expect.arrayContaining(named))
    expect(total, report).toBeGreaterThan(STACK_BYTES)
    expect(total, report).toBeLessThanOrEqual(FIRST_LOAD_CEILING)
  } finally {
    await context.close()
  }
})

// Issue 17: the entry sends the list request as soon as it runs, while React
// DOM downloads beside it; were React DOM discovered only once the entry had
// run, or the entry to wait for another chunk, that would be a round trip
// more before the list.
test('index.html asks for React DOM beside the entry, which waits for no chunk it does not ask for', () => {
  const manifest = JSON.parse(
    readFileSync(`${APP_DIST}/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string; name?: string; imports?: string[] }>
  const html = readFileSync(`${APP_DIST}/index.html`, 'utf8')
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1])
  const renderer = Object.values(manifest).find(
    (chunk) => chunk.name === 'renderer',
  )
  expect(renderer, 'a chunk named renderer').toBeDefined()
  // Rolldown keeps its 0.5 KB of CommonJS helpers in a chunk of their own
  // once a CommonJS package (PapaParse) is shared by two lazy pages; the entry
  // and React DOM both import it, so index.html asks for it beside them.
  const entryImports = (manifest['index.html']?.imports ?? []).map(
    (key) => manifest[key],
  )
  for (const chunk of entryImports) {
    expect(chunk?.name, 'the only chunk the entry imports').toBe(
      'rolldown-runtime',
    )
    expect(preloads).toContain(`/${chunk?.file}`)
  }
  expect(preloads[0]).toBe(`/${renderer?.file}`)
  expect(preloads.length).toBe(1 + entryImports.length)
  expect(readFileSync(`${APP_DIST}/${renderer?.file}`, 'utf8')).toContain(
    'createRoot',
  )
})
