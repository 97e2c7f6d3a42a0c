import { defineMessages } from '../i18n/messages'

/**
 * What the API client says when a request fails without an error answer
 * (error-answer-messages.ts has those, loaded with the first one). Errors
 * carry these as data (`ApiError.said`); the screen speaks them. The
 * environments' names repeat connection.ts's: importing them costs the first
 * load more than the four words.
 */
export const httpMessages = defineMessages('http', {
  cancelled: 'The request was cancelled.',
  noBaseUrl:
    'No API base URL is configured for {label}. Choose another environment in Settings.',
  noKey: 'No API key is saved for {label}. Enter it in Settings.',
  demo: 'Demo',
  production: 'Production',
  staging: 'Staging',
  custom: 'Custom',
  noDemo:
    'Demo mode could not load. Check your connection and try again, or connect to a live API in Settings.',
  offline:
    "You're offline: nothing was sent. Try again once this device is connected.",
  timeout: {
    one: 'The server did not answer within {count} second.',
    other: 'The server did not answer within {count} seconds.',
  },
  timeoutMs: 'The server did not answer within {count} ms.',
  network:
    'Could not reach the server at {host}. Check your connection; if the server is up, it may be blocking this app (CORS).',
  networkHere:
    'Could not reach the server at {host}. Check your connection and try again.',
  redirect:
    'The API answered with a redirect; the key is not sent to another address.',
  tooLarge:
    'The server’s answer is larger than 5 MB, the most this app reads, so it was not used. Try a smaller page size; if it persists, the server is sending far more than asked.',
  webPage:
    'The server sent a web page instead of data. Check that the API base URL points at the API.',
  notJson: 'The server sent a response that is not valid JSON.',
  empty: 'The server sent an empty response.',
  shape: "The server's answer did not have the expected shape.",
  shapeAt: "The server's answer did not have the expected shape (at {path}).",
  status: 'The server answered with HTTP {status}.',
  limitedNow:
    'The server is limiting requests right now (429 Too Many Requests).',
  stillLimited:
    'The server is still limiting requests after several waits. Try again in a little while.',
  beyondADay:
    'The server asked for a wait of more than a day (until {until}). Press Retry after then.',
})
