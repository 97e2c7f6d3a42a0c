import { defineMessages } from '../lib/i18n/messages'

/** Words of the small shared pieces most pages show: badges, the error panel, titles. */
export const componentsMessages = defineMessages('components', {
  pageTitle: '{page} · Adoption Desk',
  environment: 'Environment: ',
  sampleData: 'sample data',
  envDemo: 'Demo',
  envProduction: 'Production',
  envStaging: 'Staging',
  envCustom: 'Custom',
  statusAvailable: 'Available',
  statusPending: 'Pending',
  statusSold: 'Sold',
  statusUnset: 'Not set',
  error: 'Error: ',
  problem: 'There is a problem',
  keyRefused: 'The server refused the API key.',
  keyRefusedSaid: 'The server refused the API key and said: “{message}”',
  unexpected: 'Something unexpected went wrong.',
  checkKey: 'Check the API key in Settings',
  retry: 'Retry',
  retryWaiting: 'Retry (waiting for rate limit)',
})
