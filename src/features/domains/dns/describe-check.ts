import { isApiError } from '../../../lib/http/api-error'
import type { Value } from '../../../lib/i18n/messages'
import type { CaaFinding, LookupFailure, RecordFinding } from './dns-check'
import { absolute, type DomainKind } from '../names/domain-name'
import { PROPAGATION_HOURS } from '../domain-status'
import { RECORD_TTL } from '../records/records'
import type { DnsKey, DnsT } from './dns-messages'

// Check DNS findings in plain words: what was found, and what to do.

type Tone = 'ok' | 'bad' | 'unsure'

export interface Finding {
  tone: Tone
  title: string
  detail: string
  /** A record to add, as a zone-file line, when that is the fix. */
  fix?: string
  note?: string
}

type Kind = RecordFinding['kind'] | CaaFinding['kind']

/** The findings that are not problems; each kind is its title's message, `${kind}Detail` its detail's. */
const TONES: Partial<Record<Kind, Tone>> = {
  cnameMatching: 'ok',
  aliasInPlace: 'ok',
  caaNoLimit: 'ok',
  caaAllows: 'ok',
  aliasUnsure: 'unsure',
  cannotCompare: 'unsure',
  recordUnknown: 'unsure',
  caaListed: 'unsure',
  caaUnreadable: 'unsure',
}

const list = (values: readonly string[]) => values.join(', ')

/** A finding's words, its facts (lists joined) and `more` put in. */
function said(
  t: DnsT,
  finding: RecordFinding | CaaFinding,
  more: Record<string, Value>,
): Finding {
  const values: Record<string, unknown> = { ...more }
  for (const [key, value] of Object.entries(finding))
    values[key] = Array.isArray(value) ? list(value as string[]) : value
  // Keys by kind, values by name: the unit tests say each finding.
  const say = t as (key: DnsKey, values?: Record<string, unknown>) => string
  return {
    tone: TONES[finding.kind] ?? 'bad',
    title: say(finding.kind),
    detail: say(`${finding.kind}Detail`, values),
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
  if (finding.kind === 'inTheWay' && finding.ttl !== null)
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

/** RCODEs' names, the same in every language. */
const RCODES = ['NOERROR', 'FORMERR', 'SERVFAIL', 'NXDOMAIN', 'NOTIMP']

/** The lookups that failed, each with its likely cause; null when none did. */
export function describeFailures(
  t: DnsT,
  failures: readonly LookupFailure[],
): Finding | null {
  if (failures.length === 0) return null
  const each = failures.map(({ type, query, rcode }) =>
    rcode === null
      ? t('notAsked', { type, query })
      : t('lookupFailed', {
          type,
          query,
          rcode: RCODES[rcode] ?? `RCODE ${rcode}`,
        }),
  )
  // The likely cause, said once for all of them.
  if (failures.some(({ dnssec }) => dnssec)) each.push(t('dnssecBroken'))
  else if (failures.some(({ rcode }) => rcode !== null))
    each.push(t('serversDown'))
  return {
    tone: 'bad',
    title: t('lookupsFailed'),
    detail: each.join(' '),
    note: t('lookupsFailedNote'),
  }
}

/**
 * Why Check DNS could not finish, and whether trying again soon can help
 * (the resolver's own 429, 5xx or slowness passes); null when cancelled.
 */
export function describeCheckError(
  t: DnsT,
  error: unknown,
  resolver: string,
): { text: string; transient: boolean } | null {
  const { host } = new URL(resolver)
  const api = isApiError(error) ? error : null
  const kind = api?.kind ?? 'unexpected'
  const status = api?.status ?? 0
  const transient =
    kind === 'timeout' ||
    kind === 'rate-limited' ||
    status === 429 ||
    status >= 500
  if (kind === 'aborted') return null
  if (transient) return { text: t('resolverBusy', { host }), transient }
  const text =
    kind === 'network'
      ? t('unreachable', { host })
      : kind === 'http' || kind === 'invalid-response'
        ? t('notDnsJson', { host })
        : t('unexpected')
  return { text, transient }
}
