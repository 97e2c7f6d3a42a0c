import { useSyncExternalStore } from 'react'
import { dayUsage, subscribeDayUsage } from './day-usage'
import { queued } from './pacer'
import { getPlan, subscribePlan } from './plan'

// The hooks for the plan and what follows from it: today's usage against its
// limits, and the pacer's queue.

/** The saved plan, as `{ plan, perMinute?, perDay? }`. */
export function usePlan() {
  return useSyncExternalStore(subscribePlan, getPlan)
}

/** Today's usage; updates on each request (from any tab), on plan changes and at local midnight. */
export function useDayUsage() {
  return useSyncExternalStore(subscribeDayUsage, dayUsage)
}

/** How many of this tab's requests wait for a slot under the per-minute limit. */
export function useQueuedRequests() {
  return useSyncExternalStore(queued.subscribe, queued.get)
}
