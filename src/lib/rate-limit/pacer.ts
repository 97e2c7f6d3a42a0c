import * as z from 'zod/mini'
import { type Target, targetName } from '../connection/identity'
import {
  browserShared,
  createSharedState,
  memoryMedium,
  type SharedRecord,
  type SharedState,
} from '../tabs/shared-state'
import { getPlanLimits, subscribePlan } from './plan'
import {
  abortReason,
  createStore,
  type Listener,
  type ReadonlyStore,
} from '../util/store'

// The client paces itself so the plan's per-minute limit is never the thing
// that stops it: a 429 is already a risk to the key (the interface warns that
// requests after one can get it banned), so waiting our turn is cheaper than
// being told to wait. Requests over the limit queue in order and go out as
// slots free; none is failed for it.
//
// The limit is the key's, not the tab's, so every tab takes its slots from one
// record of the last minute's sends per server and key, in the shared state
// (IndexedDB), under a Web Lock AND in one readwrite transaction (only around
// taking or giving back a slot, never around the request): the lock keeps the
// tabs' pumps in turn, the transaction makes the read-modify-write atomic even
// where a lock is lost (decision 011). Where Web Locks is missing each tab
// paces on its own (decisions 007, 011).

/** The per-minute limit's window, sliding. */
export const WINDOW_MS = 60_000
/**
 * A slot is reused this long after the window, not at its edge: the server
 * counts arrivals, and a later request can arrive faster than an earlier one
 * did, which would put both in the server's minute.
 */
export const SAFETY_MARGIN_MS = 1_000

export interface PaceSlot {
  /** Call right before the request goes out: its minute starts now. */
  markSent(): void
  /** Call once the attempt is over: frees the slot if nothing was sent. */
  release(): void
}

/** The part of `navigator.locks` the pacer uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => T | Promise<T>): Promise<T>
}

const slotsSchema = z.array(
  z.object({
    id: z.string(),
    at: z.number().check(z.refine(Number.isFinite)),
  }),
)
type Slots = z.infer<typeof slotsSchema>

function parseSlots(stored: unknown): Slots | null {
  const parsed = slotsSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/** Keeps the slots still inside the window. One "from the future" means the clock was set back: let it go. */
function live(slots: Slots, now: number): Slots {
  return slots.filter(
    (slot) => slot.at + WINDOW_MS + SAFETY_MARGIN_MS > now && slot.at <= now,
  )
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
  /** Wakes a pump sleeping until a slot frees. */
  wake: () => void
}

export interface PacerOptions {
  /** This tab's shared state; used only with `locks`. */
  shared?: SharedState
  /** Web Locks; null: each tab paces on its own. */
  locks?: LockManagerLike | null
  perMinute?: () => number
  onLimitChange?: (listener: Listener) => () => void
}

