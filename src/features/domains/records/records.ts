import { absolute, type ParsedDomain } from '../names/domain-name'

// The record to add, as the procedure gives it (CNAME for a subdomain, ALIAS
// or ANAME for an apex, TTL 3600), as zone-file lines.

export const RECORD_TTL = 3600

export type RecordSubject = Pick<
  ParsedDomain,
  'name' | 'host' | 'kind' | 'apex'
>

/**
 * The domain's record, relative to its zone's $ORIGIN (RFC 1035). No zone
 * file can hold ALIAS or ANAME (named-checkzone refuses them), so an apex
 * gets a comment saying what to add by hand.
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
