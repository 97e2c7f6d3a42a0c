import { type Target, targetName } from '../connection/identity'

// The pace book: the sends of the last minute to one server and key, which
// every tab shares, and the rules for taking and giving back a slot in it.
// Pure functions over the stored slots; the pacer (pacer.ts) runs them in
// one transaction, under a Web Lock, and does the waiting. The page's boot
// step (src/boot/) takes its slot with them too, so no zod here.

/** The book's record in the shared state; the Web Lock it is changed under. */
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
    .filter((slot) => slot.at + WINDOW_MS + SAFETY_MARGIN_MS > now)
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
