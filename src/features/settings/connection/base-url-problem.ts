import {
  type BaseUrlFault,
  baseUrlFault,
} from '../../../lib/connection/connection'

const PROBLEMS: Record<BaseUrlFault, string> = {
  empty: 'Enter the API base URL, for example https://api.example.com/v1',
  'not-url': 'Enter a full URL starting with https:// or http://',
  protocol: 'The API base URL must start with https:// or http://',
  credentials:
    'Leave credentials out of the URL; the API key goes in its own field',
  query: 'The API base URL cannot contain ? or #',
}

/** Null for a usable http(s) base URL. */
export function baseUrlProblem(text: string): string | null {
  const fault = baseUrlFault(text)
  return fault === null ? null : PROBLEMS[fault]
}
