import { isApiError } from '../../../lib/http/api-error'
import type { CaaFinding, RecordFinding } from './dns-check'
import { DnsLookupError, DOH_TIMEOUT_MS, rcodeName } from './doh'
import type { DomainKind } from '../names/domain-name'
import { PROPAGATION_HOURS } from '../domain-status'
import { RECORD_TTL } from '../records/records'

// Check DNS findings in plain words: what was found, what it means for the
// procedure, and what to do about it.

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
  finding: RecordFinding,
  domain: { shown: string; kind: DomainKind },
  platformHost: string | null,
): Finding {
  const name = domain.shown
  const recordType = domain.kind === 'apex' ? 'ALIAS or ANAME' : 'CNAME'
  switch (finding.kind) {
    case 'matching':
      return finding.via === 'cname'
        ? {
            tone: 'ok',
            title: 'CNAME found and matching',
            detail: `${name} points to ${finding.target}, exactly the platform host.`,
          }
        : {
            tone: 'ok',
            title: 'ALIAS or ANAME in place',
            detail: `${name} answers with the platform host’s own addresses (${list(finding.addresses)}), as an ALIAS or ANAME record for ${finding.target} does.`,
          }
    case 'missing':
      return {
        tone: 'bad',
        title: 'Record missing',
        detail: `${
          finding.nxdomain
            ? `${name} does not exist in DNS yet.`
            : `${name} has no CNAME, A or AAAA record yet.`
        } Add the ${recordType} record from the table. If you added it recently, wait: propagation can take up to ${PROPAGATION_HOURS} hours.`,
      }
    case 'elsewhere':
      return finding.appendedZone
        ? {
            tone: 'bad',
            title: 'CNAME points elsewhere',
            detail: `${name} points to ${finding.target}: your DNS provider added “${finding.appendedZone}” to the end of the value. The value must be exactly ${platformHost ?? 'the platform host'}: enter it with a final dot (${platformHost ?? 'the platform host'}.), or as your provider’s help says.`,
          }
        : {
            tone: 'bad',
            title: 'CNAME points elsewhere',
            detail: `${name} points to ${finding.target}, not to ${platformHost ?? 'the platform host'}. Change the record’s value to exactly ${platformHost ?? 'the platform host'}, or verification fails.`,
          }
    case 'in-the-way': {
      const both = finding.a.length > 0 && finding.aaaa.length > 0
      const which = both
        ? 'A and AAAA records'
        : finding.a.length > 0
          ? 'an A record'
          : 'an AAAA record'
      const addresses = list([...finding.a, ...finding.aaaa])
      return {
        tone: 'bad',
        title: `${which.charAt(0).toUpperCase()}${which.slice(1)} in the way`,
        detail:
          domain.kind === 'subdomain'
            ? `${name} has ${which} (${addresses}). ${both ? 'They block' : 'It blocks'} the CNAME and make${both ? '' : 's'} verification fail: delete ${both ? 'them' : 'it'}, then add the CNAME.`
            : `${name} answers with ${addresses}, not with the platform host’s addresses${finding.platformAddresses.length ? ` (${list(finding.platformAddresses)})` : ''}. Delete the A and AAAA records for @, then add the ALIAS or ANAME record.`,
      }
    }
    case 'unconfirmed':
      return finding.reason === 'no-platform-host'
        ? {
            tone: 'unsure',
            title: 'Cannot compare the record',
            detail: `${name} ${finding.target ? `points to ${finding.target}` : `answers with ${list(finding.addresses)}`}, but no CNAME value was set when it was checked, so there was nothing to compare it with. Enter the value the dashboard shows under Record value, then check again.`,
          }
        : {
            tone: 'unsure',
            title: 'Cannot confirm the ALIAS or ANAME',
            detail: `${name} answers with ${list(finding.addresses)}, but the resolver found no addresses for the platform host ${platformHost ?? ''} to compare them with.`,
          }
  }
}

