import { createPersistedStore } from '../tabs/persisted-store'
import {
  DEFAULT_PLAN,
  limitsFor,
  PLAN_KEY,
  type PlanLimits,
  type PlanSettings,
  parsePlan,
} from './plan-limits'

// Which plan the API key is on, and so which limits the app keeps under. The
// server never says which plan a key has (its headers give one "applicable
// limit", not which window it counts), so the owner tells us in Settings.
// The plan's table and how a saved plan is read: plan-limits.ts; what only
// screens need (saving a plan, reading one in React): plan.view.ts.
export {
  type Limits,
  limitsFor,
  type Plan,
  PLAN_TABLE,
  type PlanLimits,
  type PlanSettings,
  PLANS,
} from './plan-limits'

// Shared by every tab: another tab choosing a plan applies here too, so all
// tabs pace alike.
const planStore = createPersistedStore({
  key: PLAN_KEY,
  parse: parsePlan,
  fallback: DEFAULT_PLAN,
})

export const getPlan = planStore.get

/** Stores settings already checked: `savePlan` (plan.view.ts) is how a plan is saved. */
export const storePlan = planStore.set

let limitsOf: { plan: PlanSettings; limits: PlanLimits } | null = null

/** The limits the app keeps under now; the same object until the plan changes. */
export function getPlanLimits(): PlanLimits {
  const plan = getPlan()
  if (limitsOf?.plan !== plan) limitsOf = { plan, limits: limitsFor(plan) }
  return limitsOf.limits
}

export const reloadPlan = planStore.refresh

export const subscribePlan = planStore.subscribe
