import { defineMessages } from '../lib/i18n/messages'

/** The quota meter in the header: the window's count, today's use, the queue. */
export const quotaMessages = defineMessages('quota', {
  unknown: 'Rate limit: unknown',
  todayUsed: '⚠ Today: {count} of {limit} requests used',
  todayReached:
    '⚠ Today: {count} of {limit} requests used (daily limit reached)',
  reachedSpoken:
    'Daily limit reached: all {limit} of today’s requests are used.',
  nearlySpoken:
    'Warning: at least {share} % of today’s {limit} requests are used.',
  queued: {
    one: '{count} request queued to stay under your plan’s limit',
    other: '{count} requests queued to stay under your plan’s limit',
  },
  updatedMinutes: 'Updated {minutes} min ago',
  updatedHours: 'Updated {hours} h ago',
  requestsLeft: 'Requests left',
  meterValue: '{left} of {limit}',
  left: 'Requests left: {left} of {limit} this minute',
  resetsIn: 'resets in {wait}',
  hasReset: 'window has reset',
})
