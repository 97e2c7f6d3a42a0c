import { englishOf, type Said, say } from '../i18n/said'
import { httpMessages } from './http-messages'

/** The code of a 429 whose wait is more than a day: waiting, not refused (the Activity log reads it). */
export const WAIT_BEYOND_A_DAY = 'wait_beyond_a_day'

/**
 * - `http`: the server answered with an error status (body may or may not be an Error).
 * - `rate-limited`: 429 answers kept coming after the app waited and retried.
 * - `network`: no answer at all: offline, DNS, refused, or blocked by CORS
 *   (browsers deliberately make these indistinguishable).
 * - `timeout`: no complete answer within the time limit.
 * - `aborted`: the app itself cancelled the request (navigation, new filter).
 * - `invalid-response`: a 2xx whose body is not the JSON the interface describes.
 * - `redirect`: the API answered with a redirect, which is never followed
 *   (the key would go with it). Whatever redirected may have acted on it.
 * - `config`: the request could not be sent: no API key or base URL configured.
 * - `offline`: not sent, because the browser knows it has no network (the
 *   API client does not try; a request would only fail, or hang until the
 *   timeout). Nothing reached the server.
 */
export type ApiErrorKind =
  | 'http'
  | 'rate-limited'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid-response'
  | 'redirect'
  | 'config'
  | 'offline'

type ApiErrorInit = (
  { message: string; said?: Said | null } | { message?: string; said: Said }
) & {
  kind: ApiErrorKind
  status?: number | null
  code?: string | null
  serverMessage?: string | null
  retryAt?: number | null
  cause?: unknown
}

/**
 * The one error type every API call rejects with. Its message never contains
 * the key. `message` is English (logs, stored records); the screen speaks
 * `said` in the chosen language, and shows `serverMessage` as it came.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** The Error body's `code`, when the body was an Error. */
  readonly code: string | null
  /** The Error body's `message`, verbatim, when the body was an Error. */
  readonly serverMessage: string | null
  /** For `rate-limited`: when the app may send again (epoch ms); null when only a person's Retry will (a wait beyond a day). */
  readonly retryAt: number | null
  /** The app's words for it, to speak in the chosen language; null: only `message` (English) says it. */
  readonly said: Said | null

  constructor(init: ApiErrorInit) {
    super(init.message ?? (init.said ? englishOf(init.said) : ''), {
      cause: init.cause,
    })
    this.kind = init.kind
    this.said = init.said ?? null
    this.status = init.status ?? null
    this.code = init.code ?? null
    this.serverMessage = init.serverMessage ?? null
    this.retryAt = init.retryAt ?? null
  }

  get isUnauthorized(): boolean {
    return (
      this.status === 401 ||
      (this.kind === 'config' && this.code === 'missing_key')
    )
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function abortError(signal: AbortSignal | undefined): ApiError {
  return new ApiError({
    kind: 'aborted',
    said: say(httpMessages, 'cancelled'),
    cause: signal?.reason,
  })
}
