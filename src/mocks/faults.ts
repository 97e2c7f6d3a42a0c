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

interface Armed {
  fault: Fault
  /** How many more requests it applies to; Infinity until switched off. */
  remaining: number
}

export function createFaults() {
  let armed: Armed[] = []
  return {
    add(fault: Fault, times = 1) {
      armed = [
        ...armed.filter((item) => item.fault.kind !== fault.kind),
        { fault, remaining: times },
      ]
    },
    remove(kind: Fault['kind']) {
      armed = armed.filter((item) => item.fault.kind !== kind)
    },
    list(): Fault[] {
      return armed.map((item) => item.fault)
    },
    /** The faults that apply to this request, each used up once. */
    take(): Fault[] {
      const taken = armed.map((item) => item.fault)
      armed = armed
        .map((item) => ({ ...item, remaining: item.remaining - 1 }))
        .filter((item) => item.remaining > 0)
      return taken
    },
    clear() {
      armed = []
    },
  }
}
export type Faults = ReturnType<typeof createFaults>
