import type { DomainKind } from '../names/domain-name'

// The record the owner adds at their DNS provider, exactly as the procedure
// gives it: a CNAME for a subdomain, an ALIAS or ANAME for an apex (a CNAME is
// not allowed there), the platform host as value, and a TTL of 3600.

export const RECORD_TTL = 3600

type RecordType = 'CNAME' | 'ALIAS or ANAME'

export interface DnsRecordRow {
  type: RecordType
  /** What goes in the provider's Name field: the host label, or `@` for the apex. */
  name: string
  /** The full name the record is for, e.g. `shop.example.com`. */
  fqdn: string
  /** The CNAME value (`{platform_host}`); null while neither the build nor the owner gave one. */
  value: string | null
  ttl: typeof RECORD_TTL
}

export interface RecordSubject {
  name: string
  host: string
  kind: DomainKind
  apex: string
}

export function recordFor(
  domain: RecordSubject,
  platformHost: string | null,
): DnsRecordRow {
  return {
    type: domain.kind === 'apex' ? 'ALIAS or ANAME' : 'CNAME',
    name: domain.kind === 'apex' ? '@' : domain.host,
    fqdn: domain.name,
    value: platformHost,
    ttl: RECORD_TTL,
  }
}

/** An absolute name for a zone file: with its final dot, so no origin is appended. */
function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`
}

/**
 * The domain's record as zone-file lines (RFC 1035 master-file syntax, with
 * absolute names so they can be pasted into any zone). ALIAS and ANAME are
 * provider extensions with no standard type, so the apex gets one line per
 * name, the second commented out: keep the one your provider understands.
 */
export function zoneFileLines(
  domain: RecordSubject,
  platformHost: string | null,
): string[] {
  const owner = absolute(domain.name)
  if (!platformHost) {
    return [
      `; ${owner} needs the CNAME value the dashboard shows: enter it under Record value`,
    ]
  }
  const target = absolute(platformHost)
  if (domain.kind === 'subdomain') {
    return [`${owner} ${RECORD_TTL} IN CNAME ${target}`]
  }
  return [
    `; ${owner} is an apex: use ALIAS or ANAME, whichever your DNS provider supports (not every provider does)`,
    `${owner} ${RECORD_TTL} IN ALIAS ${target}`,
    `; ${owner} ${RECORD_TTL} IN ANAME ${target}`,
  ]
}

/** Every domain's lines, grouped by the zone (registrable domain) they belong in. */
export function zoneFile(
  domains: readonly RecordSubject[],
  platformHost: string | null,
): string {
  const zones = new Map<string, RecordSubject[]>()
  for (const domain of domains) {
    zones.set(domain.apex, [...(zones.get(domain.apex) ?? []), domain])
  }
  return [...zones]
    .map(([apex, members]) =>
      [
        `; Zone ${absolute(apex)}`,
        ...members.flatMap((member) => zoneFileLines(member, platformHost)),
      ].join('\n'),
    )
    .join('\n\n')
}
