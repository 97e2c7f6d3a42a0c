import { type Target, targetName } from '../connection/identity'
import {
  backoffDelay,
  LONGEST_HONOURED_MS,
  parseRetryAfter,
  waitUntilReset,
} from './retry-after'
import type { StoredWait } from './wait-record'

// What a wait is and how answers change it: pure functions over the stored
// record, run inside the shared store's transaction (wait-store.ts). No zod
// here: the page's boot step (src/boot/) asks `running` too, before it sends.

/** The stored wait of a server and key, named without key material. */
export const WAIT_KEY_PREFIX = 'wait:'
export const waitKey = (target: Target) => WAIT_KEY_PREFIX + targetName(target)

/** The longest wait the app keeps: a daily quota's 429 can ask for hours. */
export const MAX_WAIT_MS = 24 * 3_600_000

/** What is waited for: a 429's wait, or a window the server said is used up. */
type WaitReason = '429' | 'remaining-0'

export interface Wait {
  /** Epoch ms when requests may be sent again. */
  until: number
  /** Epoch ms when it started, for progress bars. */
  startedAt: number
  reason: WaitReason
  /**
   * The end the server announced when it lies more than a day ahead: the app
   * waits a day, sends nothing by itself, and leaves sending to a person's
   * Retry. Null for every other wait.
   */
  beyond: number | null
}

/** Rounding between tabs' clocks and the moment a wait was written. */
const END_TOLERANCE_MS = 60_000

/**
 * A record is believed only if this app could have written it: an end after
 * its start, and within a day of its start or of now (a wait that lengthens a
 * running one moves its start, see `extended`; an older version's record
 * counts from now). A start ahead of now is a clock set back (NTP, a person
 * fixing it), not a forgery: the wait keeps its end, so it lasts longer by
 * the jump, never shorter. Only a start beyond a year ahead is ignored.
 */
function believable(
  record: StoredWait | null,
  now: number,
): record is StoredWait {
  return (
    record !== null &&
    record.startedAt <= now + LONGEST_HONOURED_MS &&
    record.until > record.startedAt &&
    record.until <=
      Math.max(now, record.startedAt) + MAX_WAIT_MS + END_TOLERANCE_MS
  )
}

/**
 * The record's wait while it runs, else null. A wait beyond a day stays in
 * force after its day has run, until a person's Retry releases it
 * (wait-release.ts): sending does not resume by itself.
 */
export function running(record: StoredWait | null, now: number) {
  return believable(record, now) &&
    (record.until > now || record.beyond !== null)
    ? record
    : null
}

export interface Answer {
  retryAfter?: string | null
  remaining?: number | null
  /** `X-RateLimit-Reset` in epoch ms. */
  resetAt?: number | null
  /** The answer's `Date` in epoch ms, if readable: the server's clock. */
  serverNow?: number | null
}

/** Merged with the running wait: the later end wins. Beyond a day: a day, marked `beyond`. */
function extended(
  current: StoredWait | null,
  ms: number,
  reason: WaitReason,
  now: number,
  strikes: number,
): StoredWait {
  const live = running(current, now)
  const asked = now + ms
  const beyond = ms > MAX_WAIT_MS ? asked : null
  const until = Math.max(now + Math.min(ms, MAX_WAIT_MS), live?.until ?? 0)
  return {
    v: 2,
    until,
    // Never more than a day before its end, so the record is believed
    // however far the clock is later set back.
    startedAt: Math.max(live?.startedAt ?? now, until - MAX_WAIT_MS),
    // A 429 names the wait once it is part of it.
    reason: live?.reason === '429' ? '429' : reason,
    beyond: Math.max(beyond ?? 0, live?.beyond ?? 0) || null,
    strikes,
  }
}

/**
 * After a 429: waits `Retry-After`; where that is unreadable, until the
 * announced reset if the answer says none remain; else backs off by the
 * 429s in a row (shared by every tab).
 */
export function afterTooMany(
  current: StoredWait | null,
  answer: Answer,
  now: number,
): StoredWait {
  const { retryAfter, remaining, resetAt, serverNow } = answer
  const strikes = strikesOf(current, now) + 1
  const ms =
    parseRetryAfter(retryAfter ?? null, now, serverNow ?? null) ??
    (remaining === 0 && resetAt != null
      ? waitUntilReset(resetAt, now, serverNow ?? null) || null
      : null) ??
    backoffDelay(strikes)
  // The one send a person's Retry released was refused: beyond a day again,
  // to the end asked for before if later, and only a person retries.
  const released = believable(current, now) ? current.released : undefined
  if (released !== undefined)
    return extended(
      null,
      Math.max(ms, released - now, MAX_WAIT_MS + 1),
      '429',
      now,
      strikes,
    )
  return extended(current, ms, '429', now, strikes)
}

/** How long an answer that was not a 429 says to wait: until its Reset when none remain. */
export function waitAfter(answer: Answer, now: number): number {
  const { remaining, resetAt, serverNow } = answer
  return remaining === 0 && resetAt != null
    ? waitUntilReset(resetAt, now, serverNow ?? null)
    : 0
}

/** Any answer other than 429 starts the backoff over; a running wait stays. */
export function afterAnswer(
  current: StoredWait | null,
  answer: Answer,
  now: number,
): StoredWait | null {
  const wait = waitAfter(answer, now)
  if (wait > 0) return extended(current, wait, 'remaining-0', now, 0)
  const live = running(current, now)
  return live && { ...live, strikes: 0 }
}

/** 429s in a row the record counts, running or not (the backoff grows across waits). */
export function strikesOf(record: StoredWait | null, now: number): number {
  return (believable(record, now) && record.strikes) || 0
}
