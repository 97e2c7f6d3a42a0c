import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { safeIntSchema } from '../http/int64'
import { createPersistedStore } from '../tabs/persisted-store'

// Which plan the API key is on, and so which limits the app keeps under. The
// server never says which plan a key has (its headers give one "applicable
// limit", not which window it counts), so the owner tells us in Settings.
// Until then we assume Free: it is the strictest, so a wrong guess can only
// make the app slower, never get the key banned.

export const PLANS = ['free', 'pro', 'business', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]

export interface Limits {
  perMinute: number
  perDay: number
}

/** The interface's "Rate limits by plan" table; Enterprise quotas are agreed individually. */
export const PLAN_TABLE: Record<Exclude<Plan, 'enterprise'>, Limits> = {
  free: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  business: { perMinute: 1_000, perDay: 100_000 },
}

export const limitSchema = safeIntSchema.check(z.gte(1))

const planSettingsSchema = z.object({
  plan: z.enum(PLANS),
  /** Agreed Enterprise limits; kept while another plan is chosen, used only on Enterprise. */
  perMinute: z.optional(limitSchema),
  perDay: z.optional(limitSchema),
})
export type PlanSettings = z.infer<typeof planSettingsSchema>

export interface PlanLimits extends Limits {
  plan: Plan
  /**
   * True on Enterprise while an agreed number is missing: Free's limit stands
   * in for it, so the UI can say the app is slower than it needs to be.
   */
  usingFreeFallback: boolean
}

const PLAN_KEY = 'adoption-desk:plan'
const DEFAULT_PLAN: PlanSettings = { plan: 'free' }

/** Reads what was saved, keeping each valid part: a bad number must not lose the plan. */
function parsePlan(stored: unknown): PlanSettings {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PLAN
  const record = stored as Record<string, unknown>
  const plan = z.enum(PLANS).safeParse(record.plan)
  if (!plan.success) return DEFAULT_PLAN
  const settings: PlanSettings = { plan: plan.data }
  const perMinute = limitSchema.safeParse(record.perMinute)
  const perDay = limitSchema.safeParse(record.perDay)
  if (perMinute.success) settings.perMinute = perMinute.data
  if (perDay.success) settings.perDay = perDay.data
  return settings
}

// Shared by every tab: another tab choosing a plan applies here too, so all
// tabs pace alike.
const planStore = createPersistedStore({
  key: PLAN_KEY,
  parse: parsePlan,
  fallback: DEFAULT_PLAN,
})

export function limitsFor(settings: PlanSettings): PlanLimits {
  if (settings.plan !== 'enterprise') {
    return {
      plan: settings.plan,
      ...PLAN_TABLE[settings.plan],
      usingFreeFallback: false,
    }
  }
  return {
    plan: 'enterprise',
    perMinute: settings.perMinute ?? PLAN_TABLE.free.perMinute,
    perDay: settings.perDay ?? PLAN_TABLE.free.perDay,
    usingFreeFallback:
      settings.perMinute === undefined || settings.perDay === undefined,
  }
}

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
