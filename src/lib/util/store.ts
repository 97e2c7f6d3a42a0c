// The small observable value the rate-limit state, the pacer and the plan are
// built on, shaped for useSyncExternalStore: `get` returns the same value
// until `set` changes it, and listeners hear only about real changes.

export type Listener = () => void

export interface Store<T> {
  get: () => T
  /** A value equal by Object.is changes nothing. */
  set: (next: T) => void
  subscribe: (listener: Listener) => () => void
}

/** For exporting state only its module may change. */
export type ReadonlyStore<T> = Pick<Store<T>, 'get' | 'subscribe'>

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<Listener>()
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      // A copy, so a listener that unsubscribes (or subscribes) while being
      // notified does not change who else hears about this change.
      for (const listener of [...listeners]) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * What a wait rejects with when its signal aborts: the signal's own reason
 * when it is an Error (so callers can tell who cancelled), else the standard
 * AbortError.
 */
export function abortReason(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error
    ? signal.reason
    : new DOMException('Aborted', 'AbortError')
}
