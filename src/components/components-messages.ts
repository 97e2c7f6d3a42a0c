import { ENVIRONMENT_LABELS } from '../lib/connection/connection'
import { defineMessages } from '../lib/i18n/messages'
import { PET_STATUS_LABELS } from '../lib/pets/pet-schemas'

/**
 * Words of the small shared pieces most pages show: badges, field errors,
 * titles. Environment and status names are the lib's English, not a second
 * copy of it on the first load. The pieces that explain a failure speak
 * problem-messages.ts, which loads with them.
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
  error: 'Error: ',
})
