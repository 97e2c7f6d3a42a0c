import { setupWorker } from 'msw/browser'
import { demoBaseUrl } from '../lib/env'
import { readItem, writeItem } from '../lib/storage'
import { createDb } from './db'
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

// Only the API: Check DNS answers in the page (dns-handlers.ts), so it never
// depends on this worker.
const worker = setupWorker(...demoApi.handlers)

// Starting and stopping take turns on one promise chain. MSW ignores a stop
// while a start is still pending (its "redundant stop"), and that start would
// then finish with the worker intercepting in live mode; so a stop waits for
// any pending start, and a start after it waits for the stop.
let queue: Promise<void> = Promise.resolve()
/** Whether the worker is running, as the last finished step left it. */
let running = false
/** The queued or finished start every caller shares, until a stop is queued. */
let starting: Promise<void> | null = null

function enqueue(step: () => Promise<void> | void): Promise<void> {
  const result = queue.then(step)
  // The next step runs whatever this one did; its caller sees the failure.
  queue = result.catch(() => undefined)
  return result
}

export function startDemo(): Promise<void> {
  if (starting) return starting
  const start = enqueue(async () => {
    if (running) return
    await worker.start({
      serviceWorker: {
        url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
        options: { scope: import.meta.env.BASE_URL },
      },
      // Only the demo API is mocked; anything else goes to the network untouched.
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    running = true
  })
  starting = start
  // A failed start is tried again by the next request.
  void start.catch(() => {
    if (starting === start) starting = null
  })
  return start
}

/** Leaving demo mode: the worker must intercept nothing in live mode. Resolves once it is stopped. */
export function stopDemo(): Promise<void> {
  starting = null
  return enqueue(() => {
    if (!running) return
    worker.stop()
    running = false
  })
}
