import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/** Check DNS and its settings: findings in plain words, resolver and authority. */
export const dnsMessages = defineMessages('dns', {
  checkDns: 'Check DNS',
  cancel: 'Cancel',
  checking: 'Checking DNS for {domain}…',
  cancelled: 'Check DNS for {domain} cancelled.',
  noProblems: 'DNS checked for {domain}: no problems found.',
  problems: {
    one: 'DNS checked for {domain}: {count} problem found.',
    other: 'DNS checked for {domain}: {count} problems found.',
  },
  asks: 'Asks the DNS-over-HTTPS resolver ({resolver}) for the CNAME, A, AAAA and CAA records of {domain}, as the internet sees them now.',
  toneOk: 'Fine',
  toneBad: 'Problem',
  toneUnsure: 'Unsure',
  tone: '{tone}: ',
  checkedWith:
    'Checked {ago} with {resolver}. Resolvers may keep an old answer for as long as its TTL says.',
  changedSince:
    'The CNAME value has changed since this check (it was judged against {host}): check again.',
  changedSinceNone:
    'The CNAME value has changed since this check (it had none to judge against): check again.',
  autoRecheck:
    'While this page is open, it checks again by itself until the record matches: after 5 minutes, then every 30 minutes, at most {max} times ({questions} DNS questions at most each time).',
  authorityChanged:
    'The certificate authority has changed since this check: check again.',

  cnameMatching: 'CNAME found and matching',
  cnameMatchingDetail: '{name} points to {target}, exactly the platform host.',
  aliasInPlace: 'ALIAS or ANAME in place',
  aliasInPlaceDetail:
    '{name} answers with the platform host’s own addresses ({addresses}), as an ALIAS or ANAME record for {target} does.',
  recordMissing: 'Record missing',
  aliasOrAname: 'ALIAS or ANAME',
  missingNxdomain:
    '{name} does not exist in DNS yet. Add the {recordType} record from the table. If you added it recently, wait: propagation can take up to {hours} hours.',
  missingNone:
    '{name} has no CNAME, A or AAAA record yet. Add the {recordType} record from the table. If you added it recently, wait: propagation can take up to {hours} hours.',
  elsewhere: 'CNAME points elsewhere',
  thePlatformHost: 'the platform host',
  elsewhereAppended:
    '{name} points to {target}: your DNS provider added “{zone}” to the end of the value. The value must be exactly {host}: enter it with a final dot ({host}.), or as your provider’s help says.',
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
    '{name} already has other records ({types}): a CNAME cannot sit beside them, and your DNS provider will refuse it. Deleting them can break mail or other services: move them, or attach another name.',
  inTheWay: 'Addresses in the way of the CNAME',
  inTheWayDetail:
    '{name} answers with its own addresses ({addresses}), not through a CNAME, and they are not the platform host’s. If your DNS provider proxies this name (a CDN’s proxy switched on), switch the proxy off for {label}. Otherwise delete the A, AAAA and any other records on {label}, then add the CNAME.',
  cachedFor:
    'Caches may keep the old addresses for up to {ttl} seconds (their TTL) after the change.',
  wildcard: 'Only a wildcard record answers',
  wildcardDetail:
    '{name} has no record of its own: its addresses ({addresses}) come from a wildcard (*) record above it. There is nothing to delete: add the CNAME for {label}, which takes precedence over the wildcard.',
  flattened: 'The CNAME is hidden by your DNS provider',
  flattenedDetail:
    '{name} answers with the platform host’s own addresses ({addresses}), but no CNAME shows: your DNS provider flattens or proxies it. Verification looks for the CNAME itself: switch off the proxy or flattening for {label}.',
  cannotCompare: 'Cannot compare the record',
  cannotCompareDetail:
    '{name} points to {found}, but no CNAME value was set when it was checked, so there was nothing to compare it with. Enter the value the dashboard shows under Record value, then check again.',
  cannotConfirmAlias: 'Cannot confirm the ALIAS or ANAME',
  cannotConfirmAliasDetail:
    '{name} answers with {addresses}, but the resolver found no addresses for the platform host {host} to compare them with.',
  aliasUnsureDetail:
    '{name} answers with {addresses}; the platform host answers with {platformAddresses} right now. A platform behind a CDN answers with rotating or per-region addresses, so this can still be right. Check at your DNS provider: @ should have an ALIAS or ANAME record with the value {host}, and no A or AAAA records. If @ has the A or AAAA records of an old server, replace them with the ALIAS or ANAME.',
  recordUnknown: 'Cannot judge the record',
  recordUnknownDetail:
    'The lookups for {name} failed (see below), so there is nothing to judge yet.',
  lookupsFailed: 'Some lookups failed',
  lookupsFailedNote:
    'The rest of this report stands. Certificate authorities do not issue while these lookups fail.',
  notAsked:
    'The {type} records of {query} were not asked for: one check asks at most 16 questions.',
  lookupFailedDnssec:
    'The resolver could not look up the {type} records of {query} ({rcode}), but could with DNSSEC checking off: the domain’s DNSSEC is broken. The classic cause is a DS record left at the registrar after moving to another DNS host: remove it there, or sign the zone at the new host.',

  caaLooked: 'Looked up CAA at {names}.',
  noCaa: 'No CAA records',
  noCaaDetail:
    'Neither {name} nor its parents have CAA records, so any certificate authority may issue, including the platform’s.',
  whereOwn: 'The CAA records of {name}',
  wherePointsTo: 'The CAA records of {at}, which {name} points to,',
  whereInherits: 'The CAA records of {at}, which {name} inherits,',
  caaListed: 'CAA allows only some certificate authorities',
  caaListedDetail:
    '{where} allow only: {allowed}. Compare them with the platform’s certificate authority (its dashboard or documentation names it): if it is not among them, no certificate can be issued, and a CAA record allowing it must be added. Enter the authority under “How DNS is checked” and Check DNS compares them for you.',
  caaNoLimit: 'CAA sets no limit on certificates',
  caaNoLimitDetail:
    '{where} have no “issue” entry, so any certificate authority may issue, including the platform’s.',
  caaAllows: 'CAA allows the platform’s certificate authority',
  caaAllowsDetail:
    '{where} allow: {allowed}. The platform’s authority, {authority}, must be among them, and it is.',
  caaBlocksEvery: 'CAA blocks every certificate authority',
  caaUnreadable: 'CAA records that cannot be read',
  caaUnreadableDetail: {
    one: '{where} include a record that cannot be read, so whether they allow the platform’s authority is unsure. Look at them at your DNS provider.',
    other:
      '{where} include {count} records that cannot be read, so whether they allow the platform’s authority is unsure. Look at them at your DNS provider.',
  },
  caaFailed: 'CAA could not be looked up',
  caaFailedDetail:
    'The CAA lookup for {at} failed (see below). Certificate authorities do not issue while it fails.',
  caaTheirs:
    'Those records belong to {at}, which you do not run, and no CAA record can sit beside a CNAME: ask the platform.',
  caaCritical:
    '{where} include a record marked critical with a tag authorities do not know (“{tag}”), so none of them will issue. Remove that record.',
  caaAllowsNone:
    '{where} allow no certificate authority at all. The platform’s authority must be allowed, or no certificate can be issued: add a CAA “issue” record naming it.',
  caaBlocksPlatform: 'CAA blocks the platform’s certificate authority',
  caaBlocksPlatformDetail:
    '{where} allow only: {allowed}. The platform’s authority, {authority}, must be among them, or no certificate can be issued. Add this record:',

  lookupFailed:
    'The resolver could not look up the {type} records of {query} ({rcode}): the domain’s name servers may be down or misconfigured.',
  dnsError: 'DNS error {code}',
  unexpected: 'Something unexpected went wrong while checking DNS.',
  unreachable:
    'The DNS-over-HTTPS resolver at {host} could not be reached. It may be down, or blocking requests from this app. Try again, or choose another resolver below.',
  offline:
    'No network: this device is offline, so DNS could not be checked. Try again once you are connected.',
  timeout:
    'The DNS-over-HTTPS resolver at {host} did not answer within {seconds} seconds. Try again, or choose another resolver below.',
  resolverBusy:
    'The DNS-over-HTTPS resolver at {host} is busy or having trouble (HTTP {status}). That passes: try again in a minute.',
  retry: 'Retry',
  httpStatus:
    'The DNS-over-HTTPS resolver at {host} answered with HTTP {status} instead of DNS data. Check the resolver setting below: it must answer ?name=…&type=… in the JSON format.',
  notDnsJson:
    'The DNS-over-HTTPS resolver at {host} did not answer in the DNS JSON format (application/dns-json). Check the resolver setting below.',

  howChecked: 'How DNS is checked',
  resolverLabel: 'DNS-over-HTTPS resolver',
  resolverHint:
    'A public resolver that answers {query} in JSON ({format}). The default is {default}; {other} works too. It is sent only the names checked, never the API key.',
  resolverSave: 'Save resolver',
  useDefault: 'Use the default',
  resolverSaved: 'Saved. Check DNS now asks {resolver}.',
  demoDns:
    '{demoMode} answers Check DNS from sample records in this browser, whatever the resolver. Try these domains:',
  demoMode: 'Demo mode',
  demoApexAlias: 'apex: ALIAS in place, CAA allows the platform’s authority',
  demoAppended: 'CNAME with the zone appended by the provider',
  demoApexInTheWay:
    'apex: an old server’s address, or a CDN’s (unsure, with what to check)',
  demoDnssec: 'broken DNSSEC (SERVFAIL)',
  demoApexCaaBlocks:
    'apex: ALIAS in place, but CAA blocks the platform’s authority',
  demoInheritsCaa:
    'CNAME matching, but inherits blocking CAA from example.co.uk',
  demoServfail: 'the name servers fail (SERVFAIL)',
  resolverEmpty:
    'Enter the resolver’s URL, for example https://cloudflare-dns.com/dns-query',
  resolverNotUrl: 'Enter a full URL starting with https://',
  resolverNotHttps:
    'The resolver must use https:// (http:// only for one on this computer)',
  resolverCredentials: 'Leave credentials out of the URL',
  resolverQuery:
    'Enter the URL without ? or #: the name and type are added to it',

  authorityLabel: 'Certificate authority',
  authorityHint:
    'The domain that names the authority the platform gets certificates from, as CAA records write it (for example {example}); the platform’s dashboard or documentation names it. {build} Kept in this browser.',
  buildSays: 'This build says {authority}.',
  buildSilent: 'This build does not say which it is.',
  authoritySave: 'Save authority',
  useBuilds: 'Use the build’s authority',
  clearAuthority: 'Clear the authority',
  authoritySaved: 'Saved. Check DNS compares CAA records with {authority}.',
  authorityCleared:
    'Saved. No authority is set: Check DNS lists what CAA records allow, for you to compare.',
  authorityIssued:
    'Certificates are issued by {authority}. Where a domain or one of its parents has CAA records, they must allow it; Check DNS looks them up the way authorities do, from the name up through its parents.',
  authorityUnknown:
    'Where a domain or one of its parents has CAA records, they must allow the platform’s certificate authority. Until it is entered above, Check DNS lists the authorities the records allow, for you to compare with the platform’s.',
  authorityEmpty:
    'Enter the certificate authority’s domain, for example letsencrypt.org',
  authorityUrl:
    'Enter the domain alone, as CAA records name it (letsencrypt.org), not a URL',
  authorityInvalid:
    'Enter a domain name such as letsencrypt.org: letters, digits, hyphens and dots',
})

/** The dns messages' `t`, for helpers that word findings for a component. */
export type DnsT = Speak<typeof dnsMessages.english>['t']
export type DnsKey = keyof typeof dnsMessages.english
/** A message with nothing to put in. */
export type PlainKey = {
  [K in DnsKey]: M[K] extends `${string}{${string}` | object ? never : K
}[DnsKey]
type M = typeof dnsMessages.english
