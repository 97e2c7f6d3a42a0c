import { createStore, type ReadonlyStore } from '../../../lib/util/store'

// What the import page observes of a runner, and the one way a Pause or
// Cancel reaches a loop that is waiting between rows.

export interface RunnerStatus {
  /** The stored job was read (until then the page cannot tell whether there is one). */
  loaded: boolean
  /** This tab is sending rows of the job. */
  running: boolean
  /** Pause or Cancel was asked for; the request in flight finishes first. */
  stopping: 'pause' | 'cancel' | null
  /** Another tab holds the import for this connection. */
  elsewhere: boolean
  /** That tab runs the previous version: its copy here is read-only until it lets go. */
  previous: boolean
  /** A copy of another tab's job (Duplicate tab): read-only here. */
  copy: boolean
}

export interface RunnerStatusStore extends ReadonlyStore<RunnerStatus> {
  set: (change: Partial<RunnerStatus>) => void
  begin: () => void
  /** The loop ended (finished, paused, cancelled or refused a write). */
  end: () => void
  /** Asks the running loop to stop before its next row, cutting its wait short. */
  stop: (how: 'pause' | 'cancel') => void
  /** Aborted when Pause or Cancel is asked: a wait for the pace or a 429 ends early. */
  wake: () => AbortSignal
}

const INITIAL: RunnerStatus = {
  loaded: false,
  running: false,
  stopping: null,
  elsewhere: false,
  previous: false,
  copy: false,
}

export function createRunnerStatus(): RunnerStatusStore {
  const store = createStore<RunnerStatus>(INITIAL)
  let wake = new AbortController()
  const set = (change: Partial<RunnerStatus>) => {
    store.set({ ...store.get(), ...change })
  }
  return {
    get: store.get,
    subscribe: store.subscribe,
    set,
    begin() {
      wake = new AbortController()
      set({ running: true, stopping: null, elsewhere: false, previous: false })
    },
    end: () => set({ running: false, stopping: null }),
    stop(how) {
      set({ stopping: how })
      wake.abort()
    },
    wake: () => wake.signal,
  }
}
