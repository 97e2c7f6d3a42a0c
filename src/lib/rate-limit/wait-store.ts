import type { Target } from '../connection/identity'
import {
  type ReadableRecord,
  type SharedRecord,
  type SharedState,
} from '../tabs/shared-state'
import type { Listener } from '../util/store'
import {
  afterAnswer,
  afterTooMany,
  type Answer,
  running,
  strikesOf,
  type Wait,
  waitAfter,
  waitKey,
} from './wait-policy'
import { parseWait, type StoredWait } from './wait-record'

// The wait for one server and key, shared by every tab: the interface warns
// that requests before `Retry-After` passes can get the key banned, and a ban
// is per key. Read afresh right before every send (`refresh`), so a tab that
// was frozen and missed the message still waits (decision 011).

export { WAIT_KEY_PREFIX } from './wait-policy'

/** A wait never goes backwards, whatever the revisions (decision 011). */
export const endsLater = (a: StoredWait, b: StoredWait) => a.until > b.until

/** A wait as this page holds it: its record, and its end on the monotonic clock. */
interface Held {
  record: StoredWait
  /** `performance.now()` when the wait's full length, first seen here, is over. */
  monoEnd: number
  shown: Wait | null
}

/** Within this, the wall clock and the monotonic clock are taken to agree. */
const CLOCK_SLACK_MS = 1_000

/**
 * An open page holds a wait for its full length by `performance.now()`, so a
 * clock set forward cannot end it early here (a new page cannot see such a
 * jump: decision 011); then it shows the end by that clock. A clock set back
 * only lengthens a wait (wait-policy.ts). A cleared record clears it.
 */
function heldWait(
  before: Held | undefined,
  record: StoredWait | null,
  now: number,
  mono: number,
): Held | null {
  if (record === null) return null
  const wall = running(record, now)
  let monoEnd = before?.monoEnd ?? -Infinity
  if (before?.record !== record && wall)
    monoEnd = Math.max(monoEnd, mono + wall.until - now)
  const monoLeft = monoEnd - mono
  if (monoLeft <= 0 || (wall && wall.until - now >= monoLeft - CLOCK_SLACK_MS))
    return { record, monoEnd, shown: wall }
  // The clock jumped forward: the wait ends by the monotonic clock.
  const until = Math.ceil(now + monoLeft)
  const shown =
    before?.record === record &&
    before.shown &&
    Math.abs(before.shown.until - until) < CLOCK_SLACK_MS
      ? before.shown
      : { ...record, until }
  return { record, monoEnd, shown }
}

export function createWaitStore(shared: SharedState) {
  const records = new Map<Target, SharedRecord<StoredWait>>()

  function recordFor(target: Target) {
    let record = records.get(target)
    if (!record) {
      record = shared.record(waitKey(target), parseWait, { ahead: endsLater })
      records.set(target, record)
    }
    return record
  }

  const held = new Map<Target, Held>()

  /**
   * By this tab's copy, held by the monotonic clock too (`heldWait`); the
   * same object until the record or its end in this page changes.
   */
  function waitFor(target: Target | null, now = Date.now()): Wait | null {
    if (target === null) return null
    const record = recordFor(target).peek()
    const next = heldWait(held.get(target), record, now, performance.now())
    if (next) held.set(target, next)
    else held.delete(target)
    return next?.shown ?? null
  }

  return {
    waitFor,
    /** `target`'s shared record: read it afresh before a send (in the slot's transaction), then `waitFor`. */
    recordOf: (target: Target): ReadableRecord => recordFor(target),
    /** Starts or lengthens the wait; resolves with its end. */
    startWait: async (
      target: Target,
      answer: Answer | string | null = null,
      now = Date.now(),
    ): Promise<number> => {
      const read: Answer =
        typeof answer === 'object' && answer !== null
          ? answer
          : { retryAfter: answer }
      const next = await recordFor(target).update((current) =>
        afterTooMany(current, read, now),
      )
      // Its length starts on the monotonic clock now, whoever looks next.
      waitFor(target)
      return next?.until ?? now
    },
    /** After any other answer: the backoff starts over; none remaining waits for the reset. */
    noteAnswer: async (
      target: Target,
      answer: Answer,
      now = Date.now(),
    ): Promise<number | null> => {
      const record = recordFor(target)
      const startsWait = waitAfter(answer, now) > 0
      // Nothing to change: no transaction for the usual answer.
      const kept = record.peek()
      if (!startsWait && !strikesOf(kept, now) && !kept?.released) return null
      const next = await record.update((current) =>
        afterAnswer(current, answer, now),
      )
      waitFor(target)
      return startsWait ? (next?.until ?? null) : null
    },
    subscribeRecord: (target: Target, listener: Listener) =>
      recordFor(target).subscribe(listener),
  }
}
export type WaitStore = ReturnType<typeof createWaitStore>
