import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findBrowser } from './scripts/find-browser.ts'
import {
  APP_DIST,
  APP_PORT,
  APP_URL,
  appBuildEnv,
  MOCK_PORT,
  MOCK_URL,
  PRISM_PORT,
  PRISM_URL,
  SUBPATH_BUILD_ENV,
  SUBPATH_DIST,
  SUBPATH_PORT,
} from './tests/ports.ts'

const browser = await findBrowser('tests')
// scripts/e2e.ts builds both apps once before its shards start them.
const prebuilt = process.env.E2E_PREBUILT === '1'
/**
 * Builds the app into `outDir` (unless built already), then serves it, in
 * folders and on ports of its own, so that two run side by side.
 */
const buildAndServe = (outDir: string, port: number) =>
  `${prebuilt ? '' : `vite build --logLevel warn --outDir ${outDir} && `}vite preview --outDir ${outDir} --port ${port} --strictPort`
// Where a shard of scripts/e2e.ts keeps its traces and report, apart from
// any other run in this checkout.
const output = process.env.E2E_OUTPUT

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One mock server is shared, so specs that steer it run one at a time;
  // scripts/e2e.ts runs two such runs (shards) at once, each with its own.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Patience, not a deadline: time that matters runs on page.clock, and two
  // shards (scripts/e2e.ts) share two cores, each test running slower.
  timeout: 60_000,
  outputDir: output ? `${output}/test-results` : 'test-results',
  reporter: process.env.CI
    ? [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: output ? `${output}/report` : 'playwright-report',
          },
        ],
      ]
    : [['list']],
  use: {
    baseURL: APP_URL,
    // Recording a trace for every test cost about a third of the suite's CPU
    // (DOM snapshots of each action); a failure keeps its screenshot and
    // error context, and `--trace on` records one when it is needed.
    trace: 'off',
    // Off: 'only-on-failure' also shot every page of each passing test as
    // its context closed, to throw away (about 0.25 s a test); the
    // consoleErrors fixture (tests/fixtures.ts) shoots a failed test's pages.
    screenshot: 'off',
    // The app's service worker precaches every chunk on each first visit.
    // Only the specs about it (offline shell, demo offline, first load)
    // allow it; everywhere else the page talks to the network itself.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: browser.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // A production build, with Production pointing at the local mock server.
      // (The preview needs the build's environment too: its CSP header.)
      command: buildAndServe(APP_DIST, APP_PORT),
      env: appBuildEnv(MOCK_URL),
      url: APP_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The same app served from a sub-path (SUBPATH_BUILD_ENV).
      command: buildAndServe(SUBPATH_DIST, SUBPATH_PORT),
      env: SUBPATH_BUILD_ENV,
      url: `http://localhost:${SUBPATH_PORT}/desk/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'tsx scripts/mock-server.ts',
      env: { PORT: String(MOCK_PORT) },
      url: `${MOCK_URL}/__admin/requests`,
      reuseExistingServer: !process.env.CI,
    },
    // Prism mocks the contract itself, with random but valid answers
    // (tests/contract-prism.spec.ts). Any answer, here a 401, means it is up.
    // scripts/e2e.ts starts it only in the shard that runs that spec.
    ...(process.env.E2E_PRISM === '0'
      ? []
      : [
          {
            command: `prism mock --dynamic --host 127.0.0.1 --port ${PRISM_PORT} docs/openapi.yaml`,
            url: `${PRISM_URL}/pets`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
})
