import * as z from 'zod/mini'
import { ApiError, WAIT_BEYOND_A_DAY } from './api-error'
import {
  type Connection,
  effectiveApiKey,
  getConnection,
} from '../connection/connection'
import { config } from '../connection/env'
import { parseJson, stringifyJson } from './json'
import { recordDaySend } from '../rate-limit/day-count'
import { readRateLimitHeaders } from '../rate-limit/headers'
import { pace, type PaceSlot } from '../rate-limit/pacer'
import { readServerDate } from '../rate-limit/retry-after'
import { targetOf, type Target } from '../connection/identity'
import type { Answer, Wait } from '../rate-limit/wait-policy'
import { waits } from '../rate-limit/wait-store'
import { waitUntilClear } from '../rate-limit/wait-timers'

// The one way the app talks to the API. It owns the base URL, the bearer key,
// timeouts, error mapping and the 429 policy, so nothing else has to:
// - a 429 starts a wait for that server and key, in every tab of the browser,
//   during which nothing at all is sent to it, and the request is sent again
//   once it ends, a few times, for GET and POST alike (a 429 was not
//   processed); an answer saying `X-RateLimit-Remaining: 0` starts a wait
//   until its `X-RateLimit-Reset`, so the app does not walk into that 429;
// - the shared wait is read afresh (one IndexedDB transaction) right before
//   each send, so a tab that was frozen while another learnt of a wait does
//   not send into it; a wait of more than a day is not waited out by itself:
//   the request fails at once and a person's Retry decides;
// - nothing else is retried here, and TanStack Query's own retry is off, so
//   the number of requests is decided in this file alone. A POST that failed
//   by network, timeout or 5xx may have been processed: the UI decides;
// - every attempt, retries included, waits its turn under the plan's
//   per-minute limit (the pacer, shared by every tab), so the app does not
//   cause the 429 itself.

export const MAX_ATTEMPTS_ON_429 = 4

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
  /** Wait out a 429 and send again (default). Off: report the 429 at once (still starting that server's cooldown). */
  retryOn429?: boolean
  /** Told when the request is held by a rate-limit wait and when an attempt leaves (the activity log). */
  onProgress?: (event: 'held' | 'sent') => void
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
}

/** How a connection's requests are answered; undefined: the network (`fetch`). */
export type TransportFor = (connection: Connection) => Transport | undefined
let transportFor: TransportFor = () => undefined

/**
 * Lets the app answer some connections' requests without the network: demo
 * mode's mock API answers in the page. Chosen per request, from the
 * request's own connection, so a live request (Settings' Test connection)
 * goes to the network while demo is saved, and nothing has to be started or
 * stopped when the saved connection changes.
 */
