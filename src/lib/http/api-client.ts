import type * as z from 'zod/mini'
import { abortError, ApiError } from './api-error'
import {
  type Connection,
  effectiveApiKey,
  getConnection,
} from '../connection/connection'
import { config } from '../connection/env'
import { targetName, targetOf } from '../connection/identity'
import type { EarlyRequest } from './early-request'
import {
  apiInit,
  buildUrl,
  type Outcome,
  transfer,
  type Transport,
} from './exchange'
import { stringifyJson } from './json'
import { type ApiResponse, type RawResponse, readAnswer } from './read-answer'
import { keyRedactor } from './redact-key'
import { sendInTurn } from './send-in-turn'
import { untilAborted } from './until-aborted'

// The one way the app talks to the API. Nothing is retried but a 429
// (send-in-turn.ts), and TanStack Query's own retry is off: a POST that
// failed by network, timeout or 5xx may have been processed, so the UI
// decides (decision 001).

export { buildUrl, type Transport } from './exchange'

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
  /** Wait out a 429 and send again (default). Off: report the 429 at once (still starting that server's wait). */
  retryOn429?: boolean
  /** Told when the request waits for a rate-limit wait and when an attempt leaves (the activity log). */
  onProgress?: (event: 'waiting' | 'sent') => void
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

function sendingTo(connection: Connection): {
  baseUrl: string
  apiKey: string
} {
  const apiKey = effectiveApiKey(connection)
  if (!connection.baseUrl) {
    throw new ApiError({
      kind: 'config',
      code: 'missing_base_url',
      message: `No API base URL is configured for ${connection.label}. Choose another environment in Settings.`,
    })
  }
  if (!apiKey) {
    throw new ApiError({
      kind: 'config',
      code: 'missing_key',
      message: `No API key is saved for ${connection.label}. Enter it in Settings.`,
    })
  }
  return { baseUrl: connection.baseUrl, apiKey }
}

export async function apiRequest<T>(
  request: ApiRequest<T>,
): Promise<ApiResponse<T>> {
  const connection = request.connection ?? getConnection()
  const { baseUrl, apiKey } = sendingTo(connection)
  // Demo mode answers in this browser; a live API cannot be reached offline.
  const live = connection.environment !== 'demo'
  const url = buildUrl(baseUrl, request.path, request.query)
  // Waits are per server and key: one server's 429 says nothing about another's limit.
  const target = targetOf(baseUrl, apiKey)
  const early = adoptable(request.early, url, targetName(target))
  if (live && !early) throwIfOffline()
  const init = apiInit(
    apiKey,
    request.method ?? 'GET',
    request.body === undefined ? undefined : stringifyJson(request.body),
  )
  const failures = {
    signal: request.signal,
    timeoutMs: request.timeoutMs ?? config.requestTimeoutMs,
    timeoutMessage: (duration: string) =>
      `The server did not answer within ${duration}.`,
    networkMessage: `Could not reach the server at ${new URL(url).host}. Check your connection; if the server is up, it may be blocking this app (CORS).`,
  }
  const response = await sendInTurn(
    {
      connection,
      target,
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
        transport: transportFor(connection),
      }),
    early && adopt(early, failures),
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

/** Its answer, read as the client reads its own; cancelling the request stops it. */
async function adopt(
  early: EarlyRequest,
  failures: Parameters<typeof settle>[1],
): Promise<RawResponse | null> {
  const { signal } = failures
  const onAbort = () => early.abort(signal?.reason)
  if (signal?.aborted) onAbort()
  signal?.addEventListener('abort', onAbort)
  try {
    const outcome = await early.sent
    return outcome && settle(outcome, failures)
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

/** `onLine` false is certain (true is not): fail at once rather than hang (decision 013). */
function throwIfOffline(): void {
  if (navigator.onLine) return
  throw new ApiError({
    kind: 'offline',
    message:
      "You're offline: nothing was sent. Try again once this device is connected.",
  })
}

interface Exchange {
  url: string
  init: RequestInit
  signal: AbortSignal | undefined
  timeoutMs: number
  /** Runs right before the request goes out (the pacer counts it there); false: do not send. */
  onSend?: () => boolean
  /** Words for failures without an answer, naming who did not answer. */
  timeoutMessage: (duration: string) => string
  networkMessage: string
  transport?: Transport
}

/** One request with the client's timeout, abort and error kinds; external-json.ts shares it. */
export async function exchange(options: Exchange): Promise<RawResponse | null> {
  if (options.signal?.aborted) throw abortError(options.signal)
  if (options.onSend?.() === false) return null
  const { transport } = options
  // A transport of the caller's (demo mode, still downloading its mock
  // API) must stop at the timeout as fetch does.
  return settle(
    await transfer({
      ...options,
      transport:
        transport &&
        ((url, init) => untilAborted(transport(url, init), init.signal)),
    }),
    options,
  )
}

/** An exchange's outcome as the client reports it: the answer, or the ApiError that says why there is none. */
function settle(
  outcome: Outcome,
  options: Pick<
    Exchange,
    'signal' | 'timeoutMs' | 'timeoutMessage' | 'networkMessage'
  >,
): RawResponse {
  if ('answer' in outcome) return outcome.answer
  switch (outcome.failed) {
    case 'redirect':
      throw new ApiError({
        kind: 'redirect',
        status: outcome.status || null,
        message:
          'The API answered with a redirect; the key is not sent to another address.',
      })
    case 'timeout':
      throw new ApiError({
        kind: 'timeout',
        message: options.timeoutMessage(formatDuration(options.timeoutMs)),
        cause: outcome.cause,
      })
    case 'aborted':
      throw abortError(options.signal)
    case 'network':
      throw new ApiError({
        kind: 'network',
        message: options.networkMessage,
        cause: outcome.cause,
      })
  }
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`
}
