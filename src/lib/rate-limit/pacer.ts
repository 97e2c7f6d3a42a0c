import { useSyncExternalStore } from 'react'
import type { Target } from '../connection/identity'
import {
  createSharedState,
  memoryMedium,
  type SharedRecord,
  type SharedState,
  type ReadableRecord,
  type UpdateOptions,
} from '../tabs/shared-state'
import { browserShared } from '../tabs/browser-tabs'
import {
  abortReason,
  createStore,
  type Listener,
  type ReadonlyStore,
} from '../util/store'
import {
  giveBack,
  live,
  paceBookKey,
  paceLockName,
  parseSlots,
  recordSent,
  SENT_WITHIN_MS,
  type Slots,
  take,
  WINDOW_MS,
} from './pace-book'
import { getPlanLimits, subscribePlan } from './plan'

// The client paces itself under the plan's per-minute limit: a 429 already
// risks the key, so waiting our turn is cheaper than being told to wait. The
// limit is the key's, so every tab takes slots from one pace book, under a
// Web Lock (the tabs' pumps in turn) and in one transaction (atomic where a
// lock is lost), around the slot only, never the request (decision 011).
// Other tabs hear only of a slot given back: a slot taken, or moved later,
// never lets anyone send sooner (decision 040).

export interface PaceSlot {
  /**
   * Call right before the request goes out: its minute starts now. False: the
   * slot was held too long to still be in the book, so nothing may go on it;
   * release it and take another.
   */
  markSent(): boolean
  /** Call once the attempt is over: frees the slot if nothing was sent. */
  release(): void
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => T | Promise<T>): Promise<T>
}

export interface PacerOptions {
  /** This tab's shared state; used only with `locks`. */
  shared?: SharedState
  /** Web Locks; null: each tab paces on its own. */
  locks?: LockManagerLike | null
  perMinute?: () => number
  onLimitChange?: (listener: Listener) => () => void
}

interface Waiter {
  resolve: (slot: PaceSlot) => void
  signal: AbortSignal | undefined
  onAbort: () => void
}

interface Queue {
  waiters: Waiter[]
  pumping: boolean
  /** A slot was refused since the queue was last empty: its waiters count as queued. */
  blocked: boolean
  /** Read afresh in the transaction that grants a slot (the shared wait). */
  reading?: ReadableRecord
  wake: () => void
}

/** Each target's pace book, changed in one transaction, under its lock when there is one. */
function paceBooks(options: PacerOptions) {
  const locks = options.locks ?? null
  // Without locks two tabs cannot take slots in turn, so the books stay in
  // this tab's memory.
  const shared = locks
    ? (options.shared ?? browserShared())
    : createSharedState(memoryMedium())
  const books = new Map<Target, SharedRecord<Slots>>()

  function bookFor(target: Target) {
    let book = books.get(target)
    if (!book) {
      // A slot per send of the last minute (1,000 on Business): other tabs are told
      // only that it changed, and read it in their next change.
      book = shared.record(paceBookKey(target), parseSlots, { carry: false })
      books.set(target, book)
    }
    return book
  }

  return {
    /** `edit` gets the live slots and now; returns the next slots and a result. */
    change<T>(
      target: Target,
      edit: (slots: Slots, now: number) => [Slots, T],
      options?: UpdateOptions,
    ): Promise<T> {
      const book = bookFor(target)
      const run = async () => {
        let result: T | undefined
        await book.update((slots) => {
          const now = Date.now()
          const [next, out] = edit(live(slots ?? [], now), now)
          result = out
          return next
        }, options)
        return result as T
      }
      return locks ? locks.request(paceLockName(book.key), run) : run()
    },
    subscribe: (target: Target, listener: Listener) =>
      bookFor(target).subscribe(listener),
    clear: () => {
      for (const book of books.values()) void book.update(() => null)
    },
  }
}
type PaceBooks = ReturnType<typeof paceBooks>

/**
 * How long a granted slot may wait for its request: well inside the window,
 * so the send is in the book (moved to its own minute) before any change
 * could drop the slot as stale.
 */
const HELD_AT_MOST_MS = WINDOW_MS / 2

/** A granted slot of `target`'s book; `onRelease` runs once it is given back. */
function grantedSlot(
  books: PaceBooks,
  target: Target,
  id: string,
  onRelease: () => void,
): PaceSlot {
  let state: 'granted' | 'sent' | 'released' = 'granted'
  const grantedAt = Date.now()
  return {
    markSent() {
      if (state === 'sent') return true
      const at = Date.now()
      // The slot counts from when it was taken: one held past this may be
      // dropped as stale (or soon will be) and taken by another request, and
      // sending on it too would put one more send in a minute.
      if (state !== 'granted' || at - grantedAt >= HELD_AT_MOST_MS) return false
      state = 'sent'
      // Within this of its grant, the book's margin covers the difference:
      // no second transaction. Later: moved, which lets no tab send sooner,
      // so none is told.
      if (at - grantedAt > SENT_WITHIN_MS)
        void books.change(
          target,
          (slots) => [recordSent(slots, id, at), undefined],
          { tell: false },
        )
      return true
    },
    release() {
      if (state !== 'granted') return
      state = 'released'
      void books
        .change(target, (slots) => [giveBack(slots, id), undefined])
        .then(onRelease)
    },
  }
}

