// Where a domain stands in the procedure, moved by the owner; every move is
// timed, since the advice depends on it (48 h propagation, 30 min certificate).

import type { DomainsT } from './domains-messages'

export const DOMAIN_STATUSES = [
  'added',
  'record-set',
  'verified',
  'certificate-issued',
  'needs-attention',
] as const
export type DomainStatus = (typeof DOMAIN_STATUSES)[number]

/** A move to a status, or a new verification attempt (Re-verify). */
export const STATUS_EVENTS = [...DOMAIN_STATUSES, 'reverify'] as const

export interface StatusEvent {
  kind: (typeof STATUS_EVENTS)[number]
  at: number
}

export const PROPAGATION_HOURS = 48
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The moves the owner can make from each status, in the order their buttons show. */
export const NEXT_STATUSES: Record<
  DomainStatus,
  readonly Exclude<DomainStatus, 'added'>[]
> = {
  added: ['record-set'],
  'record-set': ['verified', 'needs-attention'],
  verified: ['certificate-issued', 'needs-attention'],
  // A certificate can fail later (renewal, a changed record): back to work.
  'certificate-issued': ['needs-attention'],
  'needs-attention': ['record-set'],
}

export function canMove(from: DomainStatus, to: DomainStatus): boolean {
  return (NEXT_STATUSES[from] as readonly DomainStatus[]).includes(to)
}

/** "less than a minute", "5 min", "3 h", "2 days". */
export function formatElapsed(t: DomainsT, ms: number): string {
  const elapsed = Math.max(0, ms)
  if (elapsed < MINUTE) return t('lessThanMinute')
  if (elapsed < HOUR)
    return t('minutes', { count: Math.floor(elapsed / MINUTE) })
  if (elapsed < 48 * HOUR)
    return t('hours', { count: Math.floor(elapsed / HOUR) })
  return t('days', { count: Math.floor(elapsed / (24 * HOUR)) })
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAgo(t: DomainsT, ms: number): string {
  return ms < MINUTE
    ? t('justNow')
    : t('ago', { elapsed: formatElapsed(t, ms) })
}

type Timed = { status: DomainStatus; events: readonly StatusEvent[] }

/** When the latest event of one of these kinds happened; null if never. */
function lastTime(events: Timed['events'], ...kinds: StatusEvent['kind'][]) {
  const times = events.filter((e) => kinds.includes(e.kind)).map((e) => e.at)
  return times.length > 0 ? Math.max(...times) : null
}

/** The start of the current wait for a certificate: the last verification or Re-verify. */
export function verificationAttemptAt(events: Timed['events']) {
  return lastTime(events, 'verified', 'reverify')
}

/** Verified, and 30 minutes have passed since the last attempt without a certificate. */
export function certificateOverdue(domain: Timed, now: number): boolean {
  const since = verificationAttemptAt(domain.events)
  return (
    domain.status === 'verified' && since !== null && now - since >= 30 * MINUTE
  )
}

/** Since when the status holds, e.g. "3 h ago; propagation can take up to 48 h"; null: untimed. */
export function timingNote(t: DomainsT, domain: Timed, now: number) {
  const { status, events } = domain
  const at =
    status === 'verified'
      ? verificationAttemptAt(events)
      : lastTime(events, status)
  if (at === null) return null
  const ago = formatAgo(t, now - at)
  if (status !== 'record-set') return ago
  const passed = now - at >= PROPAGATION_HOURS * HOUR
  const key = passed ? 'notePropagated' : 'notePropagating'
  return t(key, { ago, hours: PROPAGATION_HOURS })
}
