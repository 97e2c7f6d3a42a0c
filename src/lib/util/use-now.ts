import { useCallback, useSyncExternalStore } from 'react'

// The clock as an external store, for text that counts down to a moment
// ("retrying in 5 s", "resets in 42 s"). Keeping the time in component state
// showed whatever the clock said when the component mounted until the first
// tick, so a banner mounted minutes earlier first read "retrying in 305 s".
// Here every render reads the current time, and a subscription only decides
// when to render again.

let clock = Date.now()
let readThisTask = false

/**
 * The current time. Every read in one task gets the same value, because
 * useSyncExternalStore requires a snapshot to stay the same while nothing
 * changed and reads it again when it commits: on a slow machine a render
 * takes longer than any "same moment" window, and a snapshot that moved
 * during it re-rendered the page again and again ("Maximum update depth
 * exceeded"). A read in a later task, or after the clock was set back,
 * reads the clock afresh.
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
 * Renders again whenever the time left to `until` crosses a multiple of
 * `tickMs` (so "5 s" turns into "4 s" when a second has really passed, not up
 * to a tick later), the last time at `until` itself so the text can change to
 * "over" on time; then stops, so a moment that has passed costs no timers.
 */
function subscribeUntil(until: number, tickMs: number) {
  return (listener: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const left = until - Date.now()
      timer = setTimeout(
        step,
        left === Infinity ? tickMs : left > 0 ? ((left - 1) % tickMs) + 1 : 0,
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
 * The current time in epoch ms, right at every render. While `until` (epoch
 * ms) is in the future the component renders again each `tickMs` of time
 * left, and once more at `until`; with `until` null or past, nothing ticks.
 * With `until` Infinity it renders again every `tickMs` for as long as it is
 * mounted, for texts that age ("3 min ago").
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
