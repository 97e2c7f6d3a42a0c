import type * as z from 'zod/mini'
import { ApiError } from './api-error'
import { httpMessages } from './http-messages'
import { say } from '../i18n/said'
import { parseJson } from './json'
import type { Redactor } from './redact-key'

// What an answer says: its status, then its body as the JSON the interface
// describes (ids beyond 2^53 kept exact), or the ApiError that says why not.
// The API and outside services (external-json.ts) read answers alike.

/** An answer as it arrived, its body read in full. */
export interface RawResponse {
  status: number
  headers: Headers
  contentType: string
  text: string
}

/** The most of an answer that is used: a page of 100 animals is a few KB. */
export const MAX_ANSWER_CHARS = 5 * 1024 * 1024

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
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

/**
 * The answer's data, checked against `schema`; rejects with the ApiError that
 * says what is wrong. `redactor` cleans every string read from the answer
 * once decoded (the API's key); null only for services that never got a key.
 */
export async function readAnswer<T>(
  response: RawResponse,
  schema: z.ZodMiniType<T>,
  redactor: Redactor | null,
): Promise<ApiResponse<T>> {
  const { status, headers, contentType, text } = response
  // Not parsed, checked or shown: a server cannot make the page hold more.
  if (text.length > MAX_ANSWER_CHARS)
    throw new ApiError({
      kind: 'invalid-response',
      status,
      said: say(httpMessages, 'tooLarge'),
    })
  if (status < 200 || status > 299) {
    const error = await toHttpError(response)
    throw redactor ? redactedError(error, redactor) : error
  }

  if (/text\/html/i.test(contentType) || /^\s*</.test(text)) {
    throw new ApiError({
      kind: 'invalid-response',
      status,
      said: say(httpMessages, 'webPage'),
    })
  }
  const json = await tryJson(text)
  if (!json.ok) {
    throw new ApiError({
      kind: 'invalid-response',
      status,
      said: say(httpMessages, text.trim() ? 'notJson' : 'empty'),
    })
  }
  const parsed = schema.safeParse(
    redactor ? redactor.data(json.value) : json.value,
  )
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError({
      kind: 'invalid-response',
      status,
      said: issue?.path.length
        ? say(httpMessages, 'shapeAt', { path: issue.path.join('.') })
        : say(httpMessages, 'shape'),
      cause: parsed.error,
    })
  }
  return { data: parsed.data, status, headers }
}

/** Loaded with the first error answer (decision 004); the error must not depend on it loading. */
function toHttpError({ status, text }: RawResponse): Promise<ApiError> {
  return import('./error-answer').then(
    (module) => module.httpError(status, text),
    () =>
      new ApiError({
        kind: 'http',
        status,
        said: say(httpMessages, 'status', { status }),
      }),
  )
}

/** The error with every string the server wrote cleaned: its code, its message, and the message built from them (the app's own words, `said`, hold none). */
function redactedError(error: ApiError, redactor: Redactor): ApiError {
  const clean = (value: string | null) =>
    value === null ? null : redactor.text(value)
  return new ApiError({
    kind: error.kind,
    status: error.status,
    code: clean(error.code),
    serverMessage: clean(error.serverMessage),
    message: redactor.text(error.message),
    said: error.said,
    retryAt: error.retryAt,
    cause: error.cause,
  })
}
