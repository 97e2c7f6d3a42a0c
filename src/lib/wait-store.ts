import * as z from 'zod/mini'
import { safeIntSchema } from './int64'
import {
  type Connection,
  effectiveApiKey,
  getConnection,
  subscribeConnection,
} from './connection'
import {
  browserTabs,
  createPersistedStore,
  type PersistedStore,
  type TabEnv,
} from './persisted-store'
import {
  backoffDelay,
  MAX_COOLDOWN_MS,
  parseRetryAfter,
  waitUntilReset,
} from './retry-after'
import { abortReason, type Listener, type ReadonlyStore } from './store'
import { hashText } from './hash'

// The wait after a 429, or after an answer said `X-RateLimit-Remaining: 0`,
// for one server and key, shared by every tab of this browser. The interface
// warns that requests before `Retry-After` passes can get the key banned, and
// a ban is per key, so a wait one tab learns of holds them all: it lives in
// localStorage (a reload and tabs opened later see it), other tabs hear of it
// on a BroadcastChannel, and the client reads it again right before every
// send, so a tab that was asleep and missed the message still waits. Other
// servers and keys are not held back: demo mode's limit does not stop the
// live API, nor the reverse.

/** Which server and key a wait belongs to; in memory only, never stored. */
export type Target = string

/** The target of a base URL and key: the URL without trailing slashes, and the key. */
export function rateLimitTarget(baseUrl: string, apiKey = ''): Target {
  return `${baseUrl.replace(/\/+$/, '')}\n${apiKey}`
}

export function connectionTarget(connection: Connection): Target | null {
  return connection.baseUrl === null
    ? null
    : rateLimitTarget(connection.baseUrl, effectiveApiKey(connection))
}

/** The stored record's name: a hash of server and key, so no key material is stored. */
export function waitRecordName(target: Target): string {
  return hashText(target)
}

export const WAIT_KEY_PREFIX = 'adoption-desk:wait:'

/** What is waited for: a 429's wait, or a window the server said is used up. */
export type WaitReason = '429' | 'remaining-0'

export interface Wait {
  /** Epoch ms when requests may be sent again. */
  until: number
  /** Epoch ms when it started, for progress bars. */
  startedAt: number
  reason: WaitReason
}

const storedWaitSchema = z.object({
  v: z.literal(1),
  until: z.number().check(z.refine(Number.isFinite)),
  startedAt: z.number().check(z.refine(Number.isFinite)),
  reason: z.enum(['429', 'remaining-0']),
  /** 429s in a row without a readable wait, for the backoff; shared too. */
  strikes: safeIntSchema.check(z.gte(0), z.lte(100)),
})
type StoredWait = z.infer<typeof storedWaitSchema>

/** How far in the future a start may lie (another tab's clock a little ahead). */
const START_TOLERANCE_MS = 60_000

/**
 * A record is believed only if it could have been written by this app: a
 * start not in the future, an end after it, and no longer than the longest
 * wait the app ever takes. A tampered or foreign record cannot lock the app.
 */
function believable(record: StoredWait | null, now: number): boolean {
  return (
    record !== null &&
    record.startedAt <= now + START_TOLERANCE_MS &&
    record.until > record.startedAt &&
    record.until - record.startedAt <= MAX_COOLDOWN_MS + 1_000
  )
}

export interface Answer {
  /** The answer's `Retry-After`, as sent. */
  retryAfter?: string | null
  /** `X-RateLimit-Remaining`, if readable. */
  remaining?: number | null
  /** `X-RateLimit-Reset` in epoch ms, if readable. */
  resetAt?: number | null
  /** The answer's `Date` in epoch ms, if readable: the server's clock. */
  serverNow?: number | null
}

