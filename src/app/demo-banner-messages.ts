import { defineMessages } from '../lib/i18n/messages'

/** Demo mode's banner: loaded with it, in demo mode only. */
export const demoBannerMessages = defineMessages('demoBanner', {
  sampleData: 'You’re exploring sample data.',
  sampleDataText: 'Nothing here reaches a real shelter’s records.',
  connectApi: 'Connect your API',
  dismiss: 'Dismiss',
})
