// What an import costs before it is sent: one request per row, and one for
// the latest 100 animals when they must be recorded afresh, at the plan's
// pace, against what is left of today's quota.

/** The runner's pace on a plan: one row every so many ms (60 on Business). */
export const rowEveryMs = (limits: { perMinute: number }) =>
  60_000 / limits.perMinute

export interface ImportCost {
  /** The rows' requests and the record's. */
  requests: number
  /** At the runner's pace: one request every `intervalMs`. */
  durationMs: number
  /** Requests left today; null when the requests do not count (demo mode). */
  remainingToday: number | null
  /** How many rows fit in today's quota, when not all do. */
  fits: number | null
}

/** `record`: 1 when the latest 100 must be asked for before the first row, else 0. */
export function importCost(
  rows: number,
  record: 0 | 1,
  intervalMs: number,
  usage: { count: number; limit: number } | null,
): ImportCost {
  const requests = rows + record
  const remainingToday = usage ? Math.max(0, usage.limit - usage.count) : null
  return {
    requests,
    durationMs: Math.max(0, requests - 1) * intervalMs,
    remainingToday,
    fits:
      remainingToday !== null && requests > remainingToday
        ? Math.max(0, remainingToday - record)
        : null,
  }
}

/** How long an import takes, as people round it; import-messages.ts says it. */
export type Duration =
  | { unit: 'few' }
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }

/** Under 5 s: a few seconds; under 90 s: seconds; under an hour: minutes; else hours and minutes. */
export function roundDuration(ms: number): Duration {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 5) return { unit: 'few' }
  if (seconds < 90) return { unit: 'seconds', seconds }
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return { unit: 'minutes', minutes }
  return {
    unit: 'hours',
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  }
}
