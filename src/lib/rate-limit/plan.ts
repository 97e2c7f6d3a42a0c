import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { createPersistedStore } from '../tabs/persisted-store'
import {
  DEFAULT_PLAN,
  isLimit,
  limitsFor,
  PLAN_KEY,
  type PlanLimits,
  type PlanSettings,
  PLANS,
  parsePlan,
} from './plan-limits'

// Which plan the API key is on, and so which limits the app keeps under. The
// server never says which plan a key has (its headers give one "applicable
// limit", not which window it counts), so the owner tells us in Settings.
// The plan's table and how a saved plan is read: plan-limits.ts.
export {
  type Limits,
  limitsFor,
  type Plan,
  PLAN_TABLE,
  type PlanLimits,
  type PlanSettings,
  PLANS,
} from './plan-limits'

export const limitSchema = z.number().check(z.refine(isLimit))

const planSettingsSchema: z.ZodMiniType<PlanSettings> = z.object({
  plan: z.enum(PLANS),
  perMinute: z.optional(limitSchema),
  perDay: z.optional(limitSchema),
})

// Shared by every tab: another tab choosing a plan applies here too, so all
// tabs pace alike.
const planStore = createPersistedStore({
  key: PLAN_KEY,
  parse: parsePlan,
  fallback: DEFAULT_PLAN,
})

export const getPlan = planStore.get

/** Validates and saves; throws on invalid settings (forms check them first). */
export function savePlan(next: PlanSettings): void {
  const parsed = planSettingsSchema.safeParse(next)
  if (!parsed.success) {
    throw new TypeError(
      `Invalid plan settings: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`,
    )
  }
  planStore.set(parsed.data)
}

let limitsOf: { plan: PlanSettings; limits: PlanLimits } | null = null

/** The limits the app keeps under now; the same object until the plan changes. */
export function getPlanLimits(): PlanLimits {
  const plan = getPlan()
  if (limitsOf?.plan !== plan) limitsOf = { plan, limits: limitsFor(plan) }
  return limitsOf.limits
}

export const reloadPlan = planStore.refresh

export const subscribePlan = planStore.subscribe

export function usePlan() {
  return useSyncExternalStore(subscribePlan, getPlan)
}
