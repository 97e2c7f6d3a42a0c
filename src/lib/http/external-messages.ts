import { defineMessages } from '../i18n/messages'

/** What fetchExternalJson says when a service that is not the API gives no answer; loaded with it. */
export const externalMessages = defineMessages('external', {
  timeout: {
    one: '{host} did not answer within {count} second.',
    other: '{host} did not answer within {count} seconds.',
  },
  timeoutMs: '{host} did not answer within {count} ms.',
  network:
    'Could not reach {host}. Check your connection; if it is up, {host} may be blocking requests from this app (CORS).',
})
