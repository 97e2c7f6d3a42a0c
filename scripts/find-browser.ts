// Finds a Chromium for Playwright. Playwright cannot download its own browsers
// on these machines, so Debian's Chromium comes first; Playwright's own build
// is the fallback where it happens to be installed.
import { existsSync } from 'node:fs'

/**
 * Debian's headless shell, which the tests prefer, as Playwright's own
 * headless runs do: the same engine without the browser's UI layers, it used
 * a third of the full browser's CPU on the same specs (decision 045). The
 * bench measures what people run, the full browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

export interface FoundBrowser {
  /** Executable to launch; undefined means Playwright's default. */
  path: string | undefined
  /** What was found, in words; empty when nothing was. */
  source: string
}

/** Where to look, in order: CHROMIUM_PATH always wins. */
export function browserCandidates(
  use: 'tests' | 'bench',
  chromiumPath: string | undefined,
): string[] {
  return [
    ...(chromiumPath ? [chromiumPath] : []),
    ...(use === 'tests' ? [HEADLESS_SHELL] : []),
    ...BROWSERS,
  ]
}

export async function findBrowser(
  use: 'tests' | 'bench',
): Promise<FoundBrowser> {
  for (const path of browserCandidates(use, process.env.CHROMIUM_PATH)) {
    if (existsSync(path)) return { path, source: `system Chromium at ${path}` }
  }
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    if (existsSync(path))
      return { path: undefined, source: `Playwright's own Chromium at ${path}` }
  } catch {
    // Playwright not installed or no browser of its own.
  }
  return { path: undefined, source: '' }
}

/**
 * Chromium flags for these machines: their closed network refuses Chromium's
 * background connections, many at a time, unless these are off; root needs
 * --no-sandbox.
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
]
