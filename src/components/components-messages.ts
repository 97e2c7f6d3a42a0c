import { ENVIRONMENT_LABELS } from '../lib/connection/connection'
import { defineMessages } from '../lib/i18n/messages'
import { PET_STATUS_LABELS } from '../lib/pets/pet-schemas'

/**
 * Words of the small shared pieces most pages show: badges, the error panel,
 * titles. Environment and status names are the lib's English, not a second
 * copy of it on the first load.
 */
export const componentsMessages = defineMessages('components', {
  pageTitle: '{page} · Adoption Desk',
  unnamed: 'Unnamed (ID {id})',
  environment: 'Environment: ',
  demo: ENVIRONMENT_LABELS.demo,
  production: ENVIRONMENT_LABELS.production,
  staging: ENVIRONMENT_LABELS.staging,
  custom: ENVIRONMENT_LABELS.custom,
  available: PET_STATUS_LABELS.available,
  pending: PET_STATUS_LABELS.pending,
  sold: PET_STATUS_LABELS.sold,
  unset: 'Not set',
  why: 'Why?',
  error: 'Error: ',
  problem: 'There is a problem',
  keyRefused: 'The server refused the API key.',
  keyRefusedSaid: 'The server refused the API key and said: “{message}”',
  unexpected: 'Something unexpected went wrong.',
  serverSaid: 'The server said: “{message}”',
  checkKey: 'Check the API key in Settings',
  retry: 'Retry',
  retryWaiting: 'Retry (waiting for rate limit)',
})
