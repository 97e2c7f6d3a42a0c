// Where a domain stands in the procedure. The dashboard has no API, so the
// owner moves each domain along here as they go; every move is timed, because
// the procedure's advice depends on how long ago things happened (48 hours
// of propagation, 30 minutes to wait for a certificate).

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

export const STATUS_LABELS: Record<DomainStatus, string> = {
  added: 'Added',
  'record-set': 'Record set',
  verified: 'Verified',
  'certificate-issued': 'Certificate issued',
  'needs-attention': 'Needs attention',
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
  'certificate-issued': [],
  'needs-attention': ['record-set'],
}

export function canMove(from: DomainStatus, to: DomainStatus): boolean {
  return NEXT_STATUSES[from].includes(to)
}

/** "less than a minute", "5 min", "3 h", "2 days". */
export function formatElapsed(ms: number): string {
  const elapsed = Math.max(0, ms)
  if (elapsed < MINUTE) return 'less than a minute'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`
  if (elapsed < 48 * HOUR) return `${Math.floor(elapsed / HOUR)} h`
  return `${Math.floor(elapsed / (24 * HOUR))} days`
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAgo(ms: number): string {
  return ms < MINUTE ? 'just now' : `${formatElapsed(ms)} ago`
}

/** When the latest event of one of these kinds happened; null if never. */
function lastTime(
  events: readonly StatusEvent[],
  ...kinds: StatusEventKind[]
): number | null {
  let latest: number | null = null
  for (const event of events) {
    if (kinds.includes(event.kind) && (latest === null || event.at > latest))
      latest = event.at
  }
  return latest
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
  domain: { status: DomainStatus; events: readonly StatusEvent[] },
  now: number,
): string {
  const added = lastTime(domain.events, 'added')
  const recordSet = lastTime(domain.events, 'record-set')
  const attempt = verificationAttemptAt(domain.events)
  const issued = lastTime(domain.events, 'certificate-issued')
  const ago = (at: number) => formatAgo(now - at)

  switch (domain.status) {
    case 'added':
      return added === null ? 'added' : `added ${ago(added)}`
    case 'record-set':
    case 'needs-attention': {
      const prefix =
        domain.status === 'needs-attention' ? 'verification failed; ' : ''
      if (recordSet === null) return `${prefix}no record set yet`
      const passed = now - recordSet >= PROPAGATION_HOURS * HOUR
      return passed
        ? `${prefix}record set ${ago(recordSet)}; the ${PROPAGATION_HOURS} h propagation time has passed`
        : `${prefix}record set ${ago(recordSet)}; propagation can take up to ${PROPAGATION_HOURS} h`
    }
    case 'verified': {
      if (attempt === null) return 'verified'
      const verb =
        lastTime(domain.events, 'reverify') === attempt
          ? 're-verified'
          : 'verified'
      return `${verb} ${ago(attempt)}; the certificate usually follows within a couple of minutes`
    }
    case 'certificate-issued':
      return issued === null
        ? 'certificate issued'
        : `certificate issued ${ago(issued)}`
  }
}
