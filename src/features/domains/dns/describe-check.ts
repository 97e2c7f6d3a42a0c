import { isApiError } from '../../../lib/http/api-error'
import type { Value } from '../../../lib/i18n/messages'
import {
  type CaaFinding,
  DOH_TIMEOUT_MS,
  type LookupFailure,
  type RecordFinding,
} from './dns-check'
import { absolute, type DomainKind } from '../names/domain-name'
import { PROPAGATION_HOURS } from '../domain-status'
import { RECORD_TTL } from '../records/records'
import type { DnsKey, DnsT } from './dns-messages'

// Check DNS findings in plain words: what was found, what it means for the
// procedure, and what to do about it, in the language of the `t` given.

type Tone = 'ok' | 'bad' | 'unsure'

export interface Finding {
  tone: Tone
  title: string
  detail: string
  /** A record to add, as a zone-file line, when that is the fix. */
  fix?: string
  /** What was looked at, for the curious. */
  note?: string
}

/** Each finding's tone, title and detail; the detail's values are the finding's own. */
const WORDS: Record<
  RecordFinding['kind'] | CaaFinding['kind'],
  readonly [Tone, DnsKey, DnsKey]
> = {
  'cname-matching': ['ok', 'cnameMatching', 'cnameMatchingDetail'],
  'alias-matching': ['ok', 'aliasInPlace', 'aliasInPlaceDetail'],
  'apex-cname': ['bad', 'apexCname', 'apexCnameDetail'],
  elsewhere: ['bad', 'elsewhere', 'elsewhereDetail'],
  appended: ['bad', 'elsewhere', 'elsewhereAppended'],
  missing: ['bad', 'recordMissing', 'missingNone'],
  'not-in-dns': ['bad', 'recordMissing', 'missingNxdomain'],
  'no-domain': ['bad', 'noDomain', 'noDomainDetail'],
  'other-records': ['bad', 'otherRecords', 'otherRecordsDetail'],
  'in-the-way': ['bad', 'inTheWay', 'inTheWayDetail'],
  wildcard: ['bad', 'wildcard', 'wildcardDetail'],
  flattened: ['bad', 'flattened', 'flattenedDetail'],
  'alias-unsure': ['unsure', 'cannotConfirmAlias', 'aliasUnsureDetail'],
  'no-platform-host': ['unsure', 'cannotCompare', 'cannotCompareDetail'],
  'platform-unresolved': [
    'unsure',
    'cannotConfirmAlias',
    'cannotConfirmAliasDetail',
  ],
  unknown: ['unsure', 'recordUnknown', 'recordUnknownDetail'],
  none: ['ok', 'noCaa', 'noCaaDetail'],
  'no-limit': ['ok', 'caaNoLimit', 'caaNoLimitDetail'],
  allows: ['ok', 'caaAllows', 'caaAllowsDetail'],
  listed: ['unsure', 'caaListed', 'caaListedDetail'],
  unreadable: ['unsure', 'caaUnreadable', 'caaUnreadableDetail'],
  critical: ['bad', 'caaBlocksEvery', 'caaCritical'],
  'allows-none': ['bad', 'caaBlocksEvery', 'caaAllowsNone'],
  blocks: ['bad', 'caaBlocksPlatform', 'caaBlocksPlatformDetail'],
  failed: ['bad', 'caaFailed', 'caaFailedDetail'],
}

const list = (values: readonly string[]) => values.join(', ')

/** A finding's words, its facts (lists joined) and `more` put in. */
function said(
  t: DnsT,
  finding: RecordFinding | CaaFinding,
  more: Record<string, Value>,
): Finding {
  const [tone, title, detail] = WORDS[finding.kind]
  const values: Record<string, unknown> = { ...more }
  for (const [key, value] of Object.entries(finding))
    values[key] = Array.isArray(value) ? list(value as string[]) : value
  // Keys from the table, values by name: the unit tests say each finding.
  const say = t as (key: DnsKey, values?: Record<string, unknown>) => string
  return {
    tone,
    title: say(title),
    detail: say(detail, values),
  }
}

