import { absolute, type ParsedDomain } from '../names/domain-name'

// The record the owner adds at their DNS provider, exactly as the procedure
// gives it: a CNAME for a subdomain, an ALIAS or ANAME for an apex (a CNAME is
// not allowed there), the platform host as value, and a TTL of 3600; here as
// zone-file lines (record-to-add.tsx says it as a message).

export const RECORD_TTL = 3600

export type RecordSubject = Pick<
  ParsedDomain,
  'name' | 'host' | 'kind' | 'apex'
>

/**
 * The domain's record as zone-file lines (RFC 1035 master-file syntax),
 * relative to its zone's $ORIGIN. ALIAS and ANAME are provider extensions
 * that no zone file can hold (named-checkzone and providers' imports refuse
 * them), so an apex gets a comment saying what to add by hand.
 */
export function zoneFileLines(
  domain: RecordSubject,
  platformHost: string | null,
): string[] {
  const owner = domain.kind === 'apex' ? '@' : domain.host
  if (!platformHost) {
    return [
      `; ${owner}: needs the CNAME value the dashboard shows; enter it under DNS settings`,
    ]
  }
  const target = absolute(platformHost)
  if (domain.kind === 'subdomain') {
    return [`${owner} ${RECORD_TTL} IN CNAME ${target}`]
  }
  return [
    `; @ ${RECORD_TTL} IN ALIAS ${target}`,
    `; Zone files cannot hold ALIAS or ANAME: add this record by hand at your DNS provider, as ALIAS or ANAME (whichever it offers), for @ with the value ${target}`,
  ]
}

/** Every domain's lines, one $ORIGIN block per zone (registrable domain). */
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
        `$ORIGIN ${absolute(apex)}`,
        ...members.flatMap((member) => zoneFileLines(member, platformHost)),
      ].join('\n'),
    )
    .join('\n\n')
}
