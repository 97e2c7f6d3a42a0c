import type { Connection } from '../connection/connection'
import type { Target } from '../connection/identity'
import { readRateLimitHeaders } from '../rate-limit/headers'
import type { PaceSlot } from '../rate-limit/pacer'
import type { RateLimits } from '../rate-limit/rate-limits'
import { readServerDate } from '../rate-limit/retry-after'
import type { Answer, Wait } from '../rate-limit/wait-policy'
import { waitUntilClear } from '../rate-limit/wait-timers'
import { abortError, ApiError, WAIT_BEYOND_A_DAY } from './api-error'
import { httpMessages } from './http-messages'
import { say } from '../i18n/said'

// The 429 policy, so the number of requests is decided here alone: a 429
// starts a wait for that server and key in every tab, nothing is sent to it
// meanwhile, and the request goes again when it ends (a 429 was not
// processed, so a POST too). Every attempt first waits its turn under the
// plan's per-minute limit (the pacer), and the shared wait is read afresh
// in the transaction that grants its slot, right before it leaves, so a tab
// that was frozen does not send into one.

export const MAX_ATTEMPTS_ON_429 = 4

export interface Turn {
  /** Whose answers these are: their headers are recorded for the saved connection only. */
  connection: Connection
  /** Server and key: waits and the pace are theirs. */
  target: Target
  /** The page's rate-limit state (its Tabs'). */
  limits: RateLimits
  signal?: AbortSignal
  /** Wait out a 429 and send again (default). Off: report the 429 at once (still starting that server's wait). */
  retryOn429?: boolean
  /** Told when the request waits for a rate-limit wait and when an attempt leaves (the activity log). */
  onProgress?: (event: 'waiting' | 'sent') => void
}

/** `mayGo()` is asked synchronously right before the request leaves; false: resolve with null. */
export type Attempt<R> = (mayGo: () => boolean) => Promise<R | null>

/**
 * Rejects with a rate-limited ApiError when 429s go on, or the wait is
 * beyond a day. `early`: the first attempt, already sent by the page's boot
 * step, which checked the wait and took its pace slot; null when it sent
 * nothing.
 */
export async function sendInTurn<
  R extends { status: number; headers: Headers },
>(turn: Turn, attempt: Attempt<R>, early?: Promise<R | null>): Promise<R> {
  const { connection, target, limits } = turn
  const { waits } = limits
  let underWay = early
  for (let attempts = 1; ;) {
    let response = underWay ? await underWay : null
    if (underWay && response) noteSent(turn)
    underWay = undefined
    response ??= await attemptInTurn(turn, attempt)
    if (response === null) continue
    limits.headers.record(connection, response.headers)
    const answer = answerOf(response.headers)
    if (response.status !== 429) {
      await waits.noteAnswer(target, answer)
      return response
    }
    const retryAt = await waits.startWait(target, answer)
    const beyond = waits.waitFor(target)?.beyond
    if (beyond) throw beyondADay(beyond)
    if (turn.retryOn429 !== false && attempts < MAX_ATTEMPTS_ON_429) {
      attempts += 1
      continue
    }
    throw new ApiError({
      kind: 'rate-limited',
      status: 429,
      retryAt,
      said: say(
        httpMessages,
        turn.retryOn429 === false ? 'limitedNow' : 'stillLimited',
      ),
    })
  }
}

/** One attempt once no wait runs and the pacer gives a slot; null when nothing went out. */
async function attemptInTurn<R>(
  turn: Turn,
  attempt: Attempt<R>,
): Promise<R | null> {
  const { target, limits } = turn
  const { waits } = limits
  if (waits.waitFor(target)) turn.onProgress?.('waiting')
  // The slot's transaction read the shared wait afresh: this tab's copy
  // follows other tabs' messages, but a tab that was frozen may have missed them.
  const slot = await waitYourTurn(limits, target, turn.signal)
  try {
    return await attempt(() => {
      // Last look at the copy that read just refreshed.
      if (waits.waitFor(target) || !slot.markSent()) return false
      noteSent(turn)
      return true
    })
  } finally {
    // Gives the slot back when nothing went out (aborted, or a wait began).
    slot.release()
  }
}

function noteSent(turn: Turn): void {
  turn.onProgress?.('sent')
  // Demo requests go to the mock in this browser, not against the key's daily quota.
  if (turn.connection.environment !== 'demo') turn.limits.day.recordSend()
}

/** What an answer says about the limit, as far as CORS lets the browser read it. */
function answerOf(headers: Headers): Answer {
  const limit = readRateLimitHeaders(headers)
  return {
    retryAfter: headers.get('Retry-After'),
    remaining: limit?.remaining ?? null,
    resetAt: limit?.resetAt ?? null,
    serverNow: readServerDate(headers),
  }
}

/** The wait is checked again after the pacer's queue: a 429 in any tab may have started one. */
async function waitYourTurn(
  { waits, pacer }: RateLimits,
  target: Target,
  signal: AbortSignal | undefined,
): Promise<PaceSlot> {
  for (;;) {
    let slot: PaceSlot
    const beyond = waits.waitFor(target)?.beyond
    if (beyond) throw beyondADay(beyond)
    try {
      await waitUntilClear(waits, target, signal)
      slot = await pacer.pace(target, signal, waits.recordOf(target))
    } catch {
      throw abortError(signal)
    }
    if (!waits.waitFor(target)) return slot
    slot.release()
  }
}

/** Not waited out by an open page: no `retryAt`, so callers stop; the person retries. */
function beyondADay(beyond: NonNullable<Wait['beyond']>): ApiError {
  return new ApiError({
    kind: 'rate-limited',
    status: 429,
    code: WAIT_BEYOND_A_DAY,
    said: say(httpMessages, 'beyondADay', { until: new Date(beyond) }),
  })
}
