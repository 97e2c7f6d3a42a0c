import {
  type BaseUrlFault,
  baseUrlFault,
} from '../../../lib/connection/connection'

/** Each fault's message in connection-messages.ts. */
const PROBLEMS = {
  empty: 'problemEmpty',
  'not-url': 'problemNotUrl',
  protocol: 'problemProtocol',
  credentials: 'problemCredentials',
  query: 'problemQuery',
} as const satisfies Record<BaseUrlFault, string>

export type BaseUrlProblem = (typeof PROBLEMS)[BaseUrlFault]

/** Null for a usable http(s) base URL; else the message that says what is wrong. */
export function baseUrlProblem(text: string): BaseUrlProblem | null {
  const fault = baseUrlFault(text)
  return fault === null ? null : PROBLEMS[fault]
}
