import { defineMessages } from '../../lib/i18n/messages'

/** Settings' demo tools: sample data, fault switches and the request table. */
export const demoMessages = defineMessages('demo', {
  settings: 'Settings',
  pageTitle: 'Demo tools · Settings',
  notDemo: 'Demo tools work in demo mode only. {link} to choose it.',
  toConnection: 'Go to Connection',
  faultsTitle: 'Demo fault switches',
  faultsIntro:
    'Make the demo API misbehave to see how Adoption Desk copes. Only demo mode is affected, and every switch is off again after a page reload.',
  faultsFailed: 'The fault switches could not be loaded: {message}',
  faultsLoading: 'Loading the fault switches…',

  dataTitle: 'Demo data',
  dataIntro:
    'Animals you add in demo mode are saved in this browser only. Resetting brings back the original sample animals, and clears the demo’s Activity log and import.',
  resetData: 'Reset demo data',
  stillLoading: 'The demo data is still loading; try again in a moment.',
  resetDone: {
    one: 'Demo data reset: {count} sample animal is back, animals added in demo are gone, and the Activity log and any demo import are cleared.',
    other:
      'Demo data reset: {count} sample animals are back, animals added in demo are gone, and the Activity log and any demo import are cleared.',
  },
  resetNotCleared: {
    one: 'Demo data reset: {count} sample animal is back, animals added in demo are gone, and the Activity log and import could not be cleared ({error}); try again.',
    other:
      'Demo data reset: {count} sample animals are back, animals added in demo are gone, and the Activity log and import could not be cleared ({error}); try again.',
  },

  requestsTitle: 'Demo requests',
  requestsIntro:
    'Demo mode answers in this page, so the browser’s developer tools do not show its requests. Here are the last 50 this tab sent, newest first.',
  requestsNone: 'No demo requests yet in this tab.',
  requestsRegion: 'Demo requests table',
  method: 'Method',
  path: 'Path',
  status: 'Status',
  time: 'Time',
  took: 'Took',
  waiting: 'Waiting…',
  noHandler: 'No answer: no handler',
  dropped: 'No answer: connection dropped',
  abandoned: 'No answer: timed out or cancelled',
  milliseconds: '{ms} ms',
  seconds: '{seconds} s',

  rateLimit: 'Rate limit',
  rateLimitLabel: 'Next request answers 429 Too Many Requests',
  rateLimitHint:
    'One request only: the next request is refused with 429, and the switch turns itself off once used. The app waits as Retry-After says, then sends again.',
  rateLimitName: '429 Too Many Requests',
  inSeconds: 'In seconds',
  httpDate: 'As an HTTP-date',
  missing: 'Missing',
  secondsLabel: 'Seconds',
  secondsHintNone:
    'The answer has no Retry-After header, so the app backs off on its own.',
  secondsHintDate: 'Retry-After is a date this many seconds after the answer.',
  secondsHint: 'Retry-After is this many seconds.',
  retrySecondsProblem: 'Enter whole seconds from {min} to {max}.',
  retrySecondsFirst:
    'Enter whole seconds from {min} to {max} for Retry-After first.',

  networkSpeed: 'Network speed',
  slowLabel: 'Slow network',
  slowHint:
    'Every request waits before it is answered, until you turn this off.',
  delayLabel: 'Delay (seconds)',
  delayHint:
    'Requests give up after {seconds} seconds, so a longer delay shows the timeout.',
  delayProblem: 'Enter a delay from {min} to {max} seconds.',
  delayFirst: 'Enter a delay from {min} to {max} seconds first.',

  failingAnswers: 'Failing answers',
  failingHint:
    'If several are on, a request gets only one of them; the others wait for the requests after it.',
  appliesTo: 'Applies to',
  appliesNext: 'Next request only',
  appliesEvery: 'Every request until turned off',
  serverError: 'Server error 500',
  serverErrorHint:
    'Answers 500 Internal Server Error with the API’s usual error body.',
  badGateway: 'Proxy error page 502',
  badGatewayHint:
    'Answers 502 with an HTML page instead of JSON, as a proxy in front of the API would.',
  malformedJson: 'Malformed JSON',
  malformedJsonHint:
    'Answers 200 with JSON cut off halfway, so the body cannot be read.',
  cutAfterStore: 'Connection cut after saving',
  cutAfterStoreHint:
    'Does what was asked (adds the animal), then drops the connection before answering, so the app cannot know it worked.',
  unauthorized: 'Key refused 401',
  unauthorizedHint:
    'Answers 401 Invalid API key, as if the key had been revoked.',
  allOffButton: 'Turn all faults off',

  armedNext: 'Armed: waiting for the next request.',
  armedEvery: 'On for every request until turned off.',
  turnedOff: '{name} off.',
  allOff: 'All fault switches are off.',
  armed429Seconds: {
    one: '429 armed: the next request gets 429 Too Many Requests with Retry-After: {count} ({count} second), then the switch turns itself off.',
    other:
      '429 armed: the next request gets 429 Too Many Requests with Retry-After: {count} ({count} seconds), then the switch turns itself off.',
  },
  armed429Date: {
    one: '429 armed: the next request gets 429 Too Many Requests with Retry-After as an HTTP-date {count} second ahead, then the switch turns itself off.',
    other:
      '429 armed: the next request gets 429 Too Many Requests with Retry-After as an HTTP-date {count} seconds ahead, then the switch turns itself off.',
  },
  armed429None:
    '429 armed: the next request gets 429 Too Many Requests with no Retry-After header, then the switch turns itself off.',
  slowOn: {
    one: 'Slow network on: every request waits {count} second until you turn it off.',
    other:
      'Slow network on: every request waits {count} seconds until you turn it off.',
  },
  answerArmedNext:
    '{name} armed: the next request gets it, then the switch turns itself off.',
  answerOnEvery: '{name} on: every request gets it until you turn it off.',
  nowApplyNext: 'Failing answers now apply to the next request only.',
  nowApplyEvery: 'Failing answers now apply to every request until turned off.',
  usedUp: {
    one: 'Used up: {names} answered a request and is off now.',
    other: 'Used up: {names} answered a request and are off now.',
  },
})

type English = typeof demoMessages.english
/** A demo message that takes no values, as the fault choices name them. */
export type DemoKey = {
  [K in keyof English]: English[K] extends `${string}{${string}`
    ? never
    : English[K] extends string
      ? K
      : never
}[keyof English]
