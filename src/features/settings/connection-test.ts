import * as z from 'zod/mini'
import { apiRequest } from '../../lib/api-client'
import { isApiError } from '../../lib/api-error'
import type { Connection } from '../../lib/connection'
import {
  readRateLimitHeaders,
  type RateLimitHeaders,
} from '../../lib/rate-limit'

export type ConnectionTestResult =
  | { outcome: 'connected'; host: string; rateLimit: RateLimitHeaders | null }
  | { outcome: 'key-refused'; message: string }
  | { outcome: 'unreachable'; message: string }
  | { outcome: 'rate-limited'; message: string }
  | { outcome: 'other'; message: string }

// Settings only needs to know the server answers like the API: a JSON array.
const anyList = z.array(z.unknown())

/** Sends one `GET /pets?limit=1` with the given (possibly unsaved) connection. */
export async function testConnection(
  connection: Connection,
): Promise<ConnectionTestResult> {
  try {
    const response = await apiRequest({
      path: '/pets',
      query: { limit: 1 },
      schema: anyList,
      connection,
      retryOn429: false,
    })
    return {
      outcome: 'connected',
      host: connection.baseUrl
        ? new URL(connection.baseUrl).host
        : connection.label,
      rateLimit: readRateLimitHeaders(response.headers),
    }
  } catch (error) {
    if (!isApiError(error))
      return { outcome: 'other', message: 'Something unexpected went wrong.' }
    if (error.isUnauthorized) {
      return {
        outcome: 'key-refused',
        message: error.serverMessage ?? error.message,
      }
    }
    if (error.kind === 'network' || error.kind === 'timeout') {
      return { outcome: 'unreachable', message: error.message }
    }
    if (error.kind === 'rate-limited')
      return { outcome: 'rate-limited', message: error.message }
    return { outcome: 'other', message: error.message }
  }
}
