// First-load size: the JS and CSS a browser actually fetches on a first visit,
// lazy chunks and the demo service worker included, gzip -9 compressed.
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from '@playwright/test'
import { type Mode, newContext } from './bench-browser.ts'

export const ROUTES = ['/animals', '/animals/new', '/settings/domains'] as const
export type Route = (typeof ROUTES)[number]

export interface AssetSize {
  /** Path on the app's origin, e.g. /assets/index-CK5Z2qzD.js */
  path: string
  /** The same without the content hash, to match files across builds. */
  name: string
  kind: 'js' | 'css'
  bytes: number
  gzip: number
}

export interface FirstLoad {
  route: Route
  js: number
  css: number
  total: number
  assets: AssetSize[]
  /** The page's h1, to show what was measured (e.g. "Page not found"). */
  heading: string
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length
}

function stripHash(path: string): string {
  return path.replace(/-[\w-]{8}(?=\.(?:js|css)$)/, '')
}

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.headers()['content-type'] ?? ''
  const { pathname } = new URL(response.url())
  if (/javascript/.test(type) || pathname.endsWith('.js')) return 'js'
  if (/text\/css/.test(type) || pathname.endsWith('.css')) return 'css'
  return null
}

/** Waits until no response has arrived for `quietMs`. */
async function networkQuiet(lastAt: () => number, quietMs: number) {
  const deadline = Date.now() + 30_000
  while (Date.now() - lastAt() < quietMs) {
    if (Date.now() > deadline)
      throw new Error('The page kept fetching for 30 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** What tells us the route has finished rendering what a visitor came for. */
async function waitForContent(page: Page, route: Route) {
  if (route === '/animals') {
    await page
      .getByRole('table', { name: 'Animals' })
      .getByRole('row')
      .nth(1)
      .waitFor({ timeout: 30_000 })
  } else {
    await page.locator('h1').first().waitFor({ timeout: 30_000 })
  }
}

/** One first visit (fresh context, so a cold cache and no service worker yet). */
export async function measureFirstLoad(
  browser: Browser,
  mode: Mode,
  origin: string,
  route: Route,
): Promise<FirstLoad> {
  const context = await newContext(browser, mode)
  try {
    const bodies = new Map<string, Promise<AssetSize | null>>()
    let lastResponseAt = Date.now()
    // Context-level, so a worker the page registers (demo mode's MSW) is
    // seen too; each URL counts once however many times it shows. The app
    // shell's worker (decision 013) is not the page's load: what it fetches
    // to precache the build after the first answers, and its own scripts,
    // are reported apart (bench-shell-figures.ts).
    context.on('response', (response) => {
      lastResponseAt = Date.now()
      const url = new URL(response.url())
      if (url.origin !== origin || bodies.has(url.pathname)) return
      if (response.request().serviceWorker()) return
      if (/\/(sw|workbox-[\w-]+)\.js$/.test(url.pathname)) return
      const kind = kindOf(response)
      if (!kind) return
      bodies.set(
        url.pathname,
        response.body().then(
          (body) => ({
            path: url.pathname,
            name: stripHash(url.pathname),
            kind,
            bytes: body.length,
            gzip: gzipSize(body),
          }),
          () => null,
        ),
      )
    })
    const page = await context.newPage()
    await page.goto(origin + route, { waitUntil: 'load' })
    await waitForContent(page, route)
    await networkQuiet(() => lastResponseAt, 1_500)
    const heading = (await page.locator('h1').first().textContent()) ?? ''
    const assets = (await Promise.all(bodies.values())).filter(
      (asset): asset is AssetSize => asset !== null,
    )
    if (assets.length < bodies.size) {
      throw new Error(
        `Could not read every response body on ${mode} ${route}: ${[...bodies.keys()].join(', ')}`,
      )
    }
    assets.sort((a, b) => b.gzip - a.gzip)
    const sum = (kind: 'js' | 'css') =>
      assets
        .filter((asset) => asset.kind === kind)
        .reduce((total, asset) => total + asset.gzip, 0)
    const js = sum('js')
    const css = sum('css')
    return { route, js, css, total: js + css, assets, heading: heading.trim() }
  } finally {
    await context.close()
  }
}

export interface DemoOnly {
  /** Files fetched in demo mode on some route and never in live mode. */
  assets: AssetSize[]
  gzip: number
  /** The MSW chunk alone (browser-*.js). */
  mswChunk: AssetSize | null
}

export function demoOnly(live: FirstLoad[], demo: FirstLoad[]): DemoOnly {
  const liveNames = new Set(
    live.flatMap((load) => load.assets.map((asset) => asset.name)),
  )
  const only = new Map<string, AssetSize>()
  for (const asset of demo.flatMap((load) => load.assets)) {
    if (!liveNames.has(asset.name)) only.set(asset.name, asset)
  }
  const assets = [...only.values()].sort((a, b) => b.gzip - a.gzip)
  return {
    assets,
    gzip: assets.reduce((total, asset) => total + asset.gzip, 0),
    mswChunk:
      assets.find((asset) => asset.name === '/assets/browser.js') ?? null,
  }
}
