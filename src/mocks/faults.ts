/** Trouble the mock API can be told to cause, so the app can be seen (and tested) under it. */
export type Fault =
  | {
      kind: 'rate-limit'
      retryAfter: 'seconds' | 'http-date' | 'none'
      seconds: number
    }
  | { kind: 'slow'; seconds: number }
  | { kind: 'server-error' }
  | { kind: 'bad-gateway-html' }
  | { kind: 'malformed-json' }
  | { kind: 'wrong-shape' }
  | { kind: 'unauthorized' }
  | { kind: 'bad-request' }
  | { kind: 'not-found' }
  /**
   * A request that succeeds is processed (a POST stores its animal), then the
   * connection drops before the answer: the client cannot know it worked.
   */
  | { kind: 'cut-after-store' }

export interface ArmedFault {
  readonly fault: Fault
  /** How many more requests it applies to; Infinity until switched off. */
  readonly remaining: number
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
    add(fault: Fault, times = 1) {
      set([
        ...armed.filter((item) => item.fault.kind !== fault.kind),
        { fault, remaining: times },
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
     * The faults that apply to this request, each used up once: every `slow`
     * (first, so the delay happens before the answer), then at most one fault
     * that answers in place of the API. Only one can answer, so only that one
     * is used up; the others wait for later requests. A fault armed for a
     * limited number of requests answers before one that stays on, so "the
     * next request" really is the next one while another switch is on.
     */
    take(): Fault[] {
      const slow = armed.filter((item) => item.fault.kind === 'slow')
      const answering = armed.filter((item) => item.fault.kind !== 'slow')
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
    /** What is armed now; the same array until something changes. */
    snapshot: (): readonly ArmedFault[] => armed,
    /** Calls `listener` after every change, including faults used up by requests. */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type Faults = ReturnType<typeof createFaults>
