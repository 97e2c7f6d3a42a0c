import * as z from 'zod/mini'
import { apiRequest } from '../../../lib/http/api-client'
import { isApiError } from '../../../lib/http/api-error'
import type { ConnectionSettings } from '../../../lib/connection/connection'
import { resolveConnection } from '../../../lib/connection/save-connection'
import type { Said } from '../../../lib/i18n/said'
import type { Tabs } from '../../../lib/tabs/tabs'
import {
  readRateLimitHeaders,
  type RateLimitHeaders,
} from '../../../lib/rate-limit/headers'

/**
 * The response headers the app needs to read. A cross-origin API must list
 * them in `Access-Control-Expose-Headers`, or the browser hides them: then the
 * app cannot see how long a 429 asks it to wait, nor how many requests are
 * left, and has to guess with long backoffs.
 */
const NEEDED_HEADERS = [
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Date',
] as const

/** The line the API's operator adds to its responses (and to its CORS preflight answers). */
export const EXPOSE_HEADERS_LINE = `Access-Control-Expose-Headers: ${NEEDED_HEADERS.join(', ')}`

export type ConnectionTestResult =
  | {
      outcome: 'connected'
      host: string
      rateLimit: RateLimitHeaders | null
      /** Headers every answer carries that this browser could not read (hidden by CORS). */
      hiddenHeaders: string[]
    }
  | Failed<'key-refused' | 'unreachable' | 'rate-limited', string>
  /** message null: not an API error, nothing to quote. */
  | Failed<'other', string | null>

/** `message` in English or as the server wrote it; `said`: the app's own words, to speak in the chosen language. */
interface Failed<O, M> {
  outcome: O
  message: M
  said: Said | null
}

// Settings only needs to know the server answers like the API: a JSON array.
// Its items as z.custom, which takes anything, as z.unknown would: zod's
// schemas sit in the first load's chunk, and z.unknown would be its only
// user there.
const anyList = z.array(z.custom())

/** With the given, possibly unsaved, settings, in the desk `tabs`. */
export async function testConnection(
  tabs: Pick<Tabs, 'connection' | 'limits'>,
  settings: ConnectionSettings,
): Promise<ConnectionTestResult> {
  const connection = resolveConnection(tabs.connection, settings)
  const { limits } = tabs
  try {
    const response = await apiRequest({
      path: '/pets',
      query: { limit: 1 },
      schema: anyList,
      connection,
      limits,
      retryOn429: false,
    })
    return {
      outcome: 'connected',
      host: connection.baseUrl
        ? new URL(connection.baseUrl).host
        : connection.label,
      rateLimit: readRateLimitHeaders(response.headers),
      // Retry-After comes with 429s only, so a 200 cannot show it; the
      // others come on every answer, and if they are hidden, so is it.
      hiddenHeaders: NEEDED_HEADERS.filter(
        (name) => name !== 'Retry-After' && !response.headers.has(name),
      ),
    }
  } catch (error) {
    if (!isApiError(error))
      return { outcome: 'other', message: null, said: null }
    // What the server wrote is quoted as it came; else the app's words.
    const said = error.serverMessage ? null : error.said
    if (error.isUnauthorized) {
      return {
        outcome: 'key-refused',
        message: error.serverMessage ?? error.message,
        said,
      }
    }
    if (error.kind === 'network' || error.kind === 'timeout') {
      return { outcome: 'unreachable', message: error.message, said }
    }
    if (error.kind === 'rate-limited')
      return { outcome: 'rate-limited', message: error.message, said }
    return { outcome: 'other', message: error.message, said }
  }
}
