// Run before the Playwright suite: finds a Chromium, or installs Debian's
// where that is how this project's machines (and so CI) get one, and says
// which one the tests will use. Anywhere else it stops with the one command
// that gets a browser, rather than running a package manager as root.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findBrowser } from './find-browser.ts'
import { browserStep, GET_A_BROWSER } from './browser-step.ts'

let found = await findBrowser('tests')
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
  // The headless shell is all the tests need, and a smaller download than
  // the browser (64 against 81 MB, without GTK); a release of Debian without
  // it gets the browser.
  console.log(
    "[browser] No Chromium found; installing Debian's chromium-headless-shell package…",
  )
  const apt = (name: string) =>
    execSync(`apt-get install -y -qq ${name}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' })
    try {
      apt('chromium-headless-shell')
    } catch {
      console.log('[browser] No headless shell package; installing chromium…')
      apt('chromium')
    }
  } catch {
    console.error(
      `[browser] Installing chromium failed. Install it by hand (apt-get install -y chromium-headless-shell), run ${GET_A_BROWSER}, or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  found = await findBrowser('tests')
  if (!found.source) {
    console.error(
      '[browser] chromium was installed but not found; set CHROMIUM_PATH to its binary.',
    )
    process.exit(1)
  }
  console.log(`[browser] Installed; using ${found.source}.`)
}
