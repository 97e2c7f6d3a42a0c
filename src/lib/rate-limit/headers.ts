import type { Connection, ConnectionStore } from '../connection/connection'
import { connectionTarget, targetName } from '../connection/identity'
import type { SharedRecord, SharedState } from '../tabs/shared-state'
import { createStore } from '../util/store'
import { LONGEST_HONOURED_MS } from './retry-after'

// The `X-RateLimit-*` headers of an answer, and the last ones the saved
// connection's server and key sent, for the quota meter and the day's count.
// One snapshot per server and key for the whole browser (decision 011): a new
// tab shows what another tab last heard, with its age, instead of "unknown"
// until its own first answer.

export interface RateLimitHeaders {
  limit: number
  remaining: number
  /** Epoch ms when the window resets, if the server said. */
  resetAt: number | null
  /** Epoch ms when an answer carried them, in whichever tab. */
  seenAt: number
}

function readInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name)?.trim()
  if (!raw || !/^\d+$/.test(raw)) return null
  return Number(raw)
}

export function readRateLimitHeaders(
  headers: Headers,
  now = Date.now(),
): RateLimitHeaders | null {
  const limit = readInt(headers, 'X-RateLimit-Limit')
  const remaining = readInt(headers, 'X-RateLimit-Remaining')
  if (limit === null || remaining === null) return null
  const reset = readInt(headers, 'X-RateLimit-Reset')
  // The interface says Unix timestamp (seconds); tolerate milliseconds.
  const at = reset === null ? null : reset > 1e11 ? reset : reset * 1000
  // One no number can hold (400 digits read as Infinity) is the longest
  // wait the app honours, never "now" (retry-after.ts).
  const resetAt =
    at === null || Number.isSafeInteger(at) ? at : now + LONGEST_HONOURED_MS
  return { limit, remaining, resetAt, seenAt: now }
}

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
 * The header snapshot this page shows, kept in `shared` per server and key.
 * `seen` is null while unknown (none yet, hidden by CORS).
 */
export function createHeaderSnapshot(
  shared: SharedState,
  saved: ConnectionStore,
) {
  const seen = createStore<RateLimitHeaders | null>(null)

  /** Takes a snapshot unless the one shown is newer (another tab's message can come late). */
  function show(next: RateLimitHeaders | null) {
    const current = seen.get()
    if (next && (!current || next.seenAt > current.seenAt)) seen.set(next)
  }

  let owner = ''
  let snapshot: SharedRecord<RateLimitHeaders> | null = null
  let stopSnapshot = () => {}

  /** Shows the saved connection's snapshot: another server or key has another quota. */
  function follow() {
    const next = quotaOwner(saved.get())
    if (next === owner && snapshot) return
    owner = next
    stopSnapshot()
    seen.set(null)
    const record = shared.record(`headers:${targetName(owner)}`, parseSnapshot)
    snapshot = record
    stopSnapshot = record.subscribe(() => show(record.peek()))
    show(record.peek())
  }

  return {
    /** The last headers of the saved connection's server and key. `set` is for tests. */
    seen,
    /** The app calls it once at startup. */
    followConnection(): () => void {
      follow()
      const stopConnection = saved.subscribe(follow)
      return () => {
        stopConnection()
        stopSnapshot()
        stopSnapshot = () => {}
        snapshot = null
      }
    },
    /**
     * Only for the saved connection: Settings testing another server or key,
     * or an answer arriving after a switch, must not overwrite the quota shown.
     */
    record(connection: Connection, headers: Headers): void {
      if (quotaOwner(connection) !== quotaOwner(saved.get())) return
      const read = readRateLimitHeaders(headers)
      // Keep the last known values when a response hides them (e.g. an opaque error).
      if (!read) return
      follow()
      show(read)
      // The latest answer wins in every tab, whichever was written last;
      // stored and told within a second, as the meter shows it (decision 040).
      snapshot?.updateSoon((stored) =>
        stored && stored.seenAt > read.seenAt ? stored : read,
      )
    },
  }
}
