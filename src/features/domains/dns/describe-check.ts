import { isApiError } from '../../../lib/http/api-error'
import type { CaaFinding, LookupFailure, RecordFinding } from './dns-check'
import { DOH_TIMEOUT_MS, rcodeName } from './doh'
import { absolute, type DomainKind, hostOf } from '../names/domain-name'
import { PROPAGATION_HOURS } from '../domain-status'
import { RECORD_TTL } from '../records/records'
import type { DnsT } from './dns-messages'

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

function list(values: readonly string[]): string {
  return values.join(', ')
}

/** The domain as a record finding names it. */
type Shown = { shown: string; kind: DomainKind; host: string }

export function describeRecord(
  t: DnsT,
  finding: RecordFinding,
  domain: Shown,
  platformHost: string | null,
): Finding {
  const name = domain.shown
  const host = platformHost ?? t('thePlatformHost')
  switch (finding.kind) {
    case 'matching':
      return finding.via === 'cname'
        ? {
            tone: 'ok',
            title: t('cnameMatching'),
            detail: t('cnameMatchingDetail', { name, target: finding.target }),
          }
        : {
            tone: 'ok',
            title: t('aliasInPlace'),
            detail: t('aliasInPlaceDetail', {
              name,
              addresses: list(finding.addresses),
              target: finding.target,
            }),
          }
    case 'alias-unsure':
      return {
        tone: 'unsure',
        title: t('cannotConfirmAlias'),
        detail: t('aliasUnsureDetail', {
          name,
          addresses: list(finding.addresses),
          platform: list(finding.platformAddresses),
          host,
        }),
      }
    case 'unconfirmed':
      return finding.reason === 'no-platform-host'
        ? {
            tone: 'unsure',
            title: t('cannotCompare'),
            detail: t('cannotCompareDetail', {
              name,
              found: finding.target ?? list(finding.addresses),
            }),
          }
        : {
            tone: 'unsure',
            title: t('cannotConfirmAlias'),
            detail: t('cannotConfirmAliasDetail', {
              name,
              addresses: list(finding.addresses),
              host,
            }),
          }
    case 'unknown':
      return {
        tone: 'unsure',
        title: t('recordUnknown'),
        detail: t('recordUnknownDetail', { name }),
      }
    default:
      return describeWrongRecord(t, finding, domain, host)
  }
}

type WrongRecord = Exclude<
  RecordFinding,
  { kind: 'matching' | 'alias-unsure' | 'unconfirmed' | 'unknown' }
>

/** A record that is wrong or missing: each says what stands in the way. */
function describeWrongRecord(
  t: DnsT,
  finding: WrongRecord,
  domain: Shown,
  host: string,
): Finding {
  const name = domain.shown
  const label = domain.kind === 'apex' ? '@' : domain.host
  switch (finding.kind) {
    case 'apex-cname':
      return {
        tone: 'bad',
        title: t('apexCname'),
        detail: t('apexCnameDetail', { name, target: finding.target, host }),
      }
    case 'missing':
      return {
        tone: 'bad',
        title: t('recordMissing'),
        detail: t(finding.nxdomain ? 'missingNxdomain' : 'missingNone', {
          name,
          recordType: domain.kind === 'apex' ? t('aliasOrAname') : 'CNAME',
          hours: PROPAGATION_HOURS,
        }),
      }
    case 'no-domain':
      return {
        tone: 'bad',
        title: t('noDomain'),
        detail: t('noDomainDetail', { name }),
      }
    case 'other-records':
      return {
        tone: 'bad',
        title: t('otherRecords'),
        detail: t('otherRecordsDetail', { name, types: list(finding.types) }),
      }
    case 'elsewhere':
      return {
        tone: 'bad',
        title: t('elsewhere'),
        detail: finding.appendedZone
          ? t('elsewhereAppended', {
              name,
              target: finding.target,
              zone: finding.appendedZone,
              host,
            })
          : t('elsewhereDetail', { name, target: finding.target, host }),
      }
    case 'in-the-way':
      return {
        tone: 'bad',
        title: t(finding.wildcard ? 'wildcard' : 'inTheWay'),
        detail: t(finding.wildcard ? 'wildcardDetail' : 'inTheWayDetail', {
          name,
          addresses: list(finding.addresses),
          host: label,
        }),
        ...(finding.ttl !== null && !finding.wildcard
          ? { note: t('cachedFor', { ttl: String(finding.ttl) }) }
          : {}),
      }
    case 'flattened':
      return {
        tone: 'bad',
        title: t('flattened'),
        detail: t('flattenedDetail', {
          name,
          addresses: list(finding.addresses),
          host: label,
        }),
      }
  }
}

