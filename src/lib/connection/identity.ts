import { type Connection, effectiveApiKey } from './connection'
import { hashText } from '../util/hash'

// What a rate limit belongs to: one server and one key. Waits, the pace book
// and the header snapshot are kept per target, so demo mode's limit does not
// hold the live API, nor one key another.

/** Which server and key; in memory only, never stored (it holds the key). */
export type Target = string

/** The target of a base URL and key: the URL without trailing slashes, and the key. */
export function rateLimitTarget(baseUrl: string, apiKey = ''): Target {
  return `${baseUrl.replace(/\/+$/, '')}\n${apiKey}`
}

export function connectionTarget(connection: Connection): Target | null {
  return connection.baseUrl === null
    ? null
    : rateLimitTarget(connection.baseUrl, effectiveApiKey(connection))
}

/** The stored records' name for a target: a hash, so no key material is stored. */
export function targetName(target: Target): string {
  return hashText(target)
}