export function describeRecord(
  t: DnsT,
  finding: RecordFinding,
  /** The domain as shown, and its label in its zone's records. */
  domain: { shown: string; kind: DomainKind; host: string },
  platformHost: string | null,
): Finding {
  const apex = domain.kind === 'apex'
  const words = said(t, finding, {
    name: domain.shown,
    host: platformHost ?? t('thePlatformHost'),
    label: apex ? '@' : domain.host,
    recordType: apex ? t('aliasOrAname') : 'CNAME',
    hours: PROPAGATION_HOURS,
  })
  if (finding.kind === 'in-the-way' && finding.ttl !== null)
    words.note = t('cachedFor', { ttl: String(finding.ttl) })
  return words
}

export function describeCaa(
  t: DnsT,
  finding: CaaFinding,
  domain: { name: string; shown: string },
  /** Null: no platform authority configured, so allowed issuers are listed for the owner to compare. */
  authority: string | null,
): Finding {
  const note = t('caaLooked', { names: list(finding.looked) })
  if (!('foundFor' in finding))
    return { ...said(t, finding, { name: domain.shown }), note }
  // Reached through a CNAME, the records belong to its target, which the
  // owner does not run: the fix names the owner's own name, or none.
  const { at, foundFor } = finding
  const theirs = at !== foundFor
  const where = theirs
    ? t('wherePointsTo', { at, name: foundFor })
    : at === domain.name
      ? t('whereOwn', { name: domain.shown })
      : t('whereInherits', { at, name: domain.shown })
  const words = said(t, finding, { where, authority: authority ?? '' })
  if (words.tone === 'bad' && theirs)
    words.detail += ` ${t('caaTheirs', { at })}`
  else if (words.tone === 'bad' && authority)
    words.fix = `${absolute(foundFor)} ${RECORD_TTL} IN CAA 0 issue "${authority}"`
  return { ...words, note }
}

/** RCODEs' names by number, the same in every language. */
const RCODES = [
  'NOERROR',
  'FORMERR',
  'SERVFAIL',
  'NXDOMAIN',
  'NOTIMP',
  'REFUSED',
]

/** The lookups that failed, each with its likely cause; null when none did. */
export function describeFailures(
  t: DnsT,
  failures: readonly LookupFailure[],
): Finding | null {
  if (failures.length === 0) return null
  const each = failures.map(({ type, query, rcode, dnssec }) =>
    rcode === null
      ? t('notAsked', { type, query })
      : t(dnssec ? 'lookupFailedDnssec' : 'lookupFailed', {
          type,
          query,
          rcode: RCODES[rcode] ?? t('dnsError', { code: String(rcode) }),
        }),
  )
  return {
    tone: 'bad',
    title: t('lookupsFailed'),
    detail: each.join(' '),
    note: t('lookupsFailedNote'),
  }
}

/** The resolver's own trouble (429, 5xx): it passes, so the check can simply be run again. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false
  const status = error.status ?? 0
  return (
    error.kind === 'rate-limited' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (status === 429 || status >= 500))
  )
}

/**
 * Why Check DNS could not finish; null for a cancelled check (nothing to
 * say); undefined where the client's own words for the error say it best.
 */
export function describeCheckError(
  t: DnsT,
  error: unknown,
  resolver: string,
  online: boolean,
): string | null | undefined {
  const { host } = new URL(resolver)
  if (!isApiError(error)) return t('unexpected')
  if (isTransient(error) && error.kind !== 'timeout')
    return t('resolverBusy', { host, status: String(error.status ?? 429) })
  switch (error.kind) {
    case 'aborted':
      return null
    case 'network':
      return online ? t('unreachable', { host }) : t('offline')
    case 'timeout':
      return t('timeout', { host, seconds: DOH_TIMEOUT_MS / 1000 })
    case 'http':
      return t('httpStatus', { host, status: String(error.status ?? '') })
    case 'invalid-response':
      return t('notDnsJson', { host })
    default:
      return undefined
  }
}