export function createWaitStore(env: TabEnv = browserTabs()) {
  const stores = new Map<Target, PersistedStore<StoredWait | null>>()
  // Wait objects handed out, so a snapshot stays the same object.
  const waits = new WeakMap<StoredWait, Wait>()

  function storeFor(target: Target) {
    let store = stores.get(target)
    if (!store) {
      store = createPersistedStore<StoredWait | null>({
        key: WAIT_KEY_PREFIX + waitRecordName(target),
        schema: z.nullable(storedWaitSchema),
        fallback: null,
        env,
      })
      stores.set(target, store)
    }
    return store
  }

  /** The believable record, read afresh from storage. */
  function record(target: Target, now: number): StoredWait | null {
    const stored = storeFor(target).get()
    return believable(stored, now) ? stored : null
  }

  /** The wait running for `target` now, or null; read afresh, so right in any tab. */
  function waitFor(target: Target | null, now = Date.now()): Wait | null {
    if (target === null) return null
    const stored = record(target, now)
    if (!stored || stored.until <= now) return null
    let wait = waits.get(stored)
    if (!wait) {
      wait = {
        until: stored.until,
        startedAt: stored.startedAt,
        reason: stored.reason,
      }
      waits.set(stored, wait)
    }
    return wait
  }

  /** Sets a wait ending `now + ms`, keeping a later end another tab set. */
  function extend(
    target: Target,
    ms: number,
    reason: WaitReason,
    now: number,
    strikes: number,
  ): number {
    let until = now + ms
    storeFor(target).update((current) => {
      const running = believable(current, now) && current && current.until > now
      until = Math.max(until, running ? current.until : 0)
      return {
        v: 1,
        until,
        startedAt: running ? current.startedAt : now,
        // A 429 names the wait once it is part of it.
        reason: running && current.reason === '429' ? '429' : reason,
        strikes,
      }
    })
    return until
  }

  /**
   * After a 429: waits `Retry-After`; where that is unreadable, until the
   * announced reset if the answer says none remain; else backs off by the
   * 429s in a row (shared by every tab). Returns the wait's end.
   */
  function startCooldown(
    target: Target,
    answer: Answer | string | null = null,
    now = Date.now(),
  ): number {
    const { retryAfter, remaining, resetAt, serverNow } =
      typeof answer === 'object' && answer !== null
        ? answer
        : ({ retryAfter: answer } satisfies Answer)
    const strikes = (record(target, now)?.strikes ?? 0) + 1
    const wait =
      parseRetryAfter(retryAfter ?? null, now, serverNow ?? null) ??
      (remaining === 0 && resetAt != null
        ? waitUntilReset(resetAt, now, serverNow ?? null) || null
        : null) ??
      backoffDelay(strikes)
    return extend(target, wait, '429', now, strikes)
  }

  /**
   * After an answer that was not a 429: the backoff starts over, and if it
   * said no requests remain, the next waits for the announced reset. Returns
   * the end of that wait, or null.
   */
  function noteAnswer(
    target: Target,
    answer: Answer,
    now = Date.now(),
  ): number | null {
    const { remaining, resetAt, serverNow } = answer
    if (remaining === 0 && resetAt != null) {
      const wait = waitUntilReset(resetAt, now, serverNow ?? null)
      if (wait > 0) return extend(target, wait, 'remaining-0', now, 0)
    }
    noteNot429(target, now)
    return null
  }

  /** Any answer other than 429 means that server is taking requests again. */
  function noteNot429(target: Target, now = Date.now()) {
    const stored = record(target, now)
    if (!stored?.strikes) return
    if (stored.until > now) storeFor(target).set({ ...stored, strikes: 0 })
    else storeFor(target).clear()
  }

  /** Calls `listener` when the target's wait changes, in this tab or another, and when it ends. */
  function subscribe(target: Target, listener: Listener): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      const wait = waitFor(target)
      if (wait)
        timer = setTimeout(onChange, Math.max(0, wait.until - Date.now()))
    }
    const onChange = () => {
      schedule()
      listener()
    }
    const stop = storeFor(target).subscribe(onChange)
    schedule()
    return () => {
      clearTimeout(timer)
      stop()
    }
  }

  /**
   * Resolves once no wait runs for `target`; rejects with the signal's reason
   * on abort. Re-reads the shared record at the end it knew of, so a wait
   * another tab extended meanwhile is waited out too.
   */
  function waitUntilClear(target: Target, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let stop: () => void = () => undefined
      const cleanup = () => {
        clearTimeout(timer)
        stop()
        signal?.removeEventListener('abort', onAbort)
      }
      const check = () => {
        clearTimeout(timer)
        const wait = waitFor(target)
        if (!wait) {
          cleanup()
          resolve()
          return
        }
        timer = setTimeout(check, Math.max(0, wait.until - Date.now()))
      }
      const onAbort = () => {
        cleanup()
        reject(abortReason(signal))
      }
      if (signal?.aborted) {
        onAbort()
        return
      }
      signal?.addEventListener('abort', onAbort)
      check()
      if (waitFor(target)) stop = storeFor(target).subscribe(check)
    })
  }

  /** For tests: forgets every wait this instance knows of. */
  function reset() {
    for (const store of stores.values()) store.clear()
  }

  return {
    waitFor,
    startCooldown,
    noteAnswer,
    noteNot429,
    subscribe,
    waitUntilClear,
    reset,
  }
}
export type WaitStore = ReturnType<typeof createWaitStore>

/** This browser's waits. */
export const waits = createWaitStore()

/** The saved connection's target; null while its environment has no URL. */
function savedTarget(): Target | null {
  return connectionTarget(getConnection())
}

/**
 * The wait of the saved connection's server and key: the one the banner and
 * the Retry buttons show. Changes with the wait (in any tab) and with the
 * connection; the same object until then (a useSyncExternalStore snapshot).
 */
export const currentWait: ReadonlyStore<Wait | null> = {
  get: () => waits.waitFor(savedTarget()),
  subscribe: (listener) => {
    let target = savedTarget()
    let stopWait = target === null ? null : waits.subscribe(target, listener)
    const stopConnection = subscribeConnection(() => {
      const next = savedTarget()
      if (next !== target) {
        stopWait?.()
        target = next
        stopWait = target === null ? null : waits.subscribe(target, listener)
      }
      listener()
    })
    return () => {
      stopWait?.()
      stopConnection()
    }
  },
}
