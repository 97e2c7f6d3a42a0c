import * as z from 'zod/mini'
import { ApiError } from './api-error'
import { parseJson } from './json'

// An error answer's ApiError: the interface's Error body when the server sent
// one, else a sentence for the status (a proxy page, an empty or malformed
// body). Loaded with the first error answer (decision 004).

const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.number(),
})

const STATUS_TEXT: Record<number, string> = {
  400: 'The server rejected the request as invalid',
  401: 'The API key was refused',
  403: 'The API key is not allowed to do this',
  404: 'Not found',
  408: 'The server timed out waiting for the request',
  429: 'Too many requests',
  500: 'The server had an internal error',
  502: 'A gateway between you and the server failed (502)',
  503: 'The server is unavailable right now (503)',
  504: 'A gateway between you and the server timed out (504)',
}

function describeStatus(status: number): string {
  return STATUS_TEXT[status] ?? `The server answered with HTTP ${status}`
}

export async function httpError(
  status: number,
  text: string,
): Promise<ApiError> {
  let json: unknown
  try {
    json = await parseJson(text)
  } catch {
    json = undefined
  }
  const body = errorBodySchema.safeParse(json)
  if (body.success) {
    const serverMessage = body.data.message.trim()
    return new ApiError({
      kind: 'http',
      status,
      code: body.data.code,
      serverMessage,
      message: serverMessage || describeStatus(status),
    })
  }
  const what = !text.trim()
    ? 'with no details'
    : /^\s*</.test(text)
      ? 'with a web page instead of an API error, so a proxy or gateway may be involved'
      : 'with a body that is not an API error'
  return new ApiError({
    kind: 'http',
    status,
    message: `${describeStatus(status)} (answered ${what}).`,
  })
}
