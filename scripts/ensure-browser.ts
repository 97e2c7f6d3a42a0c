// Run before the Playwright suite: finds a Chromium, or installs Debian's,
// and says which one the tests will use.
import { execSync } from 'node:child_process'
import { findBrowser } from './find-browser.ts'

let found = await findBrowser()
if (!found.source) {
  const isRoot = process.getuid?.() === 0
  const sudo = isRoot ? '' : 'sudo '
  console.log(
    `[browser] No Chromium found; installing Debian's chromium package (${sudo}apt-get install -y chromium)…`,
  )
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`,
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    )
  } catch {
    console.error(
      '[browser] Installing chromium failed. Install it by hand (apt-get install -y chromium) or set CHROMIUM_PATH.',
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
} else {
  console.log(`[browser] Using ${found.source}.`)
}
