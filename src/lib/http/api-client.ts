import type * as z from 'zod/mini'
import { abortError, ApiError } from './api-error'
import { httpMessages } from './http-messages'
import { type Connection, effectiveApiKey } from '../connection/connection'
import { config } from '../connection/env'
import { type Identity, identityOf } from '../connection/identity'
import type { EarlyRequest, EarlySend } from './early-request'
import { type Answer, apiInit, buildUrl, type Transport } from './request-parts'
import { stringifyJson } from './json'
import { type ApiResponse, type RawResponse, readAnswer } from './read-answer'
import { keyRedactor } from './redact-key'
import { sendInTurn } from './send-in-turn'
import type { RateLimits } from '../rate-limit/rate-limits'
import { untilAborted } from './until-aborted'
import { type Said, say } from '../i18n/said'

// The one way the app talks to the API. Nothing is retried but a 429
// (send-in-turn.ts), and TanStack Query's own retry is off: a POST that
// failed by network, timeout or 5xx may have been processed, so the UI
// decides (decision 001).

export { type Answer, buildUrl, type Transport } from './request-parts'

export interface ApiRequest<T> {
  method?: 'GET' | 'POST'
  /** Path below the base URL, e.g. `/pets`. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  schema: z.ZodMiniType<T>
  signal?: AbortSignal
  timeoutMs?: number
  /** Defaults to the saved connection; Settings tests an unsaved one. */
  connection?: Connection
  /** The page's rate-limit state: its Tabs' (`tabsOf(client)` in a query function). */
  limits: RateLimits
  /** Wait out a 429 and send again (default). Off: report the 429 at once (still starting that server's wait). */
  retryOn429?: boolean
  /** Told when the request waits for a rate-limit wait and when an attempt leaves (the activity log). */
  onProgress?: (event: 'waiting' | 'sent') => void
  /** How a live request goes: fetch unless the caller says (a running import's worker). Demo mode answers in the page whatever this says. */
  transport?: Transport<Answer>
  /**
   * This request as the page's boot step already sent it: adopted as the
   * first attempt if it is for this address, server and key; else stopped.
   */
  early?: EarlyRequest
}

/** How a connection's requests are answered; undefined: the network (`fetch`). */
export type TransportFor = (connection: Connection) => Transport | undefined
let transportFor: TransportFor = () => undefined

/**
 * Demo mode's mock API answers in the page. Chosen per request, from its own
 * connection, so a live request (Settings' Test connection) goes to the
 * network while demo is saved, and nothing starts or stops on a switch.
 */
export function setTransportFor(choose: TransportFor): void {
  transportFor = choose
}

/** The connection's server and key; waits are theirs, as one server's 429 says nothing about another's limit. */
function sendingTo(connection: Connection): Identity {
  const identity = identityOf(connection)
  if (!identity) {
    throw new ApiError({
      kind: 'config',
      code: 'missing_base_url',
      said: say(httpMessages, 'noBaseUrl', { label: labelOf(connection) }),
    })
  }
  if (!identity.hasKey) {
    throw new ApiError({
      kind: 'config',
      code: 'missing_key',
      said: say(httpMessages, 'noKey', { label: labelOf(connection) }),
    })
  }
  return identity
}

/** The page's own origin: no CORS check applies to it. */
function sameOrigin(url: string): boolean {
  return (
    typeof location !== 'undefined' && new URL(url).origin === location.origin
  )
}

/** A custom API's host as it is; an environment's name in the chosen language. */
function labelOf(connection: Connection): Said['values'][string] {
  return connection.environment === 'custom' && connection.baseUrl
    ? connection.label
    : { key: connection.environment }
}

