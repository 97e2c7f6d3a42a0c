import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/** Settings → Connection: the form, its checks, and what Test connection found. */
export const connectionMessages = defineMessages('connection', {
  environment: 'Environment',
  optionDemo: 'Demo (offline)',
  optionProduction: 'Production',
  optionStaging: 'Staging',
  optionCustom: 'Custom',
  demoHint: 'Sample data in this browser; no key or network needed.',
  requestsGoTo: 'Requests go to {url}',
  requestsGoBelow: 'Requests go to the base URL below.',
  notConfigured: 'Not configured for this build.',
  baseUrl: 'API base URL',
  baseUrlHint:
    'Include the version segment, e.g. /v1. Local servers such as http://localhost:4010/v1 work too.',
  blockedByPolicy:
    'This build’s security policy does not allow {origin}, so the browser will block requests to it. Whoever deploys Adoption Desk can allow it (CSP_CONNECT_SRC, see the README).',
  urlExample: 'https://api.example.com/v1',
  apiKey: 'API key',
  savedKey: 'Saved key: {key} {forget}',
  savedKeyElsewhere:
    'Saved key: {key} is for {address}, another address, so it is not sent here. {forget}',
  forgetKey: 'Forget key',
  keyHint: 'Sent only in the Authorization header, never in a link.',
  keepSavedKey: 'Leave empty to keep the saved key',
  savedKeyOther: 'The saved key is for another address',
  showKey: 'Show key',
  remember: 'Remember on this device',
  rememberHint:
    'Off: the key is forgotten when this tab closes. On: it stays in this browser until you forget it; use only on a device that is yours.',
  save: 'Save',
  testing: 'Testing…',
  test: 'Test connection',
  savedChanged:
    'Saved. Now using {label}; animals loaded from the previous connection were cleared.',
  savedSame: 'Saved. Still using {label}.',
  keyForgotten: 'The saved API key was removed from this browser.',
  problemEmpty:
    'Enter the API base URL, for example https://api.example.com/v1',
  problemNotUrl: 'Enter a full URL starting with https:// or http://',
  problemProtocol: 'The API base URL must start with https:// or http://',
  problemCredentials:
    'Leave credentials out of the URL; the API key goes in its own field',
  problemQuery: 'The API base URL cannot contain ? or #',
  noBuildUrl:
    'This build has no {environment} API URL configured. Choose Custom and enter the URL, or ask whoever deploys Adoption Desk to set it.',
  enterKey: 'Enter the API key for this environment',
  keySpaces: 'An API key has no spaces; check what was pasted',
  connected: 'Connected to {host}. {limit}',
  rateLimit: 'Rate limit: {limit} requests ({remaining} left in this window).',
  noRateLimit: 'The browser cannot read its rate limit.',
  keyRefused: 'Key refused: {message}',
  unreachable: 'Server unreachable or blocked by CORS. {message}',
  rateLimited: 'Rate limited: {message} The app waits before sending again.',
  failed: 'The test failed: {message}',
  unexpected: 'Something unexpected went wrong.',
  hiddenTitle: 'This API hides headers the app needs:',
  hiddenText:
    '{headers}. Without them the app cannot see how long the server asks it to wait after a 429, or how many requests are left, so it waits longer than it may need to (at least 5 s, then doubling) to keep the key safe.',
  askOperator: 'Ask the API’s operator to add this header to its responses:',
  copied: 'Copied',
  copyLine: 'Copy line',
})

/** The form's words, for the checks that run outside a component. */
export type ConnectionSay = Speak<typeof connectionMessages.english>['t']
