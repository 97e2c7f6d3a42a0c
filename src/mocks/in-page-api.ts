import { getResponse } from 'msw'
import type { Transport } from '../lib/http/api-client'
import { ApiError } from '../lib/http/api-error'
import { readItem, writeItem } from '../lib/tabs/web-storage'
import { abortReason, untilAborted } from '../lib/http/until-aborted'
import { createDb } from './db'
import { createMockApi, type MockApi, rateHeaders } from './handlers'
import { createRequestLog, type RequestLog } from './request-log'

// Demo mode's API answers in the page through MSW's getResponse, with the
// handlers the mock server and the unit tests use. No service worker, so it
// works where they are blocked. What fetch would do is done here: reject on
// abort, reject with a TypeError when the "connection" drops, and never pass
// a request to the network.

/** Where the demo data is kept, so animals added in demo survive a reload. */
export const DEMO_DB_KEY = 'adoption-desk:demo-db'

/** The request's path and query below the API's base, as the API describes it. */
function pathBelow(base: string, url: URL): string {
  const below = url.href.startsWith(`${base}/`)
    ? url.href.slice(base.length)
    : url.href
  return below.replace(/#.*$/, '')
}

/** A handler that throws is a bug in the mock; a real server would answer 500. */
function handlerFailure(error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error)
  return Response.json(
    {
      code: 'internal_error',
      message: `The demo API failed while answering: ${reason}`,
      status: 500,
    },
    { status: 500 },
  )
}

export function createInPageTransport(options: {
  api: Pick<MockApi, 'handlers'>
  /** The demo API's base URL: requests are logged by their path below it. */
  baseUrl: string
  log: RequestLog
}): Transport {
  const { api, log } = options
  const base = options.baseUrl.replace(/\/+$/, '')

  return async (url, init) => {
    const request = new Request(url, init)
    const path = pathBelow(base, new URL(request.url))
    const signal = init.signal
    // Like fetch: an aborted request is never sent.
    if (signal?.aborted) throw abortReason(signal)
    const id = log.start(request.method, path)

    let response: Response | undefined
    try {
      response = await untilAborted(
        getResponse(api.handlers, request).catch(handlerFailure),
        signal,
      )
    } catch (error) {
      // Only the abort rejects: the client's timeout or a cancel. A handler
      // still running (a slow fault) finishes unseen, as a server would.
      log.finish(id, { outcome: 'abandoned' })
      throw error
    }
    if (!response) {
      log.finish(id, { outcome: 'no-handler' })
      // Never a silent pass to the network: the demo has no network.
      throw new ApiError({
        kind: 'config',
        code: 'demo_no_answer',
        message: `The demo API has no answer for ${request.method} ${path}.`,
      })
    }
    if (response.type === 'error') {
      // HttpResponse.error(): the mock dropped the connection on purpose.
      log.finish(id, { outcome: 'dropped' })
      throw new TypeError('Failed to fetch')
    }
    log.finish(id, { outcome: 'answered', status: response.status })
    return withDate(response)
  }
}

/**
 * Every HTTP server dates its answers, and the desk reads Date to set its
 * clock against the server's: without it the demo failed its own Test
 * connection ("hides headers the app needs: Date").
 */
function withDate(response: Response): Response {
  if (response.headers.has('Date')) return response
  const headers = new Headers(response.headers)
  headers.set('Date', new Date().toUTCString())
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

export function createInPageDemo(options: {
  baseUrl: string
  storageKey?: string
}) {
  const key = options.storageKey ?? DEMO_DB_KEY
  const api = createMockApi({
    baseUrl: options.baseUrl,
    db: createDb({
      load: () => readItem('local', key),
      save: (snapshot) => writeItem('local', key, snapshot),
    }),
  })
  const requests = createRequestLog()
  const transport = createInPageTransport({
    api,
    baseUrl: options.baseUrl,
    log: requests,
  })
  /**
   * The rate-limit headers a request with `apiKey` would get now, counting
   * none: the quota meter shows the demo's limit before the first request.
   */
  const quota = (apiKey: string) =>
    new Headers(rateHeaders(api.limiter.peek(apiKey || 'anonymous')))
  return { api, requests, transport, quota }
}
export type InPageDemo = ReturnType<typeof createInPageDemo>