export async function apiRequest<T>(
  request: ApiRequest<T>,
): Promise<ApiResponse<T>> {
  const connection = request.connection ?? request.limits.connection.get()
  const { server, target, name } = sendingTo(connection)
  const apiKey = effectiveApiKey(connection)
  // Demo mode answers in this browser; a live API cannot be reached offline.
  const live = connection.environment !== 'demo'
  const url = buildUrl(server, request.path, request.query)
  const early = adoptable(request.early, url, name)
  if (live && !early) throwIfOffline()
  // Cancelled while the boot step decides: it sends nothing.
  if (early) request.signal?.addEventListener('abort', () => early.abort())
  const init = apiInit(
    apiKey,
    request.method ?? 'GET',
    request.body === undefined ? undefined : stringifyJson(request.body),
  )
  const failures = {
    signal: request.signal,
    timeoutMs: request.timeoutMs ?? config.requestTimeoutMs,
    timeoutSaid: (key: TimeoutKey, count: number) =>
      say(httpMessages, key, { count }),
    networkSaid: say(
      httpMessages,
      // CORS only where it can be the cause: a live API on another origin.
      live && !sameOrigin(url) ? 'network' : 'networkHere',
      { host: new URL(url).host },
    ),
  }
  const response = await sendInTurn(
    {
      connection,
      target,
      limits: request.limits,
      signal: request.signal,
      retryOn429: request.retryOn429,
      onProgress: request.onProgress,
    },
    (mayGo) =>
      exchange({
        ...failures,
        url,
        init,
        onSend: () => {
          // The network may have gone while the request waited its turn.
          if (live) throwIfOffline()
          return mayGo()
        },
        transport: transportFor(connection) ?? request.transport,
      }),
    early?.sent.then(
      (sent) =>
        sent &&
        exchange({
          ...failures,
          url,
          init,
          sent: { ...sent, stop: () => early.abort() },
        }),
    ),
  )
  return readAnswer(response, request.schema, keyRedactor(apiKey))
}

/** The boot step's request if it is this one; another is stopped, never adopted. */
function adoptable(
  early: EarlyRequest | undefined,
  url: string,
  name: string,
): EarlyRequest | undefined {
  if (!early || (early.url === url && early.name === name)) return early
  early.abort()
  return undefined
}

/** `onLine` false is certain (true is not): fail at once rather than hang (decision 013). */
function throwIfOffline(): void {
  if (navigator.onLine) return
  throw new ApiError({
    kind: 'offline',
    said: say(httpMessages, 'offline'),
  })
}

/** A time limit below a second is said in ms, else in whole seconds. */
type TimeoutKey = 'timeout' | 'timeoutMs'

interface Exchange {
  url: string
  init: RequestInit
  signal: AbortSignal | undefined
  timeoutMs: number
  /** Runs right before the request goes out (the pacer counts it there); false: do not send. */
  onSend?: () => boolean
  /** Words for failures without an answer, naming who did not answer. */
  timeoutSaid: (key: TimeoutKey, count: number) => Said
  networkSaid: Said
  transport?: Transport<Answer>
  /** The request already sent (the boot step's): its response is read instead of sending. */
  sent?: EarlySend
}

/** One request with the client's timeout, abort and error kinds; external-json.ts shares it. */
export async function exchange(options: Exchange): Promise<RawResponse | null> {
  const { signal, timeoutMs } = options
  const controller = new AbortController()
  const timeout = { fired: false }
  // A timer of our own rather than AbortSignal.timeout, so tests can fake it.
  const timer = setTimeout(() => {
    timeout.fired = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort)

  try {
    if (signal?.aborted) throw abortError(signal)
    if (options.onSend?.() === false) return null
    const { sent } = options
    // Cancelled or timed out: the request already sent stops too.
    if (sent) controller.signal.addEventListener('abort', sent.stop)
    // A transport of the caller's (demo mode, still downloading its mock
    // API) must stop at the timeout as fetch does.
    const response = await untilAborted(
      sent?.response ??
        (options.transport ?? fetch)(options.url, {
          ...options.init,
          signal: controller.signal,
          // Keys travel in a header only; never let the browser add cookies.
          credentials: 'omit',
        }),
      controller.signal,
    )
    if (options.init.redirect === 'manual' && isRedirect(response)) {
      throw new ApiError({
        kind: 'redirect',
        status: response.status || null,
        said: say(httpMessages, 'redirect'),
      })
    }
    // Read the body under the same timeout: a stalled body is a timeout too.
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      contentType: response.headers.get('Content-Type') ?? '',
      text,
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (timeout.fired) {
      throw new ApiError({
        kind: 'timeout',
        said:
          timeoutMs < 1000
            ? options.timeoutSaid('timeoutMs', timeoutMs)
            : options.timeoutSaid('timeout', Math.round(timeoutMs / 1000)),
        cause: error,
      })
    }
    if (signal?.aborted) throw abortError(signal)
    throw new ApiError({
      kind: 'network',
      said: options.networkSaid,
      cause: error,
    })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** A browser hides a redirect it did not follow (opaqueredirect); Node and the demo's transport show its status. */
function isRedirect(response: Answer): boolean {
  return (
    response.type === 'opaqueredirect' ||
    [301, 302, 303, 307, 308].includes(response.status)
  )
}
