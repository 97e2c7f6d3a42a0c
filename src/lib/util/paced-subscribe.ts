import type { Listener } from './store'
import { untilBeat, within } from './beat'

// A store that changes with every request (a running import's job) would
// render, lay out and paint the page that many times a second, more often
// than anyone reads it (issue 31 §2, decision 035).
// Its listeners are told on the clock's beat: the first change after a
// quiet spell at once, the others together at the next multiple of `every`
// ms of the clock (Date.now()), in one task, so React renders them once.
// On the beat, as the header's meter and its clock are (whole seconds), so
// what changes shows in the same frames: each frame lays out and paints the
// whole page. Shaped for useSyncExternalStore: a render still reads the
// store's latest value.

/** How often a fast-changing store is shown: once a second, with the header's meter (decision 035). */
export const SHOWN_EVERY_MS = 1_000

type Subscribe = (listener: Listener) => () => void

/**
 * `subscribe`, telling its listeners at most once a beat of `every` ms, and
 * at once after `every` ms without; `urgent()`, asked once at each change,
 * true: told at once (a change to see now).
 */
export function pacedSubscribe(
  subscribe: Subscribe,
  every = SHOWN_EVERY_MS,
  urgent: () => boolean = () => false,
): Subscribe {
  const listeners = new Set<Listener>()
  let stop: (() => void) | null = null
  let toldAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  const tell = () => {
    clearTimeout(timer)
    timer = undefined
    toldAt = Date.now()
    for (const listener of [...listeners]) listener()
  }
  const onChange = () => {
    const now = Date.now()
    // A clock set back (now before toldAt) shows at once too.
    if (urgent() || !within(now, toldAt, every)) tell()
    else timer ??= setTimeout(tell, untilBeat(every, now))
  }
  return (listener) => {
    if (listeners.size === 0) stop = subscribe(onChange)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      stop?.()
      stop = null
      clearTimeout(timer)
      timer = undefined
      // The next listener starts a quiet spell.
      toldAt = Number.NEGATIVE_INFINITY
    }
  }
}
