import type { ConnectionStore } from '../connection/connection'
import type { SharedState } from '../tabs/shared-state'
import { currentWaitOf } from './current-wait'
import { createDayUsage } from './day-count'
import { createHeaderSnapshot } from './headers'
import { createPacer, type LockManagerLike } from './pacer'
import type { PlanStore } from './plan'
import { createWaitStore } from './wait-store'

// A page's rate-limit state, built once with its Tabs (decision 032): the
// waits, the pacer, the day's count and the header snapshot, all kept in the
// shared state every tab of the desk agrees on, following the desk's saved
// connection and pacing by its plan. Nothing of it is module-held.

export function createRateLimits(
  shared: SharedState,
  locks: LockManagerLike | null,
  connection: ConnectionStore,
  plan: PlanStore,
) {
  const waits = createWaitStore(shared)
  const headers = createHeaderSnapshot(shared, connection)
  return {
    /** The saved connection (the Tabs'): a request's default, whose waits and headers are shown. */
    connection,
    waits,
    /** The saved connection's wait: the one the banner and the Retry buttons show. */
    currentWait: currentWaitOf(waits, connection),
    pacer: createPacer({
      shared,
      locks,
      perMinute: () => plan.limits().perMinute,
      onLimitChange: plan.subscribe,
    }),
    headers,
    day: createDayUsage(shared, headers.seen, plan),
  }
}
export type RateLimits = ReturnType<typeof createRateLimits>
