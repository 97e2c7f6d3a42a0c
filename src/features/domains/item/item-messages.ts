import { defineMessages } from '../../../lib/i18n/messages'

/**
 * One attached domain: its heading, status, steps, troubleshooting, actions
 * menu and removal. The platform dashboard's own labels (Project settings →
 * Domains, Add domain, Verify, Re-verify) are its words, named as it shows
 * them, so they are messages of their own.
 */
export const itemMessages = defineMessages('domainItem', {
  primary: 'Primary',
  apexUnder: 'Apex domain, registered under .{suffix}',
  subdomainOf: 'Subdomain of {apex}',
  makePrimary: 'Make primary',
  remove: 'Remove',
  punycode: 'Punycode form, which DNS and the dashboard use: {name}',
  status: 'Status: {status} {note}',
  note: '— {note}',
  recordToAdd: 'DNS record to add',
  steps: 'Steps',
  done: 'Done: the certificate is issued, so {name} serves the project over HTTPS.',

  dashboardDomains: 'Project settings → Domains',
  dashboardAdd: 'Add domain',
  dashboardVerify: 'Verify',
  dashboardReverify: 'Re-verify',
  stepDone: 'Done: ',
  addTitle: 'Add it in the dashboard.',
  addStep:
    '{title} Open {domains} and choose {add}. Enter {name}. The dashboard then shows the DNS record values to use: they must be the ones above.',
  recordTitle: 'Add the record at your DNS provider.',
  recordStepApex:
    '{title} An ALIAS or ANAME record for @ with the value {value} and a TTL of {ttl}, as in the table above.',
  recordStepSubdomain:
    '{title} A CNAME record for {host} with the value {value} and a TTL of {ttl}, as in the table above. Nothing else may stay on {host}: no A, AAAA or other records.',
  markRecordSet: 'Mark as record set',
  inDashboard: 'Added in the dashboard',
  certificateFailed: 'Certificate failed',
  verifyTitle: 'Verify.',
  verifyStep:
    '{title} In {domains}, choose {verify}. After verification the platform issues an SSL certificate automatically, usually within a couple of minutes.',
  markVerified: 'Mark as verified',
  verificationFailed: 'Verification failed',
  certificateWait:
    'If there is no certificate 30 minutes after verification, what to check appears here.',
  markIssued: 'Mark certificate issued',

  failedTitle: 'Verification failed.',
  failedIntro: '{title} What usually causes it:',
  causeApex:
    'An A or AAAA record for the apex (@) answers instead of the ALIAS or ANAME.',
  causeSubdomain:
    'An existing A, AAAA or other record on {host} blocks the CNAME.',
  causeValue: 'The value does not match {value} exactly.',
  causePropagation:
    'DNS has not propagated yet: it can take up to {hours} hours.',
  failedNext:
    'Check DNS below shows which. Once the record is right, mark it as set again, then choose Verify in the dashboard.',
  noCertificate: 'No certificate {elapsed} after verification.',
  noCertificateIntro:
    '{title} It usually takes a couple of minutes. After 30 minutes:',
  confirmVerifies:
    'Confirm that the domain still verifies, in {domains}. Check DNS below shows whether the record is still in place.',
  caaKnown:
    'Check for CAA records that block the certificate authority: {authority} must be allowed. Check DNS below lists them.',
  caaUnknown:
    'Check for CAA records that block the certificate authority: the platform’s authority (its dashboard or documentation names it) must be allowed. Check DNS below lists the authorities they allow.',
  reverifyStep:
    'Then choose {reverify} in the dashboard to trigger a new attempt, and Re-verify here to start the 30-minute wait again.',
  reverify: 'Re-verify',

  removeTitle: 'Remove {domain}?',
  removeDomain: 'Remove domain',
  cancel: 'Cancel',
  forgetsHere:
    'This browser forgets {domain}: its record, steps and checks here. Nothing changes at the platform or at your DNS provider.',
  redirectsGo: {
    one: 'Its redirect is removed too:',
    other: 'Its {count} redirects are removed too:',
  },
  primaryMoves: 'It is the primary domain: {name} becomes primary.',
  primaryLast:
    'It is the primary domain, and the last one: the project is served at its platform subdomain only.',
  removeInDashboard:
    'The platform keeps serving it until you remove it in the dashboard: Project settings → Domains, the menu next to the domain, Remove. Traffic to it stops as soon as you do.',
})
