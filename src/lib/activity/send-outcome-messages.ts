import { defineMessages } from '../i18n/messages'

/** What the Activity log says of a send in words of its own (send-outcome.ts, closed-tabs.ts). */
export const sendOutcomeMessages = defineMessages('sendOutcome', {
  cancelledAfterSent: 'Cancelled after it was sent.',
  tabClosedWaiting: 'The tab was closed while this waited for the rate limit.',
  tabClosedSending: 'The tab was closed before the server answered.',
})
