import type { Listener } from './store'

// A store that changes with every request (a running import's job) would
// render, lay out and paint the page that many times a second, more often
// than anyone reads it (issue 31 §2, decision 035).
// Its listeners are told at most every `every` ms: the first change after a
// quiet spell at once, the others together at the end of the spell, in one
// task, so React renders them once. Shaped for useSyncExternalStore: a
// render still reads the store's latest value.

/** How often a fast-changing store is shown: twice a second (decision 035). */
export const SHOWN_EVERY_MS = 500

type Subscribe = (listener: Listener) => () => void

/**
 * `subscribe`, telling its listeners at most every `every` ms; `urgent()`,
 * asked once at each change, true: told at once (a change to see now).
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
    toldAt = performance.now()
    for (const listener of [...listeners]) listener()
  }
  const onChange = () => {
    const wait = toldAt + every - performance.now()
    if (urgent() || wait <= 0) tell()
    else timer ??= setTimeout(tell, wait)
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
