import { useMemo, useSyncExternalStore } from 'react'
import type { Listener, ReadonlyStore } from '../../lib/util/store'
import type { ImportJob } from './job/import-job'

// The job as the page shows it (issue 31 §2). A running import changes its
// job twice a row (marked sending, then its outcome): at the Business plan's
// pace, 33 times a second, and each change rendered, laid out and painted
// the page. No one reads a row go by at that rate, so while the same job
// runs the page takes its latest state at most every SHOWN_EVERY_MS; any
// other change (it starts, pauses, ends, another job) is shown at once.

export const SHOWN_EVERY_MS = 250

/** Whether `next` may wait for the next showing: the same job, running before and after. */
const mayWait = (shown: ImportJob | null, next: ImportJob | null) =>
  shown !== null &&
  next !== null &&
  shown.id === next.id &&
  shown.state === 'running' &&
  next.state === 'running'

/** `job` as shown: the same value between showings, for useSyncExternalStore. */
export function shownJob(
  job: ReadonlyStore<ImportJob | null>,
  every = SHOWN_EVERY_MS,
  now: () => number = () => performance.now(),
): ReadonlyStore<ImportJob | null> {
  let shown = job.get()
  let shownAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let stop: (() => void) | null = null
  const listeners = new Set<Listener>()

  function show() {
    clearTimeout(timer)
    timer = undefined
    shownAt = now()
    const next = job.get()
    if (next === shown) return
    shown = next
    for (const listener of [...listeners]) listener()
  }

  function onChange() {
    if (!mayWait(shown, job.get()) || now() - shownAt >= every) show()
    else timer ??= setTimeout(show, shownAt + every - now())
  }

  return {
    get: () => shown,
    subscribe(listener) {
      if (listeners.size === 0) {
        stop = job.subscribe(onChange)
        // What changed while no one listened is shown now.
        shown = job.get()
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        stop?.()
        stop = null
        clearTimeout(timer)
        timer = undefined
      }
    },
  }
}

/** The runner's job as the page shows it (shownJob). */
export function useShownJob(job: ReadonlyStore<ImportJob | null>) {
  const shown = useMemo(() => shownJob(job), [job])
  return useSyncExternalStore(shown.subscribe, shown.get)
}
