import { defineMessages } from '../lib/i18n/messages'

/**
 * Words of the shared pieces that explain a failure: the error panel, the
 * error summary, a "Why?". None of them is on the first load, so their words
 * load with them (decision 004).
 */
export const problemMessages = defineMessages('problem', {
  why: 'Why?',
  problem: 'There is a problem',
  keyRefused: 'The server refused the API key.',
  keyRefusedSaid: 'The server refused the API key and said: “{message}”',
  unexpected: 'Something unexpected went wrong.',
  serverSaid: 'The server said: “{message}”',
  checkKey: 'Check the API key in Settings',
  retry: 'Retry',
  retryWaiting: 'Retry (waiting for rate limit)',
})
