import * as z from 'zod/mini'
import { ApiError } from './api-error'
import { errorAnswerMessages } from './error-answer-messages'
import { parseJson } from './json'
import { say } from '../i18n/said'

// An error answer's ApiError: the interface's Error body when the server sent
// one, else a sentence for the status and what came instead (a proxy page,
// an empty or malformed body). Loaded with the first error answer (decision 004).

const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.number(),
})

const STATUSES = [400, 401, 403, 404, 408, 429, 500, 502, 503, 504] as const
type Known = (typeof STATUSES)[number]

/** The status's sentence, as a message of the same Messages as the sentence it goes in. */
function statusProblem(status: number): {
  key: string
  values: Record<string, number>
} {
  return STATUSES.includes(status as Known)
    ? { key: `s${status as Known}`, values: {} }
    : { key: 'other', values: { status } }
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
      // The server's words, when it wrote any, are the English message as they always were.
      message: serverMessage || undefined,
      said: { messages: errorAnswerMessages, ...statusProblem(status) },
    })
  }
  const problem = statusProblem(status)
  return new ApiError({
    kind: 'http',
    status,
    said: say(
      errorAnswerMessages,
      !text.trim()
        ? 'noDetails'
        : /^\s*</.test(text)
          ? 'webPage'
          : 'notAnError',
      { problem },
    ),
  })
}
