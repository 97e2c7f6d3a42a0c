// The plan's limits as stored in Settings and read by the pacer before every
// send. Plain code, no zod. (The page's boot step paces without them, in an
// empty minute, decision 021.) Until a plan is chosen the app assumes Free:
// the strictest, so a wrong guess can only make it slower, never get the key
// banned.

export const PLANS = ['free', 'pro', 'business', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]

export interface Limits {
  perMinute: number
  perDay: number
}

export interface PlanSettings {
  plan: Plan
  /** Agreed Enterprise limits; kept while another plan is chosen, used only on Enterprise. */
  perMinute?: number
  perDay?: number
}

export interface PlanLimits extends Limits {
  plan: Plan
  /**
   * True on Enterprise while an agreed number is missing: Free's limit stands
   * in for it, so the UI can say the app is slower than it needs to be.
   */
  usingFreeFallback: boolean
}

/** The interface's "Rate limits by plan" table; Enterprise quotas are agreed individually. */
export const PLAN_TABLE: Record<Exclude<Plan, 'enterprise'>, Limits> = {
  free: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  business: { perMinute: 1_000, perDay: 100_000 },
}

export const PLAN_KEY = 'adoption-desk:plan'
export const DEFAULT_PLAN: PlanSettings = { plan: 'free' }

/** A limit: a safe integer of at least 1. */
export const isLimit = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1

/** Reads what was saved, keeping each valid part: a bad number must not lose the plan. */
export function parsePlan(stored: unknown): PlanSettings {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PLAN
  const record = stored as Record<string, unknown>
  const plan = PLANS.find((name) => name === record.plan)
  if (!plan) return DEFAULT_PLAN
  const settings: PlanSettings = { plan }
  if (isLimit(record.perMinute)) settings.perMinute = record.perMinute
  if (isLimit(record.perDay)) settings.perDay = record.perDay
  return settings
}

/** The per-minute limit the pacer keeps under. */
function perMinuteFor(settings: PlanSettings): number {
  return settings.plan === 'enterprise'
    ? (settings.perMinute ?? PLAN_TABLE.free.perMinute)
    : PLAN_TABLE[settings.plan].perMinute
}

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
    perMinute: perMinuteFor(settings),
    perDay: settings.perDay ?? PLAN_TABLE.free.perDay,
    usingFreeFallback:
      settings.perMinute === undefined || settings.perDay === undefined,
  }
}
