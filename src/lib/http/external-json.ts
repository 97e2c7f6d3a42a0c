import type * as z from 'zod/mini'
import { exchange, type Transport } from './api-client'
import { abortError } from './api-error'
import { externalMessages } from './external-messages'
import { say } from '../i18n/said'
import { config } from '../connection/env'
import { type ApiResponse, readAnswer } from './read-answer'

// JSON from services that are not the API (the domains page's DNS lookups),
// sent and read as the API's answers are, but outside its rate limits.

export interface ExternalJsonRequest<T> {
  /** Absolute URL of a public service that is not the API, e.g. a DNS-over-HTTPS resolver. */
  url: string
  query?: Record<string, string | number | undefined>
  schema: z.ZodMiniType<T>
  accept?: string
  signal?: AbortSignal
  timeoutMs?: number
  /** Defaults to the network (`fetch`); demo mode passes answers of its own. */
  transport?: Transport
}

/**
 * Unlike apiRequest, on purpose: no API key (a third party must never see
 * it), no cookies, no pacer or wait (these do not count against the API's
 * limits), and not the API's transport: the caller says how they are answered.
 */
export async function fetchExternalJson<T>(
  request: ExternalJsonRequest<T>,
): Promise<ApiResponse<T>> {
  const url = new URL(request.url)
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  const response = await exchange({
    url: url.href,
    init: {
      method: 'GET',
      headers: { Accept: request.accept ?? 'application/json' },
    },
    signal: request.signal,
    timeoutMs: request.timeoutMs ?? config.requestTimeoutMs,
    transport: request.transport,
    timeoutSaid: (key, count) =>
      say(externalMessages, key, { host: url.host, count }),
    networkSaid: say(externalMessages, 'network', { host: url.host }),
  })
  if (response === null) throw abortError(request.signal)
  // No key went out, so none can come back.
  return readAnswer(response, request.schema, null)
}
