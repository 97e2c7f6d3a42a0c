import { defineMessages } from '../../../lib/i18n/messages'

/** The domains page's records: zone-file export and redirects. */
export const recordsMessages = defineMessages('records', {
  export: 'Export',
  exportEmpty:
    'Once you add a domain, its record appears here as a zone-file line, ready to paste into DNS providers that import zone files.',
  zoneLines: 'Zone-file lines',
  zoneLinesHint:
    'The records above in zone-file form, with full names ending in a dot. Lines starting with ; are comments.',
  copyZoneLines: 'Copy zone-file lines',
  redirects: 'Redirects',
  redirectsIntro:
    'Several domains can be attached to one project. An old domain can be a redirect to the primary one: visitors who open it are sent on.',
  redirectAdded:
    'Added a redirect from {from} to {to} ({status}). Set it up in the dashboard too.',
  redirectRemoved:
    'Removed the redirect from {from}: it serves the project again.',
  redirectsTable: 'Redirects table',
  from: 'From',
  to: 'To',
  status: 'Status',
  actions: 'Actions',
  removeRedirect: 'Remove redirect {from}',
  fromName: 'from {name}',
})
