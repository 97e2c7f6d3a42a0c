import { useSyncExternalStore } from 'react'
import { dayUsage, queued, subscribeDayUsage } from './pacer'
import { getPlan, getPlanLimits, subscribePlan } from './plan'

// The hooks for the plan and what follows from it: the limits the app keeps
// under, today's usage against them, and the pacer's queue.

/** The saved plan, as `{ plan, perMinute?, perDay? }`. */
export function usePlan() {
  return useSyncExternalStore(subscribePlan, getPlan)
}

/** The limits in force: the plan's, or Free's standing in for missing Enterprise numbers. */
export function usePlanLimits() {
  return useSyncExternalStore(subscribePlan, getPlanLimits)
}

/** Today's usage; updates on each request, on plan changes and at local midnight. */
export function useDayUsage() {
  return useSyncExternalStore(subscribeDayUsage, dayUsage)
}

/** How many requests wait for a slot under the per-minute limit. */
export function useQueuedRequests() {
  return useSyncExternalStore(queued.subscribe, queued.get)
}
