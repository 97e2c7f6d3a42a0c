// What the demo tools may do to the demo API, and nothing more: the app's
// demo loader hands this over, so no feature imports src/mocks and live mode
// never downloads it (decision 008).

/** Trouble the mock API can be told to cause, so the app can be seen (and tested) under it. */
export type Fault =
  | {
      kind: 'rate-limit'
      retryAfter: 'seconds' | 'http-date' | 'none'
      seconds: number
      /** Sent as `Retry-After` exactly as given (400 digits, garbage), instead of `retryAfter`'s form. */
      raw?: string
    }
  | { kind: 'slow'; seconds: number }
  | { kind: 'server-error' }
  | { kind: 'bad-gateway-html' }
  | { kind: 'malformed-json' }
  | { kind: 'wrong-shape' }
  | { kind: 'unauthorized' }
  | { kind: 'bad-request' }
  | { kind: 'not-found' }
  /** A 400 whose code and message echo the request's key, written the way `encoding` says. */
  | {
      kind: 'echo-key'
      encoding: 'json-unicode' | 'json-slash' | 'percent' | 'bearer-upper'
    }
  /** A 307 to `location`, where a client that follows it would take the key. */
  | { kind: 'redirect'; location: string }
  /** The connection drops before the request is processed: nothing is stored, no answer. */
  | { kind: 'cut-before-store' }
  /** Processed (a POST stores its animal), then the connection drops before the answer. */
  | {
      kind: 'cut-after-store'
      /**
       * No byte of answer (the mock server only): Chromium then resends the
       * request on a reused keep-alive connection, POST included.
       */
      silent?: boolean
    }

/** So a test's fault never lands on another request the page happened to send first. */
export interface RequestMatch {
  readonly method?: string
  readonly path?: string
  readonly query?: Readonly<Record<string, string>>
}

export interface ArmedFault {
  readonly fault: Fault
  /** How many more requests it applies to; Infinity until switched off. */
  readonly remaining: number
  /** Only requests like this one; any request when absent (the demo switches). */
  readonly on?: RequestMatch
}

// Function-typed properties, not methods: snapshot and subscribe are handed
// to useSyncExternalStore on their own.
export interface FaultSwitchboard {
  /** Arms `fault` for `times` requests (Infinity: until removed), replacing one of its kind. */
  readonly add: (fault: Fault, times?: number) => void
  readonly remove: (kind: Fault['kind']) => void
  readonly clear: () => void
  /** The same array until something changes. */
  readonly snapshot: () => readonly ArmedFault[]
  /** Also hears faults used up by requests. */
  readonly subscribe: (listener: () => void) => () => void
}

/** `dropped`: by a fault, on purpose; `abandoned`: the app stopped waiting. */
export type DemoRequestOutcome =
  'pending' | 'answered' | 'no-handler' | 'dropped' | 'abandoned'

/** One request the in-page demo API saw, for the Demo requests view. */
export interface DemoRequest {
  readonly id: number
  readonly method: string
  /** Below the demo API's base URL, with the query, e.g. `/pets?limit=20`. */
  readonly path: string
  /** Epoch ms. */
  readonly startedAt: number
  readonly outcome: DemoRequestOutcome
  readonly status: number | null
  /** Null while pending. */
  readonly durationMs: number | null
}

/** Newest first. */
export interface DemoRequestLog {
  /** The same array until something changes. */
  readonly snapshot: () => readonly DemoRequest[]
  readonly subscribe: (listener: () => void) => () => void
}

export interface DemoControls {
  readonly faults: FaultSwitchboard
  /** Since this page loaded. */
  readonly requests: DemoRequestLog
  /** Brings back the sample animals and drops those added in demo; returns how many there are. */
  readonly resetData: () => number
}

/** Loads the demo API on first use; rejects where it cannot run. */
export type LoadDemoControls = () => Promise<DemoControls>
