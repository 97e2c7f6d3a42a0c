import { type Target, targetName } from '../connection/identity'

// The pace book: the sends of the last minute to one server and key, which
// every tab shares, and the rules for taking and giving back a slot in it.
// A record per slot, keyed `[book, at, id]`, so the minute's slots are one
// key range, oldest first: a send writes its slot, not the book (decision
// 044). The previous version kept the book whole, as slots in one record
// (`Slots`), and its tabs still may: read with ours. The pacer (pacer.ts)
// runs these in one transaction, under a Web Lock, and does the waiting;
// without a shared store it keeps `Slots` in memory. The page's boot step
// (src/boot/) takes its slot with them too, so no zod here.

/**
 * The book's name: the previous version's whole-book record, the first part
 * of each slot's key, and (as `adoption-desk:<name>`) the Web Lock it is
 * changed under.
 */
export const paceBookKey = (target: Target) => `pace:${targetName(target)}`
export const paceLockName = (bookKey: string) => `adoption-desk:${bookKey}`

/** The per-minute limit's window, sliding. */
export const WINDOW_MS = 60_000
/**
 * A request that leaves this soon after its slot was granted keeps the
 * grant's time in the book (pacer.ts): one write a send, not two.
 */
export const SENT_WITHIN_MS = 100

/**
 * A slot is reused this long after the window, not at its edge: the server
 * counts arrivals, and a later request can arrive faster than an earlier one
 * did, which would put both in the server's minute (a second); and a slot's
 * time can be its grant's, up to `SENT_WITHIN_MS` before its send.
 */
export const SAFETY_MARGIN_MS = 1_000 + SENT_WITHIN_MS

/**
 * How often a tab drops the slots past the window from a book (pacer.ts):
 * not at every take (an IndexedDB request a send), as a slot past the window
 * is never counted (`liveRange`); the book holds at most this long's takes
 * more.
 */
export const SWEEP_EVERY_MS = 1_000

/** A slot whose minute started at this or before is past the window at `now`. */
export const expiredBy = (now: number) => now - WINDOW_MS - SAFETY_MARGIN_MS

export type Slots = { id: string; at: number }[]

/** The stored slots, each an id and a finite time; anything else: null. */
export function parseSlots(stored: unknown): Slots | null {
  if (!Array.isArray(stored)) return null
  const slots: Slots = []
  for (const slot of stored as unknown[]) {
    const { id, at } = (slot ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || !Number.isFinite(at)) return null
    slots.push({ id, at: at as number })
  }
  return slots
}

/**
 * Keeps the slots still inside the window. One "from the future" means the
 * clock was set back: it is kept, counted from now, so the book never empties
 * into a burst; its minute lasts longer by the jump, never shorter.
 */
export function live(slots: Slots, now: number): Slots {
  return slots
    .map((slot) => (slot.at > now ? { ...slot, at: now } : slot))
    .filter((slot) => slot.at > expiredBy(now))
}

/**
 * Takes slot `id` while the book has room under `limit`: the book with it,
 * and null. Else the book as it was, and when its oldest slot frees. A slot
 * is held from the moment it is granted, so requests started together (in
 * any tab) cannot all pass before any is recorded as sent.
 */
export function take(
  slots: Slots,
  id: string,
  limit: number,
  now: number,
): [Slots, number | null] {
  if (slots.length < limit) return [[...slots, { id, at: now }], null]
  const oldest = Math.min(...slots.map((slot) => slot.at))
  return [slots, oldest + WINDOW_MS + SAFETY_MARGIN_MS]
}

/**
 * Slot `id`'s minute starts at `at`, when its request went out. A slot held
 * too long sends nothing (pacer.ts), so it is still in the book; added back
 * if it is gone all the same (this change came later than half a minute), as
 * a send that is not in the book would let another take its place.
 */
export function recordSent(slots: Slots, id: string, at: number): Slots {
  return [...slots.filter((slot) => slot.id !== id), { id, at }]
}

/** Gives slot `id` back: nothing was sent with it. */
export function giveBack(slots: Slots, id: string): Slots {
  return slots.filter((slot) => slot.id !== id)
}

/** A slot's key: which book, when its minute started, and whose. */
type SlotKey = [book: string, at: number, id: string]

/**
 * Book `book`'s slots still inside the window at `now` (and any "from the
 * future"): keys after `[book, expiredBy(now), []]`, as `live` keeps them.
 */
export const liveRange = (book: string, now: number) =>
  IDBKeyRange.bound([book, expiredBy(now), []], [book, []])

/** Slot ids of this version start so; the previous version's have dashes, or are `boot`. */
export const OURS = '.'

/**
 * Takes slot `id` in `store` if the book has room under `limit`; `done`
 * gets null, or when the oldest slot frees (as `take`). In one transaction:
 * with `sweep`, the slots past the window dropped; any from the future
 * counted from now (the clock was set back), those in it counted with the
 * previous version's (its whole record), and the slot written: a few hundred
 * bytes, at slot 10 as at slot 1,000. While a tab of the previous version
 * sends, its record gets our live slots too, so it counts ours; once it
 * holds none of theirs, it is deleted, so no send reads it again.
 */
export function takeIn(
  store: IDBObjectStore,
  book: string,
  id: string,
  limit: number,
  now: number,
  done: (freeAt: number | null) => void,
  sweep = true,
) {
  const whole = store.get(book)
  // Slots from the future are counted either way (the live range has no
  // end); re-timed with each sweep, which a clock set back brings at once.
  if (!sweep) return countAndTake()
  const ahead = store.getAllKeys(IDBKeyRange.bound([book, now, []], [book, []]))
  ahead.onsuccess = () => {
    for (const key of ahead.result as SlotKey[]) {
      store.delete(key)
      store.put(0, [book, now, key[2]])
    }
    store.delete(IDBKeyRange.bound([book], [book, expiredBy(now), []]))
    countAndTake()
  }
  function countAndTake() {
    const range = liveRange(book, now)
    const count = store.count(range)
    count.onsuccess = () => {
      const stored = whole.result as
        { rev?: number; value?: unknown } | undefined
      const slots = live(parseSlots(stored?.value) ?? [], now)
      const theirs = slots.filter((slot) => slot.id[0] !== OURS)
      const taken = count.result + theirs.length < limit
      if (taken) store.put(0, [book, now, id])
      // The previous version counts only its record: while one of its tabs
      // sends, the record holds every live slot of ours, those taken before
      // it started too, or it could send a whole minute's worth on top.
      if (theirs.length > 0) {
        const ours = store.getAllKeys(range)
        ours.onsuccess = () =>
          store.put(
            {
              key: book,
              rev: (stored?.rev ?? 0) + 1,
              value: [
                ...theirs,
                ...(ours.result as SlotKey[]).map(([, at, slot]) => ({
                  id: slot,
                  at,
                })),
              ],
            },
            book,
          )
      } else if (stored) store.delete(book)
      if (taken) return done(null)
      // The oldest of ours, read only when the book is full.
      const first = store.getKey(range)
      first.onsuccess = () =>
        done(
          Math.min(
            (first.result as SlotKey | undefined)?.[1] ?? Infinity,
            ...theirs.map((slot) => slot.at),
          ) +
            WINDOW_MS +
            SAFETY_MARGIN_MS,
        )
    }
  }
}
