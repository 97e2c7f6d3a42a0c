// Chromium for the bench, launched the way playwright.config.ts launches it,
// plus the mobile profile and throttling the page-speed figures use.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from '@playwright/test'
import { CHROMIUM_ARGS, findBrowser } from './find-browser.ts'
import { LIVE_API, MOCK_KEY } from './bench-servers.ts'

export async function launchChromium(): Promise<Browser> {
  const found = await findBrowser('bench')
  if (!found.source) {
    throw new Error(
      'No Chromium found. Set CHROMIUM_PATH, or install Debian’s chromium (apt-get install -y chromium): the bench measures the browser people run, not the headless shell the tests use.',
    )
  }
  return chromium.launch({
    executablePath: found.path,
    // Playwright's own Ctrl-C handling closes the browser and then exits the
    // process at once, before the bench has stopped its servers; the bench
    // closes the browser itself.
    handleSIGINT: false,
    handleSIGTERM: false,
    args: CHROMIUM_ARGS,
  })
}

/**
 * Lighthouse's mobile device (Moto G Power, 2022). The user agent matters:
 * without "Mobile" the app would be served and laid out as on a desktop.
 */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
}

/** A slow-4G-like link, close to Lighthouse's mobile preset (DevTools throttling). */
export const SLOW_4G = {
  latencyMs: 400,
  downloadKbps: 1600,
  uploadKbps: 750,
} as const
export const CPU_SLOWDOWN = 4

/** CPU slowdown, and optionally the slow network, for one page (CDP, Chromium only). */
export async function throttle(
  context: BrowserContext,
  page: Page,
  options: { cpu: number; network: boolean },
): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
  if (options.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
    })
  }
}

/**
 * Makes every page of the context start in Production with the mock key,
 * exactly what Settings saves with "Remember on this device", so the first
 * visit is a live visit and never touches demo mode.
 */
export async function connectLive(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, baseUrl }) => {
      localStorage.setItem(
        'adoption-desk:connection',
        JSON.stringify({ environment: 'production', customBaseUrl: '' }),
      )
      // A saved key records the address it was entered for.
      localStorage.setItem(
        'adoption-desk:api-key',
        JSON.stringify({ key, for: baseUrl }),
      )
    },
    { key: MOCK_KEY, baseUrl: LIVE_API },
  )
}

export type Mode = 'live' | 'demo'

export async function newContext(
  browser: Browser,
  mode: Mode,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    ...options,
  })
  // tsx compiles with esbuild's keepNames, which wraps named inner functions
  // in a `__name()` helper; functions sent to the page with evaluate() or
  // addInitScript() would throw without it.
  await context.addInitScript({
    content: 'globalThis.__name ??= (target) => target',
  })
  if (mode === 'live') await connectLive(context)
  return context
}
