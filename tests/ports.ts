// Ports and builds of the servers the browser tests start. E2E_PORT_OFFSET
// moves every port: two checkouts on one machine use offsets a multiple of
// 1000 apart, and the shards of one run (scripts/e2e.ts) 100 apart, so no run
// reuses another's servers. E2E_DIST and E2E_SUBPATH_DIST say where the two
// builds are, when not in dist/ and dist-subpath/.

/** Every server's port, moved by `offset`. */
export function portsAt(offset: number) {
  const mock = 4010 + offset
  return {
    app: 4173 + offset,
    subpath: 4174 + offset,
    mock,
    mockUrl: `http://127.0.0.1:${mock}`,
    prism: 4020 + offset,
  }
}

const ports = portsAt(Number(process.env.E2E_PORT_OFFSET ?? 0))

export const APP_PORT = ports.app
/** The production build's origin: every spec's baseURL. */
export const APP_URL = `http://localhost:${APP_PORT}`
export const SUBPATH_PORT = ports.subpath
export const MOCK_PORT = ports.mock
export const MOCK_HOST = `127.0.0.1:${MOCK_PORT}`
export const MOCK_URL = ports.mockUrl
export const SUBPATH_URL = `http://localhost:${SUBPATH_PORT}`
/** Prism mocking docs/openapi.yaml (tests/contract-prism.spec.ts). */
export const PRISM_PORT = ports.prism
export const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`

/**
 * The app's request timeout in the build the browser tests run: short, so a
 * timeout can be shown without a long wait (on page.clock, without any).
 */
export const REQUEST_TIMEOUT_MS = 4000

/** The production build served on APP_PORT, for the tests that read its files. */
export const APP_DIST = process.env.E2E_DIST ?? 'dist'
/** The sub-path build served on SUBPATH_PORT. */
export const SUBPATH_DIST = process.env.E2E_SUBPATH_DIST ?? 'dist-subpath'

/** What the build served on APP_PORT is built (and served) with: Production is the mock server at `mockUrl`. */
export function appBuildEnv(mockUrl: string): Record<string, string> {
  return {
    VITE_BASE_URL: `${mockUrl}/v1`,
    VITE_STAGING_BASE_URL: `${mockUrl}/staging/v1`,
    VITE_PLATFORM_HOST: 'projects.example-platform.test',
    VITE_CERTIFICATE_AUTHORITY: 'letsencrypt.org',
    VITE_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  }
}

/**
 * The same app served from a sub-path, to prove demo mode follows it; and
 * built without a platform host, so the domains page asks for it. It calls no
 * API, so one build serves every shard.
 */
export const SUBPATH_BUILD_ENV: Record<string, string> = {
  BASE_PATH: '/desk/',
  VITE_PLATFORM_HOST: '',
}
