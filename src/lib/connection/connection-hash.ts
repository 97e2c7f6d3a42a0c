import { type Connection, effectiveApiKey } from './connection'
import { hashText } from '../util/hash'

/**
 * Names a server and key without storing the key: what keeps stored data
 * (the persisted animals, an import job) with the key it was loaded or sent
 * with. Null when there is no key, so nothing can be kept.
 */
export function connectionHash(connection: Connection): string | null {
  const key = effectiveApiKey(connection)
  if (!connection.baseUrl || !key) return null
  return hashText(`${connection.baseUrl}\n${key}`)
}
