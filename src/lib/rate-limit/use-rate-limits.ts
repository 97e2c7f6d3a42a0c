import { useSyncExternalStore } from 'react'
import { useTabs } from '../tabs/tabs'

// The rate-limit state of the app's Tabs (rate-limits.ts), for components.
// Hooks only lazy pages use are apart (use-day-usage.ts,
// use-wait-remaining.ts), so they stay out of the first load (decision 004).

/** The saved connection's wait (current-wait.ts). */
export function useWait() {
  const { currentWait } = useTabs().limits
  return useSyncExternalStore(currentWait.subscribe, currentWait.get)
}

/** How many of this tab's requests wait for a slot under the per-minute limit. */
export function useQueuedRequests() {
  const { queued } = useTabs().limits.pacer
  return useSyncExternalStore(queued.subscribe, queued.get)
}
