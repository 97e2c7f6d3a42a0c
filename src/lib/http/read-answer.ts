import type * as z from 'zod/mini'
import { ApiError } from './api-error'
import { parseJson } from './json'

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

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
}

/** A server that echoes the key in an error must not put it on screen or in an error message. */
export function redactKey(response: RawResponse, apiKey: string): RawResponse {
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

/** The answer's data, checked against `schema`; rejects with the ApiError that says what is wrong. */
export async function readAnswer<T>(
  response: RawResponse,
  schema: z.ZodMiniType<T>,
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
  const parsed = schema.safeParse(json.value)
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

/** Loaded with the first error answer (decision 004); the error must not depend on it loading. */
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
