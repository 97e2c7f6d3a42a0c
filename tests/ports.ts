// Ports of the servers the browser tests start. E2E_PORT_OFFSET (a multiple of
// 1000) moves all of them, so two checkouts can run their suites side by side
// on one machine without one reusing the other's servers.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const APP_PORT = 4173 + offset
export const SUBPATH_PORT = 4174 + offset
export const MOCK_PORT = 4010 + offset
export const MOCK_HOST = `127.0.0.1:${MOCK_PORT}`
export const MOCK_URL = `http://${MOCK_HOST}`
export const SUBPATH_URL = `http://localhost:${SUBPATH_PORT}`
/** Prism mocking docs/openapi.yaml (tests/contract-prism.spec.ts). */
export const PRISM_PORT = 4020 + offset
export const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`

/**
 * The app's request timeout in the build the browser tests run: short, so a
 * timeout can be shown without a long wait (on page.clock, without any).
 */
export const REQUEST_TIMEOUT_MS = 4000
