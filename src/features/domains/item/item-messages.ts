import { defineMessages } from '../../../lib/i18n/messages'

/** One domain: status, steps, troubleshooting, removal; the dashboard's labels as it shows them. */
export const itemMessages = defineMessages('domainItem', {
  primary: 'Primary',
  makePrimary: 'Make primary',
  remove: 'Remove',
  punycode: 'Punycode form, which DNS and the dashboard use: {name}',
  status: 'Status: {status} — {note}',
  recordToAdd: 'DNS record to add',
  steps: 'Steps',

  stepDone: 'Done: ',
  addTitle: 'Add it in the dashboard.',
  addStep:
    'Open Project settings → Domains and choose Add domain. Enter {name}. The dashboard then shows the DNS record values to use: they must be the ones above.',
  inDashboard: 'Added in the dashboard',
  recordTitle: 'Add the record above at your DNS provider.',
  verifyTitle: 'Verify.',
  verifyStep:
    'In Project settings → Domains, choose Verify. After verification the platform issues an SSL certificate automatically, usually within a couple of minutes. If none comes within 30 minutes, what to check appears here.',
  markRecordSet: 'Mark as record set',
  markVerified: 'Mark as verified',
  markIssued: 'Mark certificate issued',
  verificationFailed: 'Verification failed',
  certificateFailed: 'Certificate failed',

  failed:
    'Verification failed. What usually causes it is in the notes under the record: another record in the way, a value that does not match exactly, or DNS not propagated yet. Check DNS below shows which. Once the record is right, mark it as set again, then choose Verify in the dashboard.',
  noCertificate:
    'No certificate {elapsed} after verification. It usually takes a couple of minutes. After 30 minutes:',
  confirmVerifies:
    'Confirm that the domain still verifies, in Project settings → Domains. Check DNS below shows whether the record is still in place.',
  caa: 'Check for CAA records that block the certificate authority: {authority} must be allowed. Check DNS below lists them.',
  platformAuthority: 'the platform’s (its dashboard names it)',
  reverifyStep:
    'Then choose Re-verify in the dashboard to trigger a new attempt, and Re-verify here to start the 30-minute wait again.',
  reverify: 'Re-verify',

  removeTitle: 'Remove {domain}?',
  removeDomain: 'Remove domain',
  cancel: 'Cancel',
  forgetsHere:
    'This browser forgets {domain}: its record, steps and checks here. Nothing changes at the platform or at your DNS provider.',
  redirectsGo: {
    one: 'Its redirect is removed too.',
    other: 'Its {count} redirects are removed too.',
  },
  primaryMoves: 'It is the primary domain: {name} becomes primary.',
  primaryLast:
    'It is the primary domain, and the last one: the project is served at its platform subdomain only.',
  removeInDashboard:
    'The platform keeps serving it until you remove it in the dashboard: Project settings → Domains, the menu next to the domain, Remove. Traffic to it stops as soon as you do.',
})
