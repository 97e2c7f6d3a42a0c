import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/** Check DNS and its settings: findings in plain words, resolver and authority. */
export const dnsMessages = defineMessages('dns', {
  checkDns: 'Check DNS',
  cancel: 'Cancel',
  cancelledError: 'Check DNS was cancelled.',
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
  inTheWayBoth: 'A and AAAA records in the way',
  inTheWayA: 'An A record in the way',
  inTheWayAaaa: 'An AAAA record in the way',
  inTheWayBothDetail:
    '{name} has A and AAAA records ({addresses}). They block the CNAME and make verification fail: delete them, then add the CNAME.',
  inTheWayADetail:
    '{name} has an A record ({addresses}). It blocks the CNAME and makes verification fail: delete it, then add the CNAME.',
  inTheWayAaaaDetail:
    '{name} has an AAAA record ({addresses}). It blocks the CNAME and makes verification fail: delete it, then add the CNAME.',
  inTheWayApex:
    '{name} answers with {addresses}, not with the platform host’s addresses ({platform}). Delete the A and AAAA records for @, then add the ALIAS or ANAME record.',
  inTheWayApexUnknown:
    '{name} answers with {addresses}, not with the platform host’s addresses. Delete the A and AAAA records for @, then add the ALIAS or ANAME record.',
  cannotCompare: 'Cannot compare the record',
  cannotCompareTarget:
    '{name} points to {target}, but no CNAME value was set when it was checked, so there was nothing to compare it with. Enter the value the dashboard shows under Record value, then check again.',
  cannotCompareAddresses:
    '{name} answers with {addresses}, but no CNAME value was set when it was checked, so there was nothing to compare it with. Enter the value the dashboard shows under Record value, then check again.',
  cannotConfirmAlias: 'Cannot confirm the ALIAS or ANAME',
  cannotConfirmAliasDetail:
    '{name} answers with {addresses}, but the resolver found no addresses for the platform host {host} to compare them with.',

  caaLooked: 'Looked up CAA at {names}.',
  noCaa: 'No CAA records',
  noCaaDetail:
    'Neither {name} nor its parents have CAA records, so any certificate authority may issue, including the platform’s.',
  noCaaDetailNamed:
    'Neither {name} nor its parents have CAA records, so any certificate authority may issue, including the platform’s ({authority}).',
  whereOwn: 'The CAA records of {name}',
  wherePointsTo: 'The CAA records of {at}, which {name} points to,',
  whereInherits: 'The CAA records of {at}, which {name} inherits,',
  caaListed: 'CAA allows only some certificate authorities',
  caaListedDetail:
    '{where} allow only: {allowed}. Compare them with the platform’s certificate authority (its dashboard or documentation names it): if it is not among them, no certificate can be issued, and a CAA record allowing it must be added. Enter the authority under “How DNS is checked” and Check DNS compares them for you.',
  caaNoLimit: 'CAA sets no limit on certificates',
  caaNoLimitDetail:
    '{where} have no “issue” entry, so any certificate authority may issue, including the platform’s.',
  caaNoLimitDetailNamed:
    '{where} have no “issue” entry, so any certificate authority may issue, including the platform’s ({authority}).',
  caaAllows: 'CAA allows the platform’s certificate authority',
  caaAllowsDetail:
    '{where} allow: {allowed}. The platform’s authority, {authority}, must be among them, and it is.',
  caaBlocksEvery: 'CAA blocks every certificate authority',
  caaCritical:
    '{where} include a record marked critical with a tag authorities do not know (“{tag}”), so none of them will issue. Remove that record.',
  caaAllowsNone:
    '{where} allow no certificate authority at all. The platform’s authority must be allowed, or no certificate can be issued: add a CAA “issue” record naming it.',
  caaAllowsNoneNamed:
    '{where} allow no certificate authority at all. The platform’s authority, {authority}, must be allowed, or no certificate can be issued. Add this record:',
  caaBlocksPlatform: 'CAA blocks the platform’s certificate authority',
  caaBlocksPlatformDetail:
    '{where} allow only: {allowed}. The platform’s authority, {authority}, must be among them, or no certificate can be issued. Add this record:',

  lookupFailed:
    'The resolver could not look up the {type} records of {query} ({rcode}). The domain’s name servers may be down or misconfigured. Certificate authorities do not issue certificates while these lookups fail.',
  dnsError: 'DNS error {code}',
  unexpected: 'Something unexpected went wrong while checking DNS.',
  unreachable:
    'The DNS-over-HTTPS resolver at {host} could not be reached. It may be down, or blocking requests from this app. Try again, or choose another resolver below.',
  offline:
    'No network: this device is offline, so DNS could not be checked. Try again once you are connected.',
  timeout:
    'The DNS-over-HTTPS resolver at {host} did not answer within {seconds} seconds. Try again, or choose another resolver below.',
  httpStatus:
    'The DNS-over-HTTPS resolver at {host} answered with HTTP {status} instead of DNS data. Check the resolver setting below: it must answer ?name=…&type=… in the JSON format.',
  notDnsJson:
    'The DNS-over-HTTPS resolver at {host} did not answer in the DNS JSON format (application/dns-json). Check the resolver setting below.',

  howChecked: 'How DNS is checked',
  resolverLabel: 'DNS-over-HTTPS resolver',
  resolverHint:
    'A public resolver that answers {query} in JSON ({format}). The default is {default}; {other} works too. It is sent only the names checked, never the API key.',
  saveResolver: 'Save resolver',
  useDefault: 'Use the default',
  resolverSaved: 'Saved. Check DNS now asks {resolver}.',
  demoDns:
    '{demoMode} answers Check DNS from sample records in this browser, whatever the resolver. Try these domains:',
  demoMode: 'Demo mode',
  demoApexAlias: 'apex: ALIAS in place, CAA allows the platform’s authority',
  demoElsewhere: 'CNAME pointing elsewhere',
  demoAppended: 'CNAME with the zone appended by the provider',
  demoApexInTheWay: 'apex: an A record in the way',
  demoInTheWay: 'an A record in the way',
  demoNoRecord: 'no record yet',
  demoApexCaaBlocks:
    'apex: ALIAS in place, but CAA blocks the platform’s authority',
  demoInheritsCaa:
    'CNAME matching, but inherits blocking CAA from example.co.uk',
  demoServfail: 'the name servers fail (SERVFAIL)',
  resolverEmpty: 'Enter the resolver’s URL, for example {example}',
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
  saveAuthority: 'Save authority',
  useBuilds: 'Use the build’s authority',
  clearAuthority: 'Clear the authority',
  authoritySaved: 'Saved. Check DNS compares CAA records with {authority}.',
  authorityBuildSaved:
    'Saved. Check DNS compares CAA records with {authority}, this build’s authority.',
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
