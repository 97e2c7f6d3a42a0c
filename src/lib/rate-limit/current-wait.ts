import type { ConnectionStore } from '../connection/connection'
import { connectionTarget, type Target } from '../connection/identity'
import type { Listener, ReadonlyStore } from '../util/store'
import type { Wait } from './wait-policy'
import type { WaitStore } from './wait-store'

/** Calls `listener` when the target's wait changes, in this tab or another, and when it ends. */
export function subscribeWait(
  store: WaitStore,
  target: Target,
  listener: Listener,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    const wait = store.waitFor(target)
    // A wait beyond a day whose day is over ends only by a change (a Retry).
    if (wait && wait.until > Date.now())
      timer = setTimeout(onChange, wait.until - Date.now())
  }
  const onChange = () => {
    schedule()
    listener()
  }
  const stop = store.subscribeRecord(target, onChange)
  schedule()
  return () => {
    clearTimeout(timer)
    stop()
  }
}

/**
 * The saved connection's wait in `waits`: the one the banner and the Retry
 * buttons show. Only the saved connection's: another server's wait (demo
 * mode's, or one Settings ran into while testing a connection) does not stop
 * this connection's requests, so it is not shown either.
 */
export function currentWaitOf(
  waits: WaitStore,
  connection: ConnectionStore,
): ReadonlyStore<Wait | null> {
  const savedTarget = () => connectionTarget(connection.get())
  return {
    get: () => waits.waitFor(savedTarget()),
    subscribe: (listener) => {
      const follow = (target: Target | null) =>
        target === null ? null : subscribeWait(waits, target, listener)
      let target = savedTarget()
      let stopWait = follow(target)
      const stopConnection = connection.subscribe(() => {
        const next = savedTarget()
        if (next !== target) {
          stopWait?.()
          target = next
          stopWait = follow(target)
        }
        listener()
      })
      return () => {
        stopWait?.()
        stopConnection()
      }
    },
  }
}