export function setTransportFor(choose: TransportFor): void {
  transportFor = choose
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: ApiRequest<unknown>['query'],
): string {
  const url = new URL(
    `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
  )
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url.href
}

export function abortError(signal: AbortSignal | undefined): ApiError {
  return new ApiError({
    kind: 'aborted',
    message: 'The request was cancelled.',
    cause: signal?.reason,
  })
}

export async function apiRequest<T>(
  request: ApiRequest<T>,
): Promise<ApiResponse<T>> {
  const connection = request.connection ?? getConnection()
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
  // Demo mode answers in this browser; a live API cannot be reached offline.
  const live = connection.environment !== 'demo'
  if (live) throwIfOffline()
  const url = buildUrl(connection.baseUrl, request.path, request.query)
  const method = request.method ?? 'GET'
  // Waits are per server and key: one server's 429 says nothing about another's limit.
  const target = targetOf(connection.baseUrl, apiKey)

  for (let attempt = 1; ;) {
    if (waits.waitFor(target)) request.onProgress?.('held')
    const slot = await waitYourTurn(target, request.signal)
    let response: RawResponse | null
    try {
      // A fresh read of the shared wait: this tab's copy follows other tabs'
      // messages, but a tab that was frozen may have missed them.
      await waits.refresh(target)
      response = await send(
        url,
        method,
        apiKey,
        request,
        () => {
          // Last look, synchronously before the request leaves, at the copy
          // that read just refreshed. The network may have gone meanwhile.
          if (live) throwIfOffline()
          if (waits.waitFor(target)) return false
          slot.markSent()
          request.onProgress?.('sent')
          // Demo requests go to the mock in this browser, not against the key's daily quota.
          if (connection.environment !== 'demo') void recordDaySend()
          return true
        },
        transportFor(connection),
      )
    } finally {
      // Gives the slot back when nothing went out (aborted or held).
      slot.release()
    }
    if (response === null) continue
    // The shared snapshot is not needed to send, only to show: it loads with
    // the first answer (decision 004).
    const { headers } = response
    // A chunk that fails to load (a new deploy, offline) only costs the meter.
    import('../rate-limit/header-store').then(
      (module) => module.recordRateLimitHeaders(connection, headers),
      () => undefined,
    )
    const answer = readAnswer(response.headers)

    if (response.status === 429) {
      const retryAt = await waits.startCooldown(target, answer)
      const beyond = waits.waitFor(target)?.beyond
      if (beyond) throw beyondADay(beyond)
      if (request.retryOn429 !== false && attempt < MAX_ATTEMPTS_ON_429) {
        attempt += 1
        continue
      }
      throw new ApiError({
        kind: 'rate-limited',
        status: 429,
        retryAt,
        message:
          request.retryOn429 === false
            ? 'The server is limiting requests right now (429 Too Many Requests).'
            : 'The server is still limiting requests after several waits. Try again in a little while.',
      })
    }
    await waits.noteAnswer(target, answer)
    return readResponse(redactKey(response, apiKey), request)
  }
}

/**
 * `navigator.onLine` false means certainly offline (true only means some
 * network exists): the request fails at once, without a try that would fail
 * or hang until the timeout, and nothing is attempted (decision 013).
 */
function throwIfOffline(): void {
  if (navigator.onLine) return
  throw new ApiError({
    kind: 'offline',
    message:
      "You're offline: nothing was sent. Try again once this device is connected.",
  })
}

/** What an answer says about the limit, as far as CORS lets the browser read it. */
function readAnswer(headers: Headers): Answer {
  const limit = readRateLimitHeaders(headers)
  return {
    retryAfter: headers.get('Retry-After'),
    remaining: limit?.remaining ?? null,
    resetAt: limit?.resetAt ?? null,
    serverNow: readServerDate(headers),
  }
}

/**
 * Waits out the target's wait, then for a slot under the per-minute limit.
 * A wait in the pacer's queue can be long enough for a 429 to another
 * request (in any tab) to start a wait meanwhile, so it is checked again
 * before going.
 */
async function waitYourTurn(
  target: Target,
  signal: AbortSignal | undefined,
): Promise<PaceSlot> {
  for (;;) {
    let slot: PaceSlot
    const beyond = waits.waitFor(target)?.beyond
    if (beyond) throw beyondADay(beyond)
    try {
      await waitUntilClear(waits, target, signal)
      slot = await pace(target, signal)
    } catch {
      throw abortError(signal)
    }
    if (!waits.waitFor(target)) return slot
    slot.release()
  }
}

/**
 * A wait of more than a day is not waited out by an open page: nothing is
 * sent by itself, and the person decides when to try again. So there is no
 * `retryAt` (callers stop rather than wait); the message gives the date.
 */
function beyondADay(beyond: NonNullable<Wait['beyond']>): ApiError {
  return new ApiError({
    kind: 'rate-limited',
    status: 429,
    code: WAIT_BEYOND_A_DAY,
    message: `The server asked for a wait of more than a day (until ${new Date(beyond).toLocaleString()}). Press Retry after then.`,
  })
}

interface RawResponse {
  status: number
  headers: Headers
  contentType: string
  text: string
}

/** What sends a request: `fetch`, unless a caller answers some other way (demo DNS). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>

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

/**
 * One fetch with the app's timeout and abort rules, mapped to ApiError kinds:
 * the API and outside services (fetchExternalJson) share it.
 */
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
    // Raced with the abort: a transport of the caller's (demo mode, still
    // downloading its mock API) must stop at the timeout as fetch does.
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () =>
        reject(controller.signal.reason as Error),
      )
    })
    const response = await Promise.race([
      (options.transport ?? fetch)(options.url, {
        ...options.init,
        signal: controller.signal,
        // Keys travel in a header only; never let the browser add cookies.
        credentials: 'omit',
      }),
      aborted,
    ])
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
        message: options.timeoutMessage(formatDuration(timeoutMs)),
        cause: error,
      })
    }
    if (signal?.aborted) throw abortError(signal)
    throw new ApiError({
      kind: 'network',
      message: options.networkMessage,
      cause: error,
    })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

function send(
  url: string,
  method: string,
  apiKey: string,
  request: ApiRequest<unknown>,
  markSent: () => boolean,
  transport: Transport | undefined,
): Promise<RawResponse | null> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${apiKey}`,
  }
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  return exchange({
    url,
    init: {
      method,
      headers,
      body:
        request.body === undefined ? undefined : stringifyJson(request.body),
    },
    signal: request.signal,
    timeoutMs: request.timeoutMs ?? config.requestTimeoutMs,
    onSend: markSent,
    transport,
    timeoutMessage: (duration) =>
      `The server did not answer within ${duration}.`,
    networkMessage: `Could not reach the server at ${new URL(url).host}. Check your connection; if the server is up, it may be blocking this app (CORS).`,
  })
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`
}

/** A server that echoes the key in an error must not put it on screen or in an error message. */
function redactKey(response: RawResponse, apiKey: string): RawResponse {
  if (response.status < 400 || !response.text.includes(apiKey)) return response
  return { ...response, text: response.text.replaceAll(apiKey, '••••') }
}

async function tryJson(
  text: string,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await parseJson(text) }
  } catch {
    return { ok: false }
  }
}

export async function readResponse<T>(
  response: RawResponse,
  request: ApiRequest<T>,
): Promise<ApiResponse<T>> {
  const { status, headers, contentType, text } = response
  if (status < 200 || status > 299) throw await toHttpError(response)

  if (/text\/html/i.test(contentType) || /^\s*</.test(text)) {
    throw new ApiError({
      kind: 'invalid-response',
      status,
      message:
        'The server sent a web page instead of data. Check that the API base URL points at the API.',
    })
  }
  const json = await tryJson(text)
  if (!json.ok) {
    throw new ApiError({
      kind: 'invalid-response',
      status,
      message: text.trim()
        ? 'The server sent a response that is not valid JSON.'
        : 'The server sent an empty response.',
    })
  }
  const parsed = request.schema.safeParse(json.value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : ''
    throw new ApiError({
      kind: 'invalid-response',
      status,
      message: `The server's answer did not have the expected shape${where}.`,
      cause: parsed.error,
    })
  }
  return { data: parsed.data, status, headers }
}

/**
 * An error answer's ApiError. Its words and the Error body's parsing load
 * with the first error answer, not with the list's first load (decision 004);
 * the error must not depend on them loading.
 */
function toHttpError({ status, text }: RawResponse): Promise<ApiError> {
  return import('./error-answer').then(
    (module) => module.httpError(status, text),
    () =>
      new ApiError({
        kind: 'http',
        status,
        message: `The server answered with HTTP ${status}.`,
      }),
  )
}