export function describeCaa(
  finding: CaaFinding,
  domain: { name: string; shown: string },
  /** Null: no platform authority configured, so allowed issuers are listed for the owner to compare. */
  authority: string | null,
): Finding {
  const looked = `Looked up CAA at ${list(finding.looked)}.`
  const platforms =
    authority === null ? 'the platform’s' : `the platform’s (${authority})`
  if (finding.kind === 'none') {
    return {
      tone: 'ok',
      title: 'No CAA records',
      detail: `Neither ${domain.shown} nor its parents have CAA records, so any certificate authority may issue, including ${platforms}.`,
      note: looked,
    }
  }
  const where =
    finding.at === domain.name
      ? `The CAA records of ${domain.shown}`
      : finding.foundFor === domain.name
        ? `The CAA records of ${finding.at}, which ${domain.shown} points to,`
        : `The CAA records of ${finding.at}, which ${domain.shown} inherits,`
  const fix =
    authority === null
      ? undefined
      : `${finding.at}. ${RECORD_TTL} IN CAA 0 issue "${authority}"`
  if (finding.kind === 'listed') {
    return {
      tone: 'unsure',
      title: 'CAA allows only some certificate authorities',
      detail: `${where} allow only: ${list(finding.allowed)}. Compare them with the platform’s certificate authority (its dashboard or documentation names it): if it is not among them, no certificate can be issued, and a CAA record allowing it must be added. Enter the authority under “How DNS is checked” and Check DNS compares them for you.`,
      note: looked,
    }
  }
  if (finding.kind === 'allows') {
    return finding.allowed.length === 0
      ? {
          tone: 'ok',
          title: 'CAA sets no limit on certificates',
          detail: `${where} have no “issue” entry, so any certificate authority may issue, including ${platforms}.`,
          note: looked,
        }
      : {
          tone: 'ok',
          title: 'CAA allows the platform’s certificate authority',
          detail: `${where} allow: ${list(finding.allowed)}. The platform’s authority, ${authority}, must be among them, and it is.`,
          note: looked,
        }
  }
  if (finding.criticalTag) {
    return {
      tone: 'bad',
      title: 'CAA blocks every certificate authority',
      detail: `${where} include a record marked critical with a tag authorities do not know (“${finding.criticalTag}”), so none of them will issue. Remove that record.`,
      note: looked,
    }
  }
  return finding.allowed.length === 0
    ? {
        tone: 'bad',
        title: 'CAA blocks every certificate authority',
        detail:
          authority === null
            ? `${where} allow no certificate authority at all. The platform’s authority must be allowed, or no certificate can be issued: add a CAA “issue” record naming it.`
            : `${where} allow no certificate authority at all. The platform’s authority, ${authority}, must be allowed, or no certificate can be issued. Add this record:`,
        ...(fix ? { fix } : {}),
        note: looked,
      }
    : {
        tone: 'bad',
        title: 'CAA blocks the platform’s certificate authority',
        detail: `${where} allow only: ${list(finding.allowed)}. The platform’s authority, ${authority ?? ''}, must be among them, or no certificate can be issued. Add this record:`,
        ...(fix ? { fix } : {}),
        note: looked,
      }
}

/** Why Check DNS could not finish; null for a cancelled check (nothing to say). */
export function describeCheckError(
  error: unknown,
  resolver: string,
  online: boolean,
): string | null {
  if (error instanceof DnsLookupError) {
    return `The resolver could not look up the ${error.type} records of ${error.query} (${rcodeName(error.rcode)}). The domain’s name servers may be down or misconfigured. Certificate authorities do not issue certificates while these lookups fail.`
  }
  let host = resolver
  try {
    host = new URL(resolver).host
  } catch {
    // Shown as typed.
  }
  if (!isApiError(error))
    return 'Something unexpected went wrong while checking DNS.'
  switch (error.kind) {
    case 'aborted':
      return null
    case 'network':
      return online
        ? `The DNS-over-HTTPS resolver at ${host} could not be reached. It may be down, or blocking requests from this app. Try again, or choose another resolver below.`
        : 'No network: this device is offline, so DNS could not be checked. Try again once you are connected.'
    case 'timeout':
      return `The DNS-over-HTTPS resolver at ${host} did not answer within ${DOH_TIMEOUT_MS / 1000} seconds. Try again, or choose another resolver below.`
    case 'http':
      return `The DNS-over-HTTPS resolver at ${host} answered with HTTP ${error.status ?? ''} instead of DNS data. Check the resolver setting below: it must answer ?name=…&type=… in the JSON format.`
    case 'invalid-response':
      return `The DNS-over-HTTPS resolver at ${host} did not answer in the DNS JSON format (application/dns-json). Check the resolver setting below.`
    default:
      return error.message
  }
}
