import type { ArmedFault, Fault } from '../../lib/demo/demo-controls'

// What the fault switches offer, and the words and numbers they use: no
// React here, so the rules can be read (and changed) in one place.

export type RetryAfter = Extract<Fault, { kind: 'rate-limit' }>['retryAfter']
export type AppliesTo = 'next' | 'every'
/** The switches that take no setting; echo-key and redirect are the mock server's, for tests. */
export type AnswerKind = Exclude<
  Fault['kind'],
  'rate-limit' | 'slow' | 'wrong-shape' | 'echo-key' | 'redirect'
>

export const RETRY_AFTER_OPTIONS: { value: RetryAfter; label: string }[] = [
  { value: 'seconds', label: 'In seconds' },
  { value: 'http-date', label: 'As an HTTP-date' },
  { value: 'none', label: 'Missing' },
]

export const ANSWERS: { kind: AnswerKind; label: string; hint: string }[] = [
  {
    kind: 'server-error',
    label: 'Server error 500',
    hint: 'Answers 500 Internal Server Error with the API’s usual error body.',
  },
  {
    kind: 'bad-gateway-html',
    label: 'Proxy error page 502',
    hint: 'Answers 502 with an HTML page instead of JSON, as a proxy in front of the API would.',
  },
  {
    kind: 'malformed-json',
    label: 'Malformed JSON',
    hint: 'Answers 200 with JSON cut off halfway, so the body cannot be read.',
  },
  {
    kind: 'cut-after-store',
    label: 'Connection cut after saving',
    hint: 'Does what was asked (adds the animal), then drops the connection before answering, so the app cannot know it worked.',
  },
  {
    kind: 'unauthorized',
    label: 'Key refused 401',
    hint: 'Answers 401 Invalid API key, as if the key had been revoked.',
  },
]

export const RATE_LIMIT_LABEL = 'Next request answers 429 Too Many Requests'
export const SLOW_LABEL = 'Slow network'

export interface SecondsRange {
  min: number
  max: number
  step: number
}
/** Whole seconds for Retry-After, as the header allows. */
export const RETRY_SECONDS: SecondsRange = { min: 0, max: 3600, step: 1 }
export const DELAY_SECONDS: SecondsRange = { min: 0.1, max: 120, step: 0.1 }

export const RETRY_SECONDS_PROBLEM = `Enter whole seconds from ${RETRY_SECONDS.min} to ${RETRY_SECONDS.max}`
export const DELAY_SECONDS_PROBLEM = `Enter a delay from ${DELAY_SECONDS.min} to ${DELAY_SECONDS.max} seconds`

export function labelFor(kind: Fault['kind']): string {
  if (kind === 'rate-limit') return '429 Too Many Requests'
  if (kind === 'slow') return SLOW_LABEL
  return ANSWERS.find((answer) => answer.kind === kind)?.label ?? kind
}

export function isAnswerKind(kind: Fault['kind']): kind is AnswerKind {
  return ANSWERS.some((answer) => answer.kind === kind)
}

/** The number typed, if it is within `range`; null otherwise. */
export function parseSeconds(text: string, range: SecondsRange): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    return null
  }
  if (range.step === 1 && !Number.isInteger(value)) return null
  return value
}

export function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`
}

export function retryAfterText(
  retryAfter: RetryAfter,
  seconds: number,
): string {
  if (retryAfter === 'seconds')
    return `Retry-After: ${seconds} (${plural(seconds, 'second')})`
  if (retryAfter === 'http-date')
    return `Retry-After as an HTTP-date ${plural(seconds, 'second')} ahead`
  return 'no Retry-After header'
}

export function findArmed<K extends Fault['kind']>(
  armed: readonly ArmedFault[],
  kind: K,
): { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined {
  const item = armed.find((candidate) => candidate.fault.kind === kind)
  return item as
    { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined
}

/** Shown under a switch while it is on. */
export function armedState(item: ArmedFault | undefined): string | null {
  if (!item) return null
  return Number.isFinite(item.remaining)
    ? 'Armed: waiting for the next request.'
    : 'On for every request until turned off.'
}
