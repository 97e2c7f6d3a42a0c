import type { Target } from '../connection/identity'
import {
  createSharedState,
  memoryMedium,
  type SharedRecord,
  type SharedState,
  type ReadableRecord,
} from '../tabs/shared-state'
import {
  abortReason,
  createStore,
  type Listener,
  type ReadonlyStore,
} from '../util/store'
import {
  expiredBy,
  giveBack,
  live,
  OURS,
  paceBookKey,
  paceLockName,
  recordSent,
  SENT_WITHIN_MS,
  type Slots,
  SWEEP_EVERY_MS,
  take,
  takeIn,
  WINDOW_MS,
} from './pace-book'
import { within } from '../util/beat'

// The client paces itself under the plan's per-minute limit: a 429 already
// risks the key, so waiting our turn is cheaper than being told to wait. The
// limit is the key's, so every tab takes slots from one pace book, under a
// Web Lock (the tabs' pumps in turn) and in one transaction (atomic where a
// lock is lost), around the slot only, never the request (decision 011); a
// send writes its own slot, not the book (decision 044). Other tabs hear
// only of a slot given back: a slot taken, or moved later, never lets anyone
// send sooner (decision 040).

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
  /** This tab's shared state (its Tabs'); used only with `locks`. */
  shared?: SharedState
  /** Web Locks; null: each tab paces on its own. */
  locks?: LockManagerLike | null
  /** The plan's requests a minute now, and when it changes (its Tabs' plan). */
  perMinute: () => number
  onLimitChange: (listener: Listener) => () => void
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

interface Book {
  key: string
  /** Heard of when another tab gives a slot back. */
  record: SharedRecord<null>
  /**
   * This tab's slots: the book itself where there is no shared store (no
   * Web Locks), or when IndexedDB refuses a change.
   */
  mine: Slots
  /** When this tab last dropped the book's slots past the window (`SWEEP_EVERY_MS`). */
  sweptAt: number
}

/**
 * Each target's pace book: a record per slot in the shared store (takeIn),
 * taken in one transaction, under the book's lock when there is one.
 */
function paceBooks(options: PacerOptions) {
  const locks = options.locks ?? null
  // Without locks two tabs cannot take slots in turn, so the books stay in
  // this tab's memory.
  const shared =
    locks && options.shared ? options.shared : createSharedState(memoryMedium())
  const books = new Map<Target, Book>()

  function bookFor(target: Target) {
    let book = books.get(target)
    if (!book) {
      const key = paceBookKey(target)
      book = {
        key,
        record: shared.record(key, () => null),
        mine: [],
        sweptAt: Number.NEGATIVE_INFINITY,
      }
      books.set(target, book)
    }
    return book
  }

  /** Changes slot `[key, at, id]` in the store and `mine`: moved to `to`, or given back. */
  function change(target: Target, at: number, id: string, to?: number) {
    const book = bookFor(target)
    book.mine = to ? recordSent(book.mine, id, to) : giveBack(book.mine, id)
    return shared
      .transact((store) => {
        store.delete([book.key, at, id])
        if (to) store.put(0, [book.key, to, id])
      })
      .catch(() => undefined)
  }

  return {
    /** Slot `id` taken now, under `limit`: its time, or null and when the oldest frees. */
    take(
      target: Target,
      id: string,
      limit: number,
      reading?: ReadableRecord,
    ): Promise<[at: number, freeAt: number | null]> {
      const book = bookFor(target)
      const run = async (): Promise<[number, number | null]> => {
        const now = Date.now()
        let freeAt: number | null = null
        try {
          // Only the oldest of its own can leave the window: flat per send.
          while (book.mine[0] && book.mine[0].at <= expiredBy(now))
            book.mine.shift()
          // A clock set back sweeps at once, as one set forward does.
          const sweep = !within(now, book.sweptAt, SWEEP_EVERY_MS)
          await shared.transact(
            (store) =>
              takeIn(
                store,
                book.key,
                id,
                limit,
                now,
                (at) => (freeAt = at),
                sweep,
              ),
            reading,
          )
          if (sweep) book.sweptAt = now
        } catch {
          if (reading) await reading.read()
          book.mine = live(book.mine, now)
          freeAt = take(book.mine, id, limit, now)[1]
        }
        if (freeAt === null) book.mine.push({ id, at: now })
        return [now, freeAt]
      }
      return locks ? locks.request(paceLockName(book.key), run) : run()
    },
    /** Slot `id`, taken at `at`, starts its minute at `sent` (no tab sends sooner: nobody told). */
    move: (target: Target, id: string, at: number, sent: number) =>
      void change(target, at, id, sent),
    /** Gives slot `id`, taken at `at`, back, and wakes the tabs waiting for one. */
    giveBack: (target: Target, id: string, at: number) =>
      change(target, at, id).then(() => shared.post(bookFor(target).key)),
    subscribe: (target: Target, listener: Listener) =>
      bookFor(target).record.subscribe(listener),
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
  grantedAt: number,
  onRelease: () => void,
): PaceSlot {
  let state: 'granted' | 'sent' | 'released' = 'granted'
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
      // no second transaction. Later: moved.
      if (at - grantedAt > SENT_WITHIN_MS) books.move(target, id, grantedAt, at)
      return true
    },
    release() {
      if (state !== 'granted') return
      state = 'released'
      void books.giveBack(target, id, grantedAt).then(onRelease)
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

export function createPacer(options: PacerOptions) {
  const books = paceBooks(options)
  const { perMinute, onLimitChange } = options
  const queues = new Map<Target, Queue>()
  const queuedStore = createStore(0)
  // Short, as a slot's key holds it: this version's mark, this page's, then
  // a count. Earlier versions' ids have dashes, so never match.
  const page = OURS + Math.random().toString(36).slice(2, 8)
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
        const [at, freeAt] = await books.take(target, id, limit, queue.reading)
        if (freeAt === null) {
          const waiter = queue.waiters.shift()
          const slot = grantedSlot(books, target, id, at, () => queue.wake())
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

  return {
    pace,
    /** How many of this tab's requests are waiting for a slot right now. */
    queued: {
      get: queuedStore.get,
      subscribe: queuedStore.subscribe,
    } as ReadonlyStore<number>,
  }
}
