// First-load size: the JS and CSS a page fetches on a first visit, lazy
// chunks included, gzip -9, counted as the gate counts it
// (scripts/first-load-size.ts): the service worker's own requests apart.
import type { Browser, Page } from '@playwright/test'
import { type Mode, newContext } from './bench-browser.ts'
import { type FetchedFile, watchFetches } from './first-load-size.ts'

export const ROUTES = ['/animals', '/animals/new', '/settings/domains'] as const
export type Route = (typeof ROUTES)[number]

export interface AssetSize extends FetchedFile {
  /** The path without the content hash, to match files across builds. */
  name: string
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

function stripHash(path: string): string {
  return path.replace(/-[\w-]{8}(?=\.(?:js|css)$)/, '')
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

/** One first visit (fresh context, so a cold cache and no service worker yet), until the network is idle. */
export async function measureFirstLoad(
  browser: Browser,
  mode: Mode,
  origin: string,
  route: Route,
): Promise<FirstLoad> {
  const context = await newContext(browser, mode)
  try {
    const fetches = watchFetches(context, origin)
    const page = await context.newPage()
    await page.goto(origin + route, { waitUntil: 'load' })
    await waitForContent(page, route)
    await fetches.idle()
    const heading = (await page.locator('h1').first().textContent()) ?? ''
    const assets = (await fetches.page())
      .map((asset) => ({ ...asset, name: stripHash(asset.path) }))
      .sort((a, b) => b.gzip - a.gzip)
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
