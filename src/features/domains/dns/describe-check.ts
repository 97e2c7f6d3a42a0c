import { isApiError } from '../../../lib/http/api-error'
import type { CaaFinding, RecordFinding } from './dns-check'
import { DnsLookupError, DOH_TIMEOUT_MS, rcodeName } from './doh'
import type { DomainKind } from '../names/domain-name'
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

export function describeRecord(
  t: DnsT,
  finding: RecordFinding,
  domain: { shown: string; kind: DomainKind },
  platformHost: string | null,
): Finding {
  const name = domain.shown
  const recordType = domain.kind === 'apex' ? t('aliasOrAname') : 'CNAME'
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
    case 'missing':
      return {
        tone: 'bad',
        title: t('recordMissing'),
        detail: t(finding.nxdomain ? 'missingNxdomain' : 'missingNone', {
          name,
          recordType,
          hours: PROPAGATION_HOURS,
        }),
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
      return inTheWay(t, finding, domain)
    case 'unconfirmed':
      return finding.reason === 'no-platform-host'
        ? {
            tone: 'unsure',
            title: t('cannotCompare'),
            detail: finding.target
              ? t('cannotCompareTarget', { name, target: finding.target })
              : t('cannotCompareAddresses', {
                  name,
                  addresses: list(finding.addresses),
                }),
          }
        : {
            tone: 'unsure',
            title: t('cannotConfirmAlias'),
            detail: t('cannotConfirmAliasDetail', {
              name,
              addresses: list(finding.addresses),
              host: platformHost ?? '',
            }),
          }
  }
}

function inTheWay(
  t: DnsT,
  finding: Extract<RecordFinding, { kind: 'in-the-way' }>,
  domain: { shown: string; kind: DomainKind },
): Finding {
  const name = domain.shown
  const which =
    finding.a.length > 0 && finding.aaaa.length > 0
      ? 'Both'
      : finding.a.length > 0
        ? 'A'
        : 'Aaaa'
  const addresses = list([...finding.a, ...finding.aaaa])
  const platform = list(finding.platformAddresses)
  return {
    tone: 'bad',
    title: t(`inTheWay${which}`),
    detail:
      domain.kind === 'subdomain'
        ? t(`inTheWay${which}Detail`, { name, addresses })
        : platform
          ? t('inTheWayApex', { name, addresses, platform })
          : t('inTheWayApexUnknown', { name, addresses }),
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
  const where =
    finding.at === domain.name
      ? t('whereOwn', { name: domain.shown })
      : t(
          finding.foundFor === domain.name ? 'wherePointsTo' : 'whereInherits',
          {
            at: finding.at,
            name: domain.shown,
          },
        )
  const allowed = list(finding.allowed)
  const fix =
    authority === null
      ? undefined
      : `${finding.at}. ${RECORD_TTL} IN CAA 0 issue "${authority}"`
  if (finding.kind === 'listed') {
    return {
      tone: 'unsure',
      title: t('caaListed'),
      detail: t('caaListedDetail', { where, allowed }),
      note,
    }
  }
  if (finding.kind === 'allows') {
    return finding.allowed.length === 0
      ? {
          tone: 'ok',
          title: t('caaNoLimit'),
          detail:
            authority === null
              ? t('caaNoLimitDetail', { where })
              : t('caaNoLimitDetailNamed', { where, authority }),
          note,
        }
      : {
          tone: 'ok',
          title: t('caaAllows'),
          detail: t('caaAllowsDetail', {
            where,
            allowed,
            authority: authority ?? '',
          }),
          note,
        }
  }
  if (finding.criticalTag) {
    return {
      tone: 'bad',
      title: t('caaBlocksEvery'),
      detail: t('caaCritical', { where, tag: finding.criticalTag }),
      note,
    }
  }
  return finding.allowed.length === 0
    ? {
        tone: 'bad',
        title: t('caaBlocksEvery'),
        detail:
          authority === null
            ? t('caaAllowsNone', { where })
            : t('caaAllowsNoneNamed', { where, authority }),
        ...(fix ? { fix } : {}),
        note,
      }
    : {
        tone: 'bad',
        title: t('caaBlocksPlatform'),
        detail: t('caaBlocksPlatformDetail', {
          where,
          allowed,
          authority: authority ?? '',
        }),
        ...(fix ? { fix } : {}),
        note,
      }
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
  if (error instanceof DnsLookupError) {
    return t('lookupFailed', {
      type: error.type,
      query: error.query,
      rcode:
        rcodeName(error.rcode) ?? t('dnsError', { code: String(error.rcode) }),
    })
  }
  let host = resolver
  try {
    host = new URL(resolver).host
  } catch {
    // Shown as typed.
  }
  if (!isApiError(error)) return t('unexpected')
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
