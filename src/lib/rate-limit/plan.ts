import type { Channel } from '../tabs/channel'
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

/**
 * The plan a desk paces by, built once per Tabs (decision 032). Shared by
 * every tab: another tab choosing a plan applies here too, so all tabs pace
 * alike. `set` stores settings already checked: `savePlan` (plan.view.ts) is
 * how a plan is saved.
 */
export function createPlanStore(channel: Channel) {
  const store = createPersistedStore({
    key: PLAN_KEY,
    parse: parsePlan,
    fallback: DEFAULT_PLAN,
    channel,
  })
  let limitsOf: { plan: PlanSettings; limits: PlanLimits } | null = null
  return {
    ...store,
    /** The limits the app keeps under now; the same object until the plan changes. */
    limits(): PlanLimits {
      const plan = store.get()
      if (limitsOf?.plan !== plan) limitsOf = { plan, limits: limitsFor(plan) }
      return limitsOf.limits
    },
  }
}
export type PlanStore = ReturnType<typeof createPlanStore>
