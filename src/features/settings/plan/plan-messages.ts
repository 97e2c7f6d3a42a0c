import { defineMessages } from '../../../lib/i18n/messages'

/** Settings → Plan and rate limits. Plan names are the API's own. */
export const planMessages = defineMessages('plan', {
  title: 'Plan and rate limits',
  intro:
    'Adoption Desk spaces out its requests to stay under your plan’s per-minute limit, and warns as today’s requests near the daily limit. Choose the plan of your API key: changes are saved as soon as you make them.',
  plan: 'Plan',
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
  limits: '{perMinute} requests per minute, {perDay} requests per day',
  freeMeanwhile:
    'Limits agreed with you; enter them below. Until then, Free’s apply: {limits}.',
  agreed: 'Agreed: {limits}',
  saved: 'Saved: {plan}, {limits}.',
  savedFreeMeanwhile:
    'Saved: {plan}, {limits}. Free’s limits apply until both agreed numbers are entered.',
  agreedLegend: 'Agreed Enterprise limits',
  agreedHint:
    'Whole numbers from your agreement. Each is saved when you press Enter or leave its field.',
  perMinute: 'Requests per minute (agreed)',
  perDay: 'Requests per day (agreed)',
  enterPerMinute: 'Enter the requests per minute agreed for your plan',
  enterPerDay: 'Enter the requests per day agreed for your plan',
  empty: 'Enter a number of requests',
  tooSmall: 'Enter at least 1 request',
  notWhole: 'Enter a whole number of requests, for example 2000',
  tooLarge: 'That number is too large; check what was typed',
  today: 'Today:',
  serverUsage: {
    one: '{used} of {limit} requests used, as the server reports for this key (all browsers and devices); {count} request was sent from this browser.',
    other:
      '{used} of {limit} requests used, as the server reports for this key (all browsers and devices); {count} requests were sent from this browser.',
  },
  localUsage: {
    one: '{count} request of {limit} sent from this browser.',
    other: '{count} requests of {limit} sent from this browser.',
  },
  reached: 'The daily limit is reached.',
  nearly: 'The daily limit is nearly reached.',
  demoNotCounted:
    'Demo mode requests are not counted: they stay in this browser.',
})
