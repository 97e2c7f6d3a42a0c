import { limitSchema, type Plan } from './plan'

// What people read and type about plans: the names, counts as they read
// them, a typed limit. Only screens need these (Settings, the import, the
// domains page, the quota meter); plan.ts is what the client paces by.

export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
}

/**
 * Reads a typed limit. Accepts thousands separators ("10,000", "10 000");
 * null message when valid.
 */
export function parseLimitText(
  text: string,
): { value: number; message: null } | { value: null; message: string } {
  const trimmed = text.trim()
  if (!trimmed) return { value: null, message: 'Enter a number of requests' }
  if (/^-\d/.test(trimmed))
    return { value: null, message: 'Enter at least 1 request' }
  // Plain digits, or groups of three after a comma or space; not "1,0,0".
  if (!/^(?:\d+|\d{1,3}(?:[,\s]\d{3})+)$/.test(trimmed)) {
    return {
      value: null,
      message: 'Enter a whole number of requests, for example 2000',
    }
  }
  const number = Number(trimmed.replace(/[,\s]/g, ''))
  const parsed = limitSchema.safeParse(number)
  if (!parsed.success) {
    return {
      value: null,
      message:
        number < 1
          ? 'Enter at least 1 request'
          : 'That number is too large; check what was typed',
    }
  }
  return { value: parsed.data, message: null }
}

const countFormat = new Intl.NumberFormat('en')

/** A request count as people read it: 1,000. */
export function formatCount(count: number): string {
  return countFormat.format(count)
}
