import {
  type BaseUrlFault,
  baseUrlFault,
} from '../../../lib/connection/connection'

// The words for a base URL the app cannot use. Only Settings shows them, so
// they load with Settings, not with the list's first load (decision 004).
const PROBLEMS: Record<BaseUrlFault, string> = {
  empty: 'Enter the API base URL, for example https://api.example.com/v1',
  'not-url': 'Enter a full URL starting with https:// or http://',
  protocol: 'The API base URL must start with https:// or http://',
  credentials:
    'Leave credentials out of the URL; the API key goes in its own field',
  query: 'The API base URL cannot contain ? or #',
}

/** Null when the text is a usable http(s) base URL, else why not. */
export function baseUrlProblem(text: string): string | null {
  const fault = baseUrlFault(text)
  return fault === null ? null : PROBLEMS[fault]
}
