import type {
  DemoRequest,
  DemoRequestLog,
  DemoRequestOutcome,
} from '../lib/demo/demo-controls'

// Demo requests never reach the network, so the browser's Network panel does
// not show them; this log is what the Demo requests view shows instead.

/** How many requests the log keeps; older ones drop off. */
export const REQUEST_LOG_SIZE = 50

export interface RequestLog extends DemoRequestLog {
  /** Records a request as it is sent; returns its id for `finish`. */
  start(method: string, path: string): number
  finish(
    id: number,
    result:
      | { outcome: 'answered'; status: number }
      | { outcome: Exclude<DemoRequestOutcome, 'pending' | 'answered'> },
  ): void
}

export function createRequestLog(
  // Read at each use, so a clock faked later (tests, Playwright) is the one used.
  now: () => number = () => Date.now(),
): RequestLog {
  let entries: readonly DemoRequest[] = []
  let nextId = 1
  const listeners = new Set<() => void>()

  // Every change makes a new array, newest first, so snapshot() can hand out
  // the array itself (useSyncExternalStore compares by reference).
  function set(next: readonly DemoRequest[]) {
    entries = next
    for (const listener of [...listeners]) listener()
  }

  return {
    start(method, path) {
      const id = nextId++
      const entry: DemoRequest = {
        id,
        method,
        path,
        startedAt: now(),
        outcome: 'pending',
        status: null,
        durationMs: null,
      }
      set([entry, ...entries].slice(0, REQUEST_LOG_SIZE))
      return id
    },
    finish(id, result) {
      // A request older than the last 50 has dropped off; nothing to update.
      if (!entries.some((entry) => entry.id === id)) return
      set(
        entries.map((entry) =>
          entry.id === id && entry.outcome === 'pending'
            ? {
                ...entry,
                outcome: result.outcome,
                status: result.outcome === 'answered' ? result.status : null,
                durationMs: Math.max(0, now() - entry.startedAt),
              }
            : entry,
        ),
      )
    },
    snapshot: () => entries,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
