// Where a domain stands in the procedure. The dashboard has no API, so the
// owner moves each domain along here as they go; every move is timed, because
// the procedure's advice depends on how long ago things happened (48 hours
// of propagation, 30 minutes to wait for a certificate). Times are worded
// with the page's messages (domains-messages.ts), in the chosen language.

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
type StatusEventKind = (typeof STATUS_EVENTS)[number]

export interface StatusEvent {
  kind: StatusEventKind
  /** Epoch ms. */
  at: number
}

export const PROPAGATION_HOURS = 48
const HOUR = 3_600_000
const MINUTE = 60_000
/** The procedure: "If no certificate appears after 30 minutes…". */
const CERTIFICATE_WAIT_MS = 30 * MINUTE

/** Which moves the owner can make from each status. */
const NEXT_STATUSES: Record<DomainStatus, readonly DomainStatus[]> = {
  added: ['record-set'],
  'record-set': ['verified', 'needs-attention'],
  verified: ['certificate-issued', 'needs-attention'],
  // A certificate can fail later (renewal, a changed record): back to work.
  'certificate-issued': ['needs-attention'],
  'needs-attention': ['record-set'],
}

export function canMove(from: DomainStatus, to: DomainStatus): boolean {
  return NEXT_STATUSES[from].includes(to)
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

/** When the latest event of one of these kinds happened; null if never. */
function lastTime(
  events: readonly StatusEvent[],
  ...kinds: StatusEventKind[]
): number | null {
  const times = events.filter((e) => kinds.includes(e.kind)).map((e) => e.at)
  return times.length > 0 ? Math.max(...times) : null
}

/** The start of the current wait for a certificate: the last verification or Re-verify. */
export function verificationAttemptAt(
  events: readonly StatusEvent[],
): number | null {
  return lastTime(events, 'verified', 'reverify')
}

/** Verified, and 30 minutes have passed since the last attempt without a certificate. */
export function certificateOverdue(
  domain: { status: DomainStatus; events: readonly StatusEvent[] },
  now: number,
): boolean {
  if (domain.status !== 'verified') return false
  const since = verificationAttemptAt(domain.events)
  return since !== null && now - since >= CERTIFICATE_WAIT_MS
}

/**
 * The sentence after the status: what happened when, and what the time means,
 * e.g. "record set 3 h ago; propagation can take up to 48 h".
 */
export function timingNote(
  t: DomainsT,
  domain: { status: DomainStatus; events: readonly StatusEvent[] },
  now: number,
): string {
  const { status, events } = domain
  const ago = (at: number) => formatAgo(t, now - at)
  if (status === 'needs-attention') {
    const note = timingNote(t, { status: 'record-set', events }, now)
    return t('noteFailed', { note })
  }
  if (status === 'record-set') {
    const at = lastTime(events, 'record-set')
    if (at === null) return t('noteNoRecord')
    const passed = now - at >= PROPAGATION_HOURS * HOUR
    return t(passed ? 'notePropagated' : 'notePropagating', {
      ago: ago(at),
      hours: PROPAGATION_HOURS,
    })
  }
  if (status === 'verified') {
    const at = verificationAttemptAt(events)
    if (at === null) return t('noteVerified')
    const again = lastTime(events, 'reverify') === at
    return t(again ? 'noteReverifiedAgo' : 'noteVerifiedAgo', { ago: ago(at) })
  }
  const key = status === 'added' ? 'noteAdded' : 'noteIssued'
  const at = lastTime(events, status)
  return at === null ? t(key) : t(`${key}Ago`, { ago: ago(at) })
}
