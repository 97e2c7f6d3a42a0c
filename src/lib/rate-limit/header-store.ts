import {
  type Connection,
  getConnection,
  subscribeConnection,
} from '../connection/connection'
import { connectionTarget, targetName } from '../connection/identity'
import { browserShared, type SharedRecord } from '../tabs/shared-state'
import { type RateLimitHeaders, readRateLimitHeaders } from './headers'
import { createStore } from '../util/store'

// The last `X-RateLimit-*` headers the saved connection's server sent, for
// the quota meter and the daily count. One snapshot per server and key for
// the whole browser (decision 011): a new tab shows what another tab last
// heard, with its age, instead of "unknown" until its own first answer.
// The client loads it with its first answer, not with the first load
// (decision 004); the quota meter's first render loads it too.

const count = (value: unknown) =>
  Number.isSafeInteger(value) && Number(value) >= 0

/** A stored snapshot, checked field by field (another version may have written it). */
function parseSnapshot(stored: unknown): RateLimitHeaders | null {
  const { limit, remaining, resetAt, seenAt } = (stored ?? {}) as Record<
    string,
    unknown
  >
  return count(limit) &&
    count(remaining) &&
    count(seenAt) &&
    (resetAt === null || count(resetAt))
    ? (stored as RateLimitHeaders)
    : null
}

/** Server and key: what the headers describe (a quota can be per key). */
function quotaOwner(connection: Connection): string {
  return connectionTarget(connection) ?? ''
}

/**
 * Last rate-limit headers the saved connection's server and key sent, in any
 * tab; null while unknown (none yet, hidden by CORS). `set` is for tests.
 */
export const rateLimitHeaders = createStore<RateLimitHeaders | null>(null)

/** Takes a snapshot unless the one shown is newer (another tab's message can come late). */
function show(next: RateLimitHeaders | null) {
  const current = rateLimitHeaders.get()
  if (next && (!current || next.seenAt > current.seenAt))
    rateLimitHeaders.set(next)
}

let owner = ''
let snapshot: SharedRecord<RateLimitHeaders> | null = null
let stopSnapshot = () => {}

/** Follows the saved connection's snapshot: another server or key has another quota. */
function follow() {
  const next = quotaOwner(getConnection())
  if (next === owner && snapshot) return
  owner = next
  stopSnapshot()
  rateLimitHeaders.set(null)
  const record = browserShared().record(
    `headers:${targetName(owner)}`,
    parseSnapshot,
  )
  snapshot = record
  stopSnapshot = record.subscribe(() => show(record.peek()))
  show(record.peek())
}

/**
 * Records the headers of an answer to a request sent with `connection`, if
 * that is the saved connection (same server, same key): the header shows the
 * quota of what the app is using, so Settings testing another server or key,
 * or an answer arriving after a switch, must not overwrite it.
 */
export function recordRateLimitHeaders(
  connection: Connection,
  headers: Headers,
): void {
  if (quotaOwner(connection) !== quotaOwner(getConnection())) return
  const seen = readRateLimitHeaders(headers)
  // Keep the last known values when a response hides them (e.g. an opaque error).
  if (!seen) return
  follow()
  show(seen)
  // The latest answer wins in every tab, whichever was written last.
  void snapshot?.update((stored) =>
    stored && stored.seenAt > seen.seenAt ? stored : seen,
  )
}

follow()
subscribeConnection(follow)
