import type { ArmedFault, Fault } from '../../lib/demo/demo-controls'
import type { DemoKey } from './demo-messages'

// What the fault switches offer, their message keys and numbers: no React
// here, so the rules can be read (and changed) in one place.

export type RetryAfter = Extract<Fault, { kind: 'rate-limit' }>['retryAfter']
export type AppliesTo = 'next' | 'every'
/** The switches that take no setting; echo-key and redirect are the mock server's, for tests. */
export type AnswerKind = Exclude<
  Fault['kind'],
  'rate-limit' | 'slow' | 'wrong-shape' | 'echo-key' | 'redirect'
>

export const RETRY_AFTER_OPTIONS: { value: RetryAfter; label: DemoKey }[] = [
  { value: 'seconds', label: 'inSeconds' },
  { value: 'http-date', label: 'httpDate' },
  { value: 'none', label: 'missing' },
]

/** Each failing answer's label and hint, as message keys. */
export const ANSWERS: { kind: AnswerKind; label: DemoKey; hint: DemoKey }[] = [
  { kind: 'server-error', label: 'serverError', hint: 'serverErrorHint' },
  { kind: 'bad-gateway-html', label: 'badGateway', hint: 'badGatewayHint' },
  {
    kind: 'malformed-json',
    label: 'malformedJson',
    hint: 'malformedJsonHint',
  },
  {
    kind: 'cut-after-store',
    label: 'cutAfterStore',
    hint: 'cutAfterStoreHint',
  },
  { kind: 'unauthorized', label: 'unauthorized', hint: 'unauthorizedHint' },
]

export interface SecondsRange {
  min: number
  max: number
  step: number
}
/** Whole seconds for Retry-After, as the header allows. */
export const RETRY_SECONDS: SecondsRange = { min: 0, max: 3600, step: 1 }
export const DELAY_SECONDS: SecondsRange = { min: 0.1, max: 120, step: 0.1 }

/** A fault's name as a message key: what announcements call it. */
export function labelFor(kind: Fault['kind']): DemoKey | null {
  if (kind === 'rate-limit') return 'rateLimitName'
  if (kind === 'slow') return 'slowLabel'
  return ANSWERS.find((answer) => answer.kind === kind)?.label ?? null
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

export function findArmed<K extends Fault['kind']>(
  armed: readonly ArmedFault[],
  kind: K,
): { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined {
  const item = armed.find((candidate) => candidate.fault.kind === kind)
  return item as
    { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined
}

/** Shown under a switch while it is on. */
export function armedState(item: ArmedFault | undefined): DemoKey | null {
  if (!item) return null
  return Number.isFinite(item.remaining) ? 'armedNext' : 'armedEvery'
}
