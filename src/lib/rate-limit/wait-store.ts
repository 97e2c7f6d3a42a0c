import { type Target, targetName } from '../connection/identity'
import {
  browserShared,
  type SharedRecord,
  type SharedState,
} from '../tabs/shared-state'
import type { Listener } from '../util/store'
import {
  afterAnswer,
  afterTooMany,
  type Answer,
  running,
  type StoredWait,
  strikesOf,
  storedWaitSchema,
  type Wait,
  waitAfter,
} from './wait-policy'

// The wait after a 429, or after an answer said `X-RateLimit-Remaining: 0`,
// for one server and key, shared by every tab of this browser. The interface
// warns that requests before `Retry-After` passes can get the key banned, and
// a ban is per key, so a wait one tab learns of stops them all. It lives in
// the shared state (IndexedDB, decision 011): changed in one transaction, so
// a shorter wait never replaces a longer one, and read afresh right before
// every send (`refresh`), so a tab that was frozen and missed the message
// still waits. The policy is in wait-policy.ts, the timers in wait-timers.ts.

export const WAIT_KEY_PREFIX = 'wait:'

export function parseWait(stored: unknown): StoredWait | null {
  const parsed = storedWaitSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/**
 * A wait that ends later is ahead of one that ends sooner, whatever the
 * revisions: a tab whose IndexedDB write failed numbers its change from its
 * own copy, and its longer wait must neither be dropped nor be replaced by
 * a shorter one. A wait never goes backwards.
 */
export const endsLater = (a: StoredWait, b: StoredWait) => a.until > b.until

/** The waits over `given`, or over the browser's shared state from first use. */
export function createWaitStore(given?: SharedState) {
  let shared = given
  const records = new Map<Target, SharedRecord<StoredWait>>()

  function recordFor(target: Target) {
    let record = records.get(target)
    if (!record) {
      shared ??= browserShared()
      record = shared.record(
        WAIT_KEY_PREFIX + targetName(target),
        parseWait,
        endsLater,
      )
      records.set(target, record)
    }
    return record
  }

  /**
   * The wait running for `target` now by this tab's copy, or null.
   * Synchronous; the same object until the record changes (a
   * useSyncExternalStore snapshot).
   */
  function waitFor(target: Target | null, now = Date.now()): Wait | null {
    return target === null ? null : running(recordFor(target).peek(), now)
  }

  return {
    waitFor,
    /** Reads the stored wait afresh (one transaction): call before a send, then `waitFor`. */
    refresh: async (target: Target) => {
      await recordFor(target).read()
    },
    /** After a 429: starts or lengthens the wait; resolves with its end. */
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
      return next?.until ?? now
    },
    /**
     * After an answer that was not a 429: the backoff starts over, and if it
     * said none remain, requests wait for the announced reset. Resolves with
     * that wait's end, or null.
     */
    noteAnswer: async (
      target: Target,
      answer: Answer,
      now = Date.now(),
    ): Promise<number | null> => {
      const record = recordFor(target)
      const startsWait = waitAfter(answer, now) > 0
      // Nothing to change: no transaction for the usual answer.
      if (!startsWait && !strikesOf(record.peek(), now)) return null
      const next = await record.update((current) =>
        afterAnswer(current, answer, now),
      )
      return startsWait ? (next?.until ?? null) : null
    },
    /** Calls back when the target's record changes, in this tab or another. */
    subscribeRecord: (target: Target, listener: Listener) =>
      recordFor(target).subscribe(listener),
    /** For tests: forgets every wait this instance knows of (a production build leaves it out). */
    reset: import.meta.env.DEV
      ? async () => {
          await Promise.all(
            [...records.values()].map((record) => record.update(() => null)),
          )
        }
      : () => Promise.resolve(),
  }
}
export type WaitStore = ReturnType<typeof createWaitStore>

/** This browser's waits; nothing is opened until one is asked for. */
export const waits = createWaitStore()
