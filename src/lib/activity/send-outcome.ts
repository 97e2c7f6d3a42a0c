import { type ApiError, isApiError, WAIT_BEYOND_A_DAY } from '../http/api-error'
import { englishOf, type Said, say } from '../i18n/said'
import { MAX_WAIT_MS } from '../rate-limit/wait-policy'
import { sendOutcomeMessages } from './send-outcome-messages'

// What a failed create means for the animal: the line between Refused (not
// created) and Unknown (may exist) is what keeps staff from adding it twice.
// `message` is the English the log keeps; `said`, the app's words when they
// are its own (never what a server wrote), for the page to speak.

interface SendOutcome {
  outcome: 'refused' | 'unknown' | 'waiting'
  message: string
  said: Said | null
}

/**
 * Null: nothing was sent, so no entry. `sent`: the last attempt left the
 * browser and no answer says it was not processed.
 */
export function outcomeOfError(
  error: unknown,
  sent: boolean,
  now = Date.now(),
): SendOutcome | null {
  if (!isApiError(error)) {
    return { outcome: 'unknown', message: String(error), said: null }
  }
  const apiError: ApiError = error
  // What the server wrote is its own; else the app's words for the error.
  const said = apiError.serverMessage ? null : apiError.said
  // Not sent at all: no key, or the browser knew it was offline (the client
  // checks right before each attempt leaves; an earlier attempt, if any, was
  // answered 429, which is not processed). It could not change data.
  if (apiError.kind === 'config' || apiError.kind === 'offline') return null
  if (apiError.kind === 'aborted') {
    const cancelled = say(sendOutcomeMessages, 'cancelledAfterSent')
    return sent
      ? { outcome: 'unknown', message: englishOf(cancelled), said: cancelled }
      : null
  }
  if (apiError.kind === 'rate-limited') {
    // A 429 is not processed. Held by a wait, or by one of more than a day:
    // Waiting, not Refused, since the server refused nothing about the
    // animal, and an import sends the row again later.
    const beyond =
      apiError.code === WAIT_BEYOND_A_DAY ||
      (apiError.retryAt !== null && apiError.retryAt - now > MAX_WAIT_MS)
    // Waiting with a message says it was held; the page words that part.
    if (!sent || beyond)
      return {
        outcome: 'waiting',
        message: `Held by the server's rate limit; not processed. ${apiError.message}`,
        said,
      }
    return { outcome: 'refused', message: apiError.message, said }
  }
  if (
    apiError.kind === 'http' &&
    apiError.status !== null &&
    apiError.status < 500
  ) {
    return {
      outcome: 'refused',
      message: apiError.serverMessage || apiError.message,
      said,
    }
  }
  // Network, timeout, 5xx, an unreadable answer: it may have been created.
  // A redirect too: the API did not create it through this request as far as
  // the app can tell, but whatever answered with the redirect got the whole
  // request and may have acted on it, and the browser hides who that was
  // (an opaque answer, status 0). Unknown is the safe side: Check the list.
  return { outcome: 'unknown', message: apiError.message, said }
}
