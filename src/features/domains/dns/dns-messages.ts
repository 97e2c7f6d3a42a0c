import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/** Check DNS, its findings in plain words, and its settings (CNAME value, resolver). */
export const dnsMessages = defineMessages('dns', {
  checkDns: 'Check DNS',
  checking: 'Checking DNS for {domain}…',
  problems: {
    '=0': 'DNS checked for {domain}: no problems found.',
    one: 'DNS checked for {domain}: {count} problem found.',
    other: 'DNS checked for {domain}: {count} problems found.',
  },
  asks: 'Asks the DNS-over-HTTPS resolver ({resolver}) for the CNAME, A, AAAA and CAA records of {domain}, as the internet sees them now.',
  autoRecheck:
    'While this page is open, it checks again by itself until the record matches: after 5 minutes, then every 30 minutes, at most {max} times ({questions} DNS questions at most each time).',
  ok: 'Fine',
  bad: 'Problem',
  unsure: 'Unsure',
  checkedWith:
    'Checked {ago} with {resolver}. Resolvers may keep an old answer for as long as its TTL says.',
  changedSince: 'The CNAME value has changed since this check: check again.',

  cnameMatching: 'CNAME found and matching',
  cnameMatchingDetail: '{name} points to {target}, exactly the platform host.',
  aliasInPlace: 'ALIAS or ANAME in place',
  aliasInPlaceDetail:
    '{name} answers with the platform host’s own addresses ({addresses}), as an ALIAS or ANAME record for {target} does.',
  recordMissing: 'Record missing',
  aliasOrAname: 'ALIAS or ANAME',
  recordMissingDetail:
    '{name} has no CNAME, A or AAAA record yet. Add the {recordType} record from the table. If you added it recently, wait: propagation can take up to {hours} hours.',
  elsewhere: 'CNAME points elsewhere',
  thePlatformHost: 'the platform host',
  elsewhereDetail:
    '{name} points to {target}, not to {host}. Change the record’s value to exactly {host}, or verification fails.',
  apexCname: 'A CNAME at the apex',
  apexCnameDetail:
    '{name} has a CNAME record (to {target}). A CNAME cannot sit at an apex beside its SOA and NS records, and it breaks mail there. Replace it with an ALIAS or ANAME record with the value {host}.',
  noDomain: 'The domain does not exist in DNS',
  noDomainDetail:
    '{name} does not exist in DNS (NXDOMAIN), and no record can fix that. Check that it is spelt right, that it is registered, and that the registrar delegates it to your DNS provider’s name servers.',
  otherRecords: 'Other records on the name',
  otherRecordsDetail:
    '{name} already has other records ({types}): a CNAME cannot sit beside them, and your DNS provider will refuse it. Deleting them can break mail: move them, or attach another name.',
  inTheWay: 'Addresses in the way of the CNAME',
  inTheWayDetail:
    '{name} answers with its own addresses ({addresses}), not through a CNAME, and they are not the platform host’s. If your DNS provider proxies this name (a CDN’s proxy switched on), switch the proxy off for {label}. Otherwise delete the A, AAAA and any other records on {label}, then add the CNAME.',
  cachedFor: 'Caches may keep the old addresses for {ttl} seconds (their TTL).',
  wildcard: 'Only a wildcard record answers',
  wildcardDetail:
    '{name} has no record of its own: its addresses ({addresses}) come from a wildcard (*) record above it. There is nothing to delete: add the CNAME for {label}, which takes precedence over the wildcard.',
  flattened: 'The CNAME is hidden by your DNS provider',
  flattenedDetail:
    '{name} answers with the platform host’s own addresses ({addresses}), but no CNAME shows: your DNS provider flattens or proxies it, and verification looks for the CNAME itself. Switch the proxy or flattening off for {label}.',
  cannotCompare: 'Cannot compare the record',
  cannotCompareDetail:
    '{name} points to {found}, but there was nothing to compare with: no CNAME value, or none the resolver could find addresses for. Check the value under Record value, then check again.',
  aliasUnsure: 'Cannot confirm the ALIAS or ANAME',
  aliasUnsureDetail:
    '{name} answers with {addresses}; the platform host answers with {platformAddresses} right now. Behind a CDN, addresses rotate or differ by region, so this can still be right. Check at your DNS provider: @ should have an ALIAS or ANAME record with the value {host}, and no A or AAAA records of an old server.',
  recordUnknown: 'Cannot judge the record',
  recordUnknownDetail:
    'The lookups for {name} failed (see below), so there is nothing to judge yet.',
  lookupsFailed: 'Some lookups failed',
  lookupsFailedNote:
    'The rest of this report stands. Certificate authorities do not issue while these lookups fail.',
  notAsked: '{type} at {query} not asked: a check asks at most 16 questions.',
  lookupFailed: 'The resolver could not look up {type} at {query} ({rcode}).',
  serversDown: 'The domain’s name servers may be down or misconfigured.',
  dnssecBroken:
    'With DNSSEC checking off they could be looked up: the domain’s DNSSEC is broken. The classic cause is a DS record left at the registrar after moving to another DNS host: remove it there, or sign the zone at the new host.',

  caaLooked: 'Looked up CAA at {names}.',
  whereOwn: 'The CAA records of {name}',
  wherePointsTo: 'The CAA records of {at}, which {name} points to,',
  whereInherits: 'The CAA records of {at}, which {name} inherits,',
  caaNoLimit: 'CAA sets no limit on certificates',
  caaNoLimitDetail:
    'No CAA “issue” record applies to {name}, so any certificate authority may issue, including the platform’s.',
  caaListed: 'CAA allows only some certificate authorities',
  caaListedDetail:
    '{where} allow only: {allowed}. Compare them with the platform’s certificate authority (its dashboard or documentation names it): if it is not among them, no certificate can be issued.',
  caaAllows: 'CAA allows the platform’s certificate authority',
  caaAllowsDetail:
    '{where} allow: {allowed}. The platform’s authority, {authority}, must be among them, and it is.',
  caaUnreadable: 'CAA records that cannot be read',
  caaUnreadableDetail:
    '{where} include records that cannot be read, so whether they allow the platform’s authority is unsure. Look at them at your DNS provider.',
  caaBlocksEvery: 'CAA blocks every certificate authority',
  caaBlocksEveryDetail:
    '{where} allow no certificate authority (an “issue” of “;”, or a critical tag authorities do not know). Remove that record, or add a CAA “issue” record naming the platform’s authority.',
  caaBlocksPlatform: 'CAA blocks the platform’s certificate authority',
  caaBlocksPlatformDetail:
    '{where} allow only: {allowed}. The platform’s authority, {authority}, must be among them, or no certificate can be issued. Add this record:',
  caaTheirs:
    'Those records belong to {at}, which you do not run, and no CAA record can sit beside a CNAME: ask the platform.',
  caaFailed: 'CAA could not be looked up',
  caaFailedDetail:
    'The CAA lookup for {at} failed (see below). Certificate authorities do not issue while it fails.',

  unexpected: 'Check DNS could not finish. Reload the page to try again.',
  unreachable:
    'The DNS-over-HTTPS resolver at {host} could not be reached. Check that this device is online; the resolver may also be down, or blocking this app. Try again, or choose another resolver below.',
  resolverBusy:
    'The DNS-over-HTTPS resolver at {host} is busy, slow or having trouble. That passes: try again in a minute.',
  retry: 'Retry',
  notDnsJson:
    'The DNS-over-HTTPS resolver at {host} did not answer with DNS data in the JSON format (application/dns-json). Check the resolver setting below.',

  dnsSettings: 'DNS settings',
  cnameValue: 'CNAME value',
  cnameValueHint:
    'The platform host the dashboard shows as the record’s value, in Project settings → Domains after Add domain. The message for your DNS provider, the zone-file lines and Check DNS all use it. {build} Kept in this browser, for {project}.',
  buildValue: 'This build’s value is {value}; left empty, it is used.',
  buildNoValue: 'This build has no value of its own.',
  resolverLabel: 'DNS-over-HTTPS resolver',
  resolverHint:
    'A public resolver that answers in JSON (application/dns-json), such as https://dns.google/resolve. It is sent only the names checked, never the API key. Left empty: {default}.',
  save: 'Save DNS settings',
  saved: 'Saved. Records and Check DNS use {value}; Check DNS asks {resolver}.',
  savedNoValue:
    'Saved, with no CNAME value: enter the one the dashboard shows to see it in the records. Check DNS asks {resolver}.',
  resolverNotUrl: 'Enter a full URL starting with https://',
  resolverNotHttps: 'Use https:// (http:// only for one on this computer)',
  resolverExtra: 'Enter the URL alone, without credentials, ? or #',
  demoDns:
    'Demo mode answers Check DNS from sample records in this browser, whatever the resolver. Try shop.example.com, www.example.org, example.com or mail.example.com.',
})

/** The dns messages' `t`, for helpers that word findings for a component. */
export type DnsT = Speak<typeof dnsMessages.english>['t']
export type DnsKey = keyof typeof dnsMessages.english
/** A message with nothing to put in. */
export type PlainKey = {
  [K in DnsKey]: M[K] extends `${string}{${string}` | object ? never : K
}[DnsKey]
type M = typeof dnsMessages.english
