import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { type Plan, type PlanSettings, type PlanStore, PLANS } from './plan'
import { useTabs } from '../tabs/tabs'
import { isLimit } from './plan-limits'

// What people read and type about plans: the names, counts as they read
// them, a typed limit, the plan saved and shown. Only screens need these
// (Settings, the import, the domains page, the quota meter); plan.ts is what
// the client paces by.

const limitSchema = z.number().check(z.refine(isLimit))

const planSettingsSchema: z.ZodMiniType<PlanSettings> = z.object({
  plan: z.enum(PLANS),
  perMinute: z.optional(limitSchema),
  perDay: z.optional(limitSchema),
})

/** Validates and saves; throws on invalid settings (forms check them first). */
export function savePlan(store: PlanStore, next: PlanSettings): void {
  const parsed = planSettingsSchema.safeParse(next)
  if (!parsed.success) {
    throw new TypeError(
      `Invalid plan settings: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`,
    )
  }
  store.set(parsed.data)
}

/** The desk's plan (its Tabs'), re-rendering when it changes in any tab. */
export function usePlan() {
  const { plan } = useTabs()
  return useSyncExternalStore(plan.subscribe, plan.get)
}

export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
}

/** Why a typed limit cannot be used; the screen words it (issue 24). */
export type LimitProblem = 'empty' | 'too-small' | 'not-whole' | 'too-large'

/**
 * Reads a typed limit. Accepts thousands separators ("10,000", "10 000");
 * null problem when valid.
 */
export function readLimitText(
  text: string,
): { value: number; problem: null } | { value: null; problem: LimitProblem } {
  const trimmed = text.trim()
  if (!trimmed) return { value: null, problem: 'empty' }
  if (/^-\d/.test(trimmed)) return { value: null, problem: 'too-small' }
  // Plain digits, or groups of three after a comma or space; not "1,0,0".
  if (!/^(?:\d+|\d{1,3}(?:[,\s]\d{3})+)$/.test(trimmed))
    return { value: null, problem: 'not-whole' }
  const number = Number(trimmed.replace(/[,\s]/g, ''))
  const parsed = limitSchema.safeParse(number)
  if (!parsed.success)
    return { value: null, problem: number < 1 ? 'too-small' : 'too-large' }
  return { value: parsed.data, problem: null }
}
