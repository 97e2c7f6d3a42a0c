// Run before the Playwright suite: finds a Chromium, or installs Debian's
// where that is how this project's machines (and so CI) get one, and says
// which one the tests will use. Anywhere else it stops with the one command
// that gets a browser, rather than running a package manager as root.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findBrowser } from './find-browser.ts'
import { browserStep, GET_A_BROWSER } from './browser-step.ts'

let found = await findBrowser()
if (found.source) {
  console.log(`[browser] Using ${found.source}.`)
} else if (
  browserStep({
    debian: existsSync('/etc/debian_version'),
    root: process.getuid?.() === 0,
  }) === 'ask'
) {
  console.error(
    `[browser] No Chromium found. Get one with:\n\n  ${GET_A_BROWSER}\n\nor set CHROMIUM_PATH to a Chromium's binary, then run the tests again.`,
  )
  process.exit(1)
} else {
  console.log(
    "[browser] No Chromium found; installing Debian's chromium package (apt-get install -y chromium)…",
  )
  try {
    execSync('apt-get update -qq && apt-get install -y -qq chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    console.error(
      `[browser] Installing chromium failed. Install it by hand (apt-get install -y chromium), run ${GET_A_BROWSER}, or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  found = await findBrowser()
  if (!found.source) {
    console.error(
      '[browser] chromium was installed but not found; set CHROMIUM_PATH to its binary.',
    )
    process.exit(1)
  }
  console.log(`[browser] Installed; using ${found.source}.`)
}