/** The lookups that failed, each with its likely cause; null when none did. */
export function describeFailures(
  t: DnsT,
  failures: readonly LookupFailure[],
): Finding | null {
  if (failures.length === 0) return null
  return {
    tone: 'bad',
    title: t('lookupsFailed'),
    detail: failures
      .map((failure) =>
        failure.rcode === null
          ? t('notAsked', { type: failure.type, query: failure.query })
          : t(failure.dnssec ? 'lookupFailedDnssec' : 'lookupFailed', {
              type: failure.type,
              query: failure.query,
              rcode:
                rcodeName(failure.rcode) ??
                t('dnsError', { code: String(failure.rcode) }),
            }),
      )
      .join(' '),
    note: t('lookupsFailedNote'),
  }
}

export function describeCaa(
  t: DnsT,
  finding: CaaFinding,
  domain: { name: string; shown: string },
  /** Null: no platform authority configured, so allowed issuers are listed for the owner to compare. */
  authority: string | null,
): Finding {
  const note = t('caaLooked', { names: list(finding.looked) })
  if (finding.kind === 'none') {
    return {
      tone: 'ok',
      title: t('noCaa'),
      detail:
        authority === null
          ? t('noCaaDetail', { name: domain.shown })
          : t('noCaaDetailNamed', { name: domain.shown, authority }),
      note,
    }
  }
  if (finding.kind === 'failed') {
    return {
      tone: 'bad',
      title: t('caaFailed'),
      detail: t('caaFailedDetail', { at: finding.at }),
      note,
    }
  }
  // Reached through a CNAME, the records belong to its target, which the
  // owner does not run: the fix names the owner's own name, or none.
  const theirs = finding.at !== finding.foundFor
  const where = !theirs
    ? finding.at === domain.name
      ? t('whereOwn', { name: domain.shown })
      : t('whereInherits', { at: finding.at, name: domain.shown })
    : t('wherePointsTo', { at: finding.at, name: finding.foundFor })
  const allowed = list(finding.allowed)
  const fix =
    authority === null || theirs
      ? undefined
      : `${absolute(finding.foundFor)} ${RECORD_TTL} IN CAA 0 issue "${authority}"`
  const said = (tone: Finding['tone'], title: string, detail: string) => ({
    tone,
    title,
    detail:
      theirs && tone === 'bad'
        ? `${detail} ${t('caaTheirs', { at: finding.at })}`
        : detail,
    ...(fix && tone === 'bad' ? { fix } : {}),
    note,
  })
  switch (finding.kind) {
    case 'unreadable':
      return said(
        'unsure',
        t('caaUnreadable'),
        t('caaUnreadableDetail', { where, count: finding.unreadable }),
      )
    case 'listed':
      return said(
        'unsure',
        t('caaListed'),
        t('caaListedDetail', { where, allowed }),
      )
    case 'allows':
      return finding.allowed.length === 0
        ? said(
            'ok',
            t('caaNoLimit'),
            authority === null
              ? t('caaNoLimitDetail', { where })
              : t('caaNoLimitDetailNamed', { where, authority }),
          )
        : said(
            'ok',
            t('caaAllows'),
            t('caaAllowsDetail', {
              where,
              allowed,
              authority: authority ?? '',
            }),
          )
    case 'blocks':
      if (finding.criticalTag)
        return said(
          'bad',
          t('caaBlocksEvery'),
          t('caaCritical', { where, tag: finding.criticalTag }),
        )
      return finding.allowed.length === 0
        ? said(
            'bad',
            t('caaBlocksEvery'),
            authority === null
              ? t('caaAllowsNone', { where })
              : t('caaAllowsNoneNamed', { where, authority }),
          )
        : said(
            'bad',
            t('caaBlocksPlatform'),
            t('caaBlocksPlatformDetail', {
              where,
              allowed,
              authority: authority ?? '',
            }),
          )
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
  const host = hostOf(resolver)
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
