import { useCallback, useSyncExternalStore } from 'react'
import { untilBeat } from './beat'

// The clock as an external store, for text that counts down to a moment
// ("retrying in 5 s"): every render reads the current time, and a
// subscription only decides when to render again. Time kept in state would
// show the mount's time until the first tick ("retrying in 305 s").

let clock = Date.now()
let readThisTask = false

/**
 * Every read in one task gets the same value: useSyncExternalStore reads the
 * snapshot again when it commits, and one that moved during a slow render
 * re-rendered the page again and again ("Maximum update depth exceeded").
 */
function readClock(): number {
  const now = Date.now()
  if (!readThisTask || now < clock) {
    clock = now
    if (!readThisTask) {
      readThisTask = true
      queueMicrotask(() => {
        readThisTask = false
      })
    }
  }
  return clock
}

const noSubscription = () => () => undefined

/**
 * Ticks when the time left crosses a multiple of `tickMs` ("5 s" turns "4 s"
 * when a second has really passed), the last time at `until`; then stops.
 * Without an end, when the clock crosses one: on the beat other paced views
 * keep (paced-subscribe.ts), so their changes share frames (issue 31).
 */
function subscribeUntil(until: number, tickMs: number) {
  return (listener: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const now = Date.now()
      const left = until - now
      timer = setTimeout(
        step,
        left === Infinity
          ? untilBeat(tickMs, now)
          : left > 0
            ? ((left - 1) % tickMs) + 1
            : 0,
      )
    }
    const step = () => {
      // A tick is a change of the clock: exact, even if read a moment ago.
      clock = Date.now()
      listener()
      if (Date.now() < until) schedule()
    }
    // Passed between the render and this subscription: that render was the last tick's.
    if (Date.now() < until) schedule()
    else listener()
    return () => clearTimeout(timer)
  }
}

/**
 * Epoch ms, right at every render; ticks until `until` (null or past: never;
 * Infinity: while mounted, for texts that age, "3 min ago").
 */
export function useNow(until: number | null, tickMs = 1000): number {
  const subscribe = useCallback(
    (listener: () => void) =>
      until === null
        ? noSubscription()
        : subscribeUntil(until, tickMs)(listener),
    [until, tickMs],
  )
  return useSyncExternalStore(subscribe, readClock)
}
