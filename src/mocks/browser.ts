import { setupWorker } from 'msw/browser'
import { config, demoBaseUrl } from '../lib/env'
import { readItem, writeItem } from '../lib/storage'
import { createDb } from './db'
import { DEMO_PLATFORM_HOST } from './dns-fixtures'
import { createDnsHandlers } from './dns-handlers'
import { createMockApi } from './handlers'

// Demo mode: the mock API runs in a service worker, with its data saved in
// localStorage so animals added in demo survive a reload. Loaded only in demo
// mode (dynamic import), so live mode never downloads MSW.

const DB_KEY = 'adoption-desk:demo-db'

export const demoApi = createMockApi({
  baseUrl: demoBaseUrl(),
  db: createDb({
    load: () => readItem('local', DB_KEY),
    save: (snapshot) => writeItem('local', DB_KEY, snapshot),
  }),
})

// Check DNS in demo mode answers from fixtures instead of a public resolver.
// Only here: live mode asks the real resolver.
const dnsHandlers = createDnsHandlers({
  platformHost: config.platformHost ?? DEMO_PLATFORM_HOST,
})

const worker = setupWorker(...demoApi.handlers, ...dnsHandlers)
let started: Promise<void> | null = null

export function startDemo(): Promise<void> {
  started ??= worker
    .start({
      serviceWorker: {
        url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
        options: { scope: import.meta.env.BASE_URL },
      },
      // Only the demo API is mocked; anything else goes to the network untouched.
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    .then(
      () => undefined,
      (error: unknown) => {
        started = null
        throw error
      },
    )
  return started
}

/** Leaving demo mode: the worker must intercept nothing in live mode. */
export function stopDemo(): void {
  if (!started) return
  worker.stop()
  started = null
}