export function createPacer(options: PacerOptions = {}) {
  const locks = options.locks ?? null
  // Without locks two tabs cannot take slots in turn, so the record stays
  // in this tab's memory.
  const shared = locks
    ? (options.shared ?? browserShared())
    : createSharedState(memoryMedium())
  const perMinute = options.perMinute ?? (() => getPlanLimits().perMinute)
  const books = new Map<Target, SharedRecord<Slots>>()
  const queues = new Map<Target, Queue>()
  const queuedStore = createStore(0)
  let nextId = 0

  function bookFor(target: Target) {
    let book = books.get(target)
    if (!book) {
      book = shared.record(`pace:${targetName(target)}`, parseSlots)
      books.set(target, book)
    }
    return book
  }

  /** Reads, changes and writes the target's record in one transaction, under its lock when there is one. */
  function withBook<T>(target: Target, change: (slots: Slots) => [Slots, T]) {
    const book = bookFor(target)
    const run = async () => {
      let result: T | undefined
      await book.update((slots) => {
        const [next, out] = change(live(slots ?? [], Date.now()))
        result = out
        return next
      })
      return result as T
    }
    return locks ? locks.request(`adoption-desk:${book.key}`, run) : run()
  }

  function countQueued() {
    let count = 0
    for (const queue of queues.values())
      if (queue.blocked) count += queue.waiters.length
    queuedStore.set(count)
  }

  function slotFor(target: Target, id: string): PaceSlot {
    let state: 'held' | 'sent' | 'released' = 'held'
    return {
      markSent() {
        if (state !== 'held') return
        state = 'sent'
        const at = Date.now()
        // Added back if it is gone: a slot held past its minute (a throttled
        // tab) is dropped as stale by the next change, and a send that is not
        // in the book would let another take its place.
        void withBook(target, (slots) => [
          [...slots.filter((slot) => slot.id !== id), { id, at }],
          undefined,
        ])
      },
      release() {
        if (state !== 'held') return
        state = 'released'
        void withBook(target, (slots) => [
          slots.filter((slot) => slot.id !== id),
          undefined,
        ]).then(() => queues.get(target)?.wake())
      },
    }
  }

  /** Gives free slots to this tab's waiters, oldest first; sleeps until one frees. */
  async function pump(target: Target, queue: Queue) {
    if (queue.pumping) return
    queue.pumping = true
    try {
      while (queue.waiters.length > 0) {
        const limit = perMinute()
        const id = `${Date.now().toString(36)}-${(nextId += 1)}-${Math.random().toString(36).slice(2, 8)}`
        const taken = await withBook<number | null>(target, (slots) => {
          const now = Date.now()
          // Held from the moment it is granted, so requests started together
          // (in any tab) cannot all pass before any is recorded as sent.
          if (slots.length < limit) return [[...slots, { id, at: now }], null]
          const oldest = Math.min(...slots.map((slot) => slot.at))
          return [slots, oldest + WINDOW_MS + SAFETY_MARGIN_MS]
        })
        if (taken === null) {
          const waiter = queue.waiters.shift()
          const slot = slotFor(target, id)
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
        // Until the oldest slot frees, another tab gives one back, the plan
        // changes or a waiter leaves, whichever comes first.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.max(0, taken - Date.now()))
          const stop = bookFor(target).subscribe(done)
          const stopPlan = options.onLimitChange?.(done) ?? subscribePlan(done)
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
    } finally {
      queue.pumping = false
      queue.blocked = false
      countQueued()
    }
  }

  /**
   * Resolves with a slot once a request to `target` may go out under the
   * plan's per-minute limit, counting the sends of every tab: at once while
   * there is room and nobody here is queued, else in turn. Rejects with the
   * signal's reason on abort, giving up the place in the queue. Call
   * `markSent` right before sending and `release` when the attempt is over.
   */
  function pace(target: Target, signal?: AbortSignal): Promise<PaceSlot> {
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
    const current = queue
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        signal,
        onAbort: () => {
          const index = current.waiters.indexOf(waiter)
          if (index >= 0) current.waiters.splice(index, 1)
          countQueued()
          reject(abortReason(signal))
          current.wake()
        },
      }
      signal?.addEventListener('abort', waiter.onAbort, { once: true })
      current.waiters.push(waiter)
      countQueued()
      void pump(target, current)
    })
  }

  /** Forgets every slot and waiter. Waiting promises are dropped, not settled. */
  function reset() {
    for (const queue of queues.values()) {
      for (const waiter of queue.waiters.splice(0))
        waiter.signal?.removeEventListener('abort', waiter.onAbort)
      queue.wake()
    }
    for (const book of books.values()) void book.update(() => null)
    queuedStore.set(0)
  }

  return {
    pace,
    /** How many of this tab's requests are waiting for a slot right now. */
    queued: {
      get: queuedStore.get,
      subscribe: queuedStore.subscribe,
    } as ReadonlyStore<number>,
    // Tests only: a production build leaves it out (first-load budget).
    reset: import.meta.env.DEV ? reset : () => undefined,
  }
}
export type Pacer = ReturnType<typeof createPacer>

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks
    : null
}

const pacer = createPacer({
  locks: browserLocks(),
  onLimitChange: subscribePlan,
})
export const { pace, queued } = pacer
export const resetPacerForTests = pacer.reset
