import { formatCount } from '../../lib/rate-limit/plan.view'

// What an import costs before it is sent: one request per row, and one for
// the latest 100 animals when they must be recorded afresh, at the plan's
// pace, against what is left of today's quota.

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

/** "about 45 seconds", "about 2 minutes", "about 1 hour 5 minutes". */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 5) return 'a few seconds'
  if (seconds < 90) return `about ${seconds} seconds`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${minutes} minutes`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} ${rest === 1 ? 'minute' : 'minutes'}` : ''}`
}

export function requestsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'request' : 'requests'}`
}
