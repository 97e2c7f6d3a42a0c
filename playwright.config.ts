import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findBrowser } from './scripts/find-browser.ts'
import {
  APP_PORT,
  MOCK_PORT,
  MOCK_URL,
  PRISM_PORT,
  PRISM_URL,
  REQUEST_TIMEOUT_MS,
  SUBPATH_PORT,
} from './tests/ports.ts'

const browser = await findBrowser()

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One mock server is shared, so specs that steer it run one at a time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
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
      command: `vite build --logLevel warn && vite preview --port ${APP_PORT} --strictPort`,
      env: {
        VITE_BASE_URL: `${MOCK_URL}/v1`,
        VITE_STAGING_BASE_URL: `${MOCK_URL}/staging/v1`,
        VITE_PLATFORM_HOST: 'projects.example-platform.test',
        VITE_CERTIFICATE_AUTHORITY: 'letsencrypt.org',
        // Short, so the fault matrix can show a timeout without a long wait.
        VITE_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      },
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The same app served from a sub-path, to prove demo mode follows it;
      // and built without a platform host, so the domains page asks for it.
      command: `vite build --logLevel warn --outDir dist-subpath && vite preview --outDir dist-subpath --port ${SUBPATH_PORT} --strictPort`,
      env: { BASE_PATH: '/desk/', VITE_PLATFORM_HOST: '' },
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
    {
      // Prism mocks the contract itself, with random but valid answers
      // (tests/contract-prism.spec.ts). Any answer, here a 401, means it is up.
      command: `prism mock --dynamic --host 127.0.0.1 --port ${PRISM_PORT} docs/openapi.yaml`,
      url: `${PRISM_URL}/pets`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
