import { provideDemoDns } from '../features/domains/dns-transport'
import { setBeforeSend } from '../lib/api-client'
import { ApiError } from '../lib/api-error'
import { getConnection } from '../lib/connection'

// Demo mode's API is a service worker. Every request waits here until the
// worker for its connection is in place, and once a live connection is saved
// requests first make sure the worker is stopped, so demo and live data can
// never cross.

type DemoModule = typeof import('../mocks/browser')
let demo: Promise<DemoModule> | null = null

function loadDemo(): Promise<DemoModule> {
  demo ??= import('../mocks/browser')
  return demo
}

export function installDemoTransport(): void {
  setBeforeSend(async (connection) => {
    if (connection.environment !== 'demo') {
      // Only when live is saved: Settings' Test connection sends one live
      // request while demo is saved, and stopping then would break demo
      // requests in flight. The worker's handlers match only the demo base
      // URL, so that request goes to the network untouched.
      if (demo && getConnection().environment !== 'demo') {
        // A demo that never loaded has no worker to stop.
        const module = await demo.catch(() => null)
        await module?.stopDemo()
      }
      return
    }
    try {
      await (await loadDemo()).startDemo()
    } catch (error) {
      demo = null
      throw new ApiError({
        kind: 'config',
        code: 'demo_unavailable',
        message:
          'Demo mode could not start in this browser (it needs service workers, which private windows or browser settings may block). Connect to a live API in Settings instead.',
        cause: error,
      })
    }
  })
}

/** Starts loading the demo API early so the first list request does not wait for it. */
export function preloadDemo(): void {
  void loadDemo()
    .then((module) => module.startDemo())
    .catch(() => {
      // The next request reports the failure where the user sees it.
    })
}

/**
 * Check DNS in demo mode answers from sample records in the page, loaded only
 * when a check runs: no service worker, so it works whatever state the API's
 * worker is in (decision 005).
 */
export function installDemoDns(): void {
  provideDemoDns(async (platformHost) =>
    (await import('../mocks/dns-handlers')).createDemoDnsTransport({
      platformHost,
    }),
  )
}
