import type { SharedState } from '../tabs/shared-state'
import { currentWaitOf } from './current-wait'
import { createDayUsage } from './day-count'
import { createHeaderSnapshot } from './headers'
import { createPacer, type LockManagerLike } from './pacer'
import { createWaitStore } from './wait-store'

// A page's rate-limit state, built once with its Tabs (decision 032): the
// waits, the pacer, the day's count and the header snapshot, all kept in the
// shared state every tab of the desk agrees on. Nothing of it is module-held.

export function createRateLimits(
  shared: SharedState,
  locks: LockManagerLike | null,
) {
  const waits = createWaitStore(shared)
  const headers = createHeaderSnapshot(shared)
  return {
    waits,
    /** The saved connection's wait: the one the banner and the Retry buttons show. */
    currentWait: currentWaitOf(waits),
    pacer: createPacer({ shared, locks }),
    headers,
    day: createDayUsage(shared, headers.seen),
  }
}
export type RateLimits = ReturnType<typeof createRateLimits>
