import { normaliseServer } from '../connection/identity'
import type { RawResponse } from './read-answer'

// One request on the wire, with the client's timeout and abort, ending in
// plain data: the answer read in full, or why there is none. The API client
// turns that into its ApiError (api-client.ts); the page's boot step
// (src/boot/) sends its list request with this too, before the client has
// loaded, and hands the outcome over, so both fail alike.

/**
 * What sends a request: `fetch`, unless a caller answers some other way (demo
 * DNS), which must stop when its signal aborts as fetch does (`abortable`).
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>

export type Outcome =
  | { answer: RawResponse }
  | { failed: 'timeout' | 'aborted' | 'network'; cause: unknown }
  /** The API answered with a redirect, which is never followed. */
  | { failed: 'redirect'; status: number }

export interface Transfer {
  url: string
  init: RequestInit
  signal?: AbortSignal
  timeoutMs: number
  transport?: Transport
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, string | number | undefined>,
): string {
  const url = new URL(`${normaliseServer(baseUrl)}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url.href
}

/** The API's request: the key in a header only, and a redirect not followed (it would carry the key). */
export function apiInit(
  apiKey: string,
  method: 'GET' | 'POST',
  body?: string,
): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${apiKey}`,
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return { method, headers, body, redirect: 'manual' }
}

/** Sends now; never rejects. */
export async function transfer(options: Transfer): Promise<Outcome> {
  const { signal } = options
  const controller = new AbortController()
  const timeout = { fired: false }
  // A timer of our own rather than AbortSignal.timeout, so tests can fake it.
  const timer = setTimeout(() => {
    timeout.fired = true
    controller.abort()
  }, options.timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort)
  try {
    const response = await (options.transport ?? fetch)(options.url, {
      ...options.init,
      signal: controller.signal,
      // Keys travel in a header only; never let the browser add cookies.
      credentials: 'omit',
    })
    if (options.init.redirect === 'manual' && isRedirect(response))
      return { failed: 'redirect', status: response.status }
    // Read the body under the same timeout: a stalled body is a timeout too.
    const text = await response.text()
    return {
      answer: {
        status: response.status,
        headers: response.headers,
        contentType: response.headers.get('Content-Type') ?? '',
        text,
      },
    }
  } catch (cause) {
    return {
      failed: timeout.fired
        ? 'timeout'
        : signal?.aborted
          ? 'aborted'
          : 'network',
      cause,
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** A browser hides a redirect it did not follow (opaqueredirect); Node and the demo's transport show its status. */
function isRedirect(response: Response): boolean {
  return (
    response.type === 'opaqueredirect' ||
    [301, 302, 303, 307, 308].includes(response.status)
  )
}
