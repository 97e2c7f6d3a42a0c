import { defineMessages } from '../../../lib/i18n/messages'

/** The domains page's records: the record to add, zone-file export and redirects. */
export const recordsMessages = defineMessages('records', {
  export: 'Export',
  zoneLines: 'Zone-file lines',
  zoneLinesHint:
    'The records above in zone-file form, one $ORIGIN block per zone. Lines starting with ; are comments: an apex’s ALIAS or ANAME is one, since zone files cannot hold that type, so add it by hand.',
  copyZoneLines: 'Copy zone-file lines',
  redirects: 'Redirects',
  redirectsIntro:
    'An old domain can redirect to the primary one: visitors who open it are sent on. It still needs its own DNS record and certificate, since the platform answers on it to send them: keep its record in place.',
  redirectAdded:
    'Added a redirect from {from} to {to} ({status}). Set it up in the dashboard too.',
  redirectRemoved: 'Redirect from {from} removed: it serves the project again.',
  redirectsTable: 'Redirects table',
  copyRedirects: 'Copy redirects (CSV)',
  from: 'From',
  to: 'To',
  status: 'Status',
  actions: 'Actions',
  removeRedirect: 'Remove redirect',
  removeRedirectFrom: 'Remove redirect from {from}',

  notKnownYet:
    'The record’s value, the platform host, is not known yet: enter it under DNS settings below',
  apexNote:
    'An apex needs an ALIAS or ANAME record, not a CNAME. Not every DNS provider supports them: look for either name in yours. If it has neither, attach a subdomain such as www.{domain} instead. Name @ stands for {domain} itself; some providers want the field left empty, or the full name.',
  hostNote: 'Name {host} is the part before {apex}; providers may want {name}.',
  mustMatch: 'The value must match {value} exactly, as the dashboard shows it.',
  hostInTheWay:
    'A CNAME cannot sit beside any other record: an existing A, AAAA or other record on {host} blocks it and makes verification fail. Move or delete it first.',
  copyForProvider: 'Copy message',
  forProviderSubdomain:
    'Add CNAME {host} → {value}, TTL {ttl}; delete any A, AAAA or other records on {host}.',
  forProviderApex:
    'Add ALIAS (or ANAME) @ → {value} for {domain}, TTL {ttl}; delete any A or AAAA records on @ (keep its NS, MX and TXT records).',
  propagation: 'DNS changes can take up to {hours} hours to propagate.',

  needTwo: 'Add at least two domains to set up a redirect between them.',
  chooseDomain: 'Choose a domain',
  primaryOption: '{name} (primary)',
  addRedirect: 'Add redirect',
  status301: '301 Moved permanently',
  status302: '302 Found',
  status307: '307 Temporary redirect',
  status308: '308 Permanent redirect',
  statusHint:
    '301 and 308 are for good: browsers and search engines remember them and move to the new domain. 302 and 307 are for now: nothing is remembered. 307 and 308 also pass forms sent to the old domain on unchanged.',
  chooseFrom: 'Choose the domain to redirect from',
  chooseTo: 'Choose the domain to redirect to',
  sameEnds: 'Choose a different domain: From and To are the same',
  loop: 'That would make a loop: {to} already redirects to {from}',
  alreadyRedirects: '{from} already redirects to {to}; remove that one first',
  primaryAway: '{from} is primary: make another domain primary first',
  chainInto:
    'That would make a chain: {into} already redirects to {from}. Redirect {into} straight to {to} instead',
  chainOnward:
    'That would make a chain: {to} already redirects to {onward}. Redirect straight to {onward} instead',
})
