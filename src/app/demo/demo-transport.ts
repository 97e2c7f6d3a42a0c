import { effectiveApiKey } from '../../lib/connection/connection'
import { setTransportFor, type Transport } from '../../lib/http/api-client'
import { ApiError } from '../../lib/http/api-error'
import { httpMessages } from '../../lib/http/http-messages'
import { say } from '../../lib/i18n/said'
import type { RateLimits } from '../../lib/rate-limit/rate-limits'
import { loadDemo } from './demo-loader'

// Demo mode's API answers in this page (src/mocks/in-page-api.ts). The client
// picks the transport from each request's own connection, so demo and live
// requests never cross, and there is nothing to start or stop when the saved
// connection changes.

type DemoModule = Awaited<ReturnType<typeof loadDemo>>

/**
 * Hands each demo request to the in-page mock API, loaded by `load` on first
 * use (and again after a failed download). The client stops waiting at the
 * request's timeout even while the download runs.
 */
export function demoTransportOver(load: () => Promise<DemoModule>): Transport {
  return async (url, init) => {
    const module = await load().catch((error: unknown) => {
      throw new ApiError({
        kind: 'config',
        code: 'demo_unavailable',
        said: say(httpMessages, 'noDemo'),
        cause: error,
      })
    })
    return module.demoTransport(url, init)
  }
}

export function installDemoTransport(): void {
  const demoTransport = demoTransportOver(loadDemo)
  setTransportFor((connection) =>
    connection.environment === 'demo' ? demoTransport : undefined,
  )
}

/**
 * Starts downloading the demo API at once, alongside the first render, so
 * the first list request finds it loaded or on its way.
 */
export function preloadDemo(limits: RateLimits): void {
  // The quota meter shows the demo API's limit once it is here, whatever
  // the first page is: many send no request. A failure is only forgotten:
  // the first request tries again and reports it where it is seen.
  loadDemo().then(
    ({ demoQuota }) => {
      const connection = limits.connection.get()
      limits.headers.record(connection, demoQuota(effectiveApiKey(connection)))
    },
    () => undefined,
  )
}
