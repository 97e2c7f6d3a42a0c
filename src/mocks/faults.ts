import type { ArmedFault, Fault, RequestMatch } from '../lib/demo/demo-controls'

// The vocabulary is the demo tools' contract (src/lib/demo/demo-controls.ts); the
// mock API and its server import it from here.
export type { ArmedFault, Fault, RequestMatch }

/** The request a fault is offered: method, API path after the base URL, query. */
export interface FaultTarget {
  method: string
  path: string
  query: URLSearchParams
}

/** Whether `target` is a request `on` describes (any request, without `on`). */
export function requestMatches(
  on: RequestMatch | undefined,
  target: FaultTarget,
): boolean {
  if (!on) return true
  if (on.method && on.method.toUpperCase() !== target.method.toUpperCase())
    return false
  if (on.path !== undefined && on.path !== target.path) return false
  return Object.entries(on.query ?? {}).every(
    ([name, value]) => target.query.get(name) === value,
  )
}

export function createFaults() {
  let armed: readonly ArmedFault[] = []
  const listeners = new Set<() => void>()

  // Every change makes a new array, so `snapshot()` can hand out the array
  // itself: unchanged state keeps the same reference, as
  // useSyncExternalStore requires.
  function set(next: readonly ArmedFault[]) {
    armed = next
    for (const listener of [...listeners]) listener()
  }

  return {
    /** Arms `fault` for `times` requests, only those `on` describes when given. */
    add(fault: Fault, times = 1, on?: RequestMatch) {
      set([
        ...armed.filter((item) => item.fault.kind !== fault.kind),
        { fault, remaining: times, ...(on ? { on } : {}) },
      ])
    },
    remove(kind: Fault['kind']) {
      if (!armed.some((item) => item.fault.kind === kind)) return
      set(armed.filter((item) => item.fault.kind !== kind))
    },
    list(): Fault[] {
      return armed.map((item) => item.fault)
    },
    /**
     * Every `slow` first, then at most one fault that answers; only what is
     * taken is used up. A fault armed for a limited number of requests answers
     * before one that stays on, so "the next request" really is the next one.
     * Without `target`, only faults that name no request apply.
     */
    take(target?: FaultTarget): Fault[] {
      const applies = armed.filter((item) =>
        target ? requestMatches(item.on, target) : !item.on,
      )
      const slow = applies.filter((item) => item.fault.kind === 'slow')
      const answering = applies.filter((item) => item.fault.kind !== 'slow')
      const answer =
        answering.find((item) => Number.isFinite(item.remaining)) ??
        answering[0]
      const taken = answer ? [...slow, answer] : slow
      // Faults on until switched off do not change; leaving the state alone
      // spares listeners a notice on every request while, say, slow is on.
      if (taken.some((item) => Number.isFinite(item.remaining))) {
        set(
          armed
            .map((item) =>
              taken.includes(item)
                ? { ...item, remaining: item.remaining - 1 }
                : item,
            )
            .filter((item) => item.remaining > 0),
        )
      }
      return taken.map((item) => item.fault)
    },
    clear() {
      if (armed.length > 0) set([])
    },
    // Arrow functions, so both can go to useSyncExternalStore as they are.
    snapshot: (): readonly ArmedFault[] => armed,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type Faults = ReturnType<typeof createFaults>
