import type { ConnectionStore } from '../connection/connection'
import { connectionTarget, type Target } from '../connection/identity'
import type { SharedState } from '../tabs/shared-state'
import { running, type Wait, waitKey } from './wait-policy'
import { parseWait, type StoredWait } from './wait-record'
import { endsLater } from './wait-store'

// The person's Retry after a wait beyond a day has run its day.

/** A wait beyond a day whose day is over: it lasts until a person's Retry. */
export function awaitingRetry(wait: Wait | null, now: number): boolean {
  return wait !== null && wait.beyond !== null && wait.until <= now
}

/**
 * Ends a wait beyond a day once its day has run, for one send: the record
 * keeps the end it asked for, so a 429 to that send holds beyond a day again
 * rather than backing off and retrying (wait-policy.ts); any other answer
 * clears it. Any other wait stays.
 */
function released(current: StoredWait | null, now: number): StoredWait | null {
  const wait = running(current, now)
  return wait && awaitingRetry(wait, now)
    ? { ...wait, beyond: null, released: wait.beyond ?? wait.until }
    : current
}

/** The person's Retry for `target`'s wait, in one transaction; every tab hears of it. */
async function releaseWait(
  target: Target,
  shared: SharedState,
  now = Date.now(),
): Promise<void> {
  await shared
    .record(waitKey(target), parseWait, { ahead: endsLater })
    .update((current) => released(current, now))
}

/** The person's Retry for the saved connection's wait (the banner's Retry now). */
export async function releaseCurrentWait({
  shared,
  connection,
}: {
  shared: SharedState
  connection: ConnectionStore
}): Promise<void> {
  const target = connectionTarget(connection.get())
  if (target) await releaseWait(target, shared)
}