/**
 * Sleeps until `freeAt`, another tab gives a slot back, the plan changes or
 * `queue.wake()` (a waiter left), whichever comes first.
 */
function sleepUntilFree(
  queue: Queue,
  freeAt: number,
  onBookChange: (listener: Listener) => () => void,
  onLimitChange: (listener: Listener) => () => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, Math.max(0, freeAt - Date.now()))
    const stop = onBookChange(done)
    const stopPlan = onLimitChange(done)
    function done() {
      clearTimeout(timer)
      stop()
      stopPlan()
      queue.wake = () => undefined
      resolve()
    }
    queue.wake = done
  })
}

/**
 * A place at the end of `queue`, kept until the pump grants a slot; given up
 * on abort, rejecting with the signal's reason. `onChange`: the queue changed.
 */
function joinQueue(
  queue: Queue,
  signal: AbortSignal | undefined,
  onChange: () => void,
): Promise<PaceSlot> {
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      resolve,
      signal,
      onAbort: () => {
        const index = queue.waiters.indexOf(waiter)
        if (index >= 0) queue.waiters.splice(index, 1)
        onChange()
        reject(abortReason(signal))
        queue.wake()
      },
    }
    signal?.addEventListener('abort', waiter.onAbort, { once: true })
    queue.waiters.push(waiter)
    onChange()
  })
}

export function createPacer(options: PacerOptions = {}) {
  const books = paceBooks(options)
  const perMinute = options.perMinute ?? (() => getPlanLimits().perMinute)
  const onLimitChange = options.onLimitChange ?? subscribePlan
  const queues = new Map<Target, Queue>()
  const queuedStore = createStore(0)
  // Short, as the book holds a slot per send of the last minute: this page's
  // mark, then a count. Earlier versions' ids have dashes, so never match.
  const page = Math.random().toString(36).slice(2, 8)
  let nextId = 0

  function countQueued() {
    let count = 0
    for (const queue of queues.values())
      if (queue.blocked) count += queue.waiters.length
    queuedStore.set(count)
  }

  /** Gives free slots to this tab's waiters, oldest first; sleeps until one frees. */
  async function pump(target: Target, queue: Queue) {
    if (queue.pumping) return
    queue.pumping = true
    try {
      while (queue.waiters.length > 0) {
        const limit = perMinute()
        const id = `${page}${(nextId += 1).toString(36)}`
        // Taken is not told: it lets no other tab send sooner.
        const freeAt = await books.change(
          target,
          (slots, now) => take(slots, id, limit, now),
          { reading: queue.reading, tell: false },
        )
        if (freeAt === null) {
          const waiter = queue.waiters.shift()
          const slot = grantedSlot(books, target, id, () => queue.wake())
          if (!waiter) {
            slot.release()
            break
          }
          waiter.signal?.removeEventListener('abort', waiter.onAbort)
          countQueued()
          waiter.resolve(slot)
          continue
        }
        queue.blocked = true
        countQueued()
        await sleepUntilFree(
          queue,
          freeAt,
          (listener) => books.subscribe(target, listener),
          onLimitChange,
        )
      }
    } finally {
      queue.pumping = false
      queue.blocked = false
      countQueued()
    }
  }

  /**
   * Counts every tab's sends; call `markSent` right before sending, `release`
   * after. `reading` is read afresh in the transaction that grants the slot.
   */
  function pace(
    target: Target,
    signal?: AbortSignal,
    reading?: ReadableRecord,
  ): Promise<PaceSlot> {
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    let queue = queues.get(target)
    if (!queue) {
      queue = {
        waiters: [],
        pumping: false,
        blocked: false,
        wake: () => undefined,
      }
      queues.set(target, queue)
    }
    queue.reading = reading
    const slot = joinQueue(queue, signal, countQueued)
    void pump(target, queue)
    return slot
  }

  /** Forgets every slot and waiter. Waiting promises are dropped, not settled. */
  function reset() {
    for (const queue of queues.values()) {
      for (const waiter of queue.waiters.splice(0))
        waiter.signal?.removeEventListener('abort', waiter.onAbort)
      queue.wake()
    }
    books.clear()
    queuedStore.set(0)
  }

  return {
    pace,
    /** How many of this tab's requests are waiting for a slot right now. */
    queued: {
      get: queuedStore.get,
      subscribe: queuedStore.subscribe,
    } as ReadonlyStore<number>,
    // Tests only: a production build leaves it out.
    reset: import.meta.env.DEV ? reset : () => undefined,
  }
}
type Pacer = ReturnType<typeof createPacer>

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks
    : null
}

let browserPacer: Pacer | null = null

/** Made on first use, never on import. */
function pacer(): Pacer {
  browserPacer ??= createPacer({ locks: browserLocks() })
  return browserPacer
}

export function pace(
  target: Target,
  signal?: AbortSignal,
  reading?: ReadableRecord,
): Promise<PaceSlot> {
  return pacer().pace(target, signal, reading)
}

/** How many of this tab's requests wait for a slot under the per-minute limit. */
export const queued: ReadonlyStore<number> = {
  get: () => pacer().queued.get(),
  subscribe: (listener) => pacer().queued.subscribe(listener),
}

export function useQueuedRequests() {
  return useSyncExternalStore(queued.subscribe, queued.get)
}

export function resetPacerForTests(): void {
  browserPacer?.reset()
}
