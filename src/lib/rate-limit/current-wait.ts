import { useSyncExternalStore } from 'react'
import { getConnection, subscribeConnection } from '../connection/connection'
import { connectionTarget, type Target } from '../connection/identity'
import type { Listener, ReadonlyStore } from '../util/store'
import { useNow } from '../util/use-now'
import type { Wait } from './wait-policy'
import { waits, type WaitStore } from './wait-store'

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

function savedTarget(): Target | null {
  return connectionTarget(getConnection())
}

/** The saved connection's wait: the one the banner and the Retry buttons show. */
export const currentWait: ReadonlyStore<Wait | null> = {
  get: () => waits.waitFor(savedTarget()),
  subscribe: (listener) => {
    const follow = (target: Target | null) =>
      target === null ? null : subscribeWait(waits, target, listener)
    let target = savedTarget()
    let stopWait = follow(target)
    const stopConnection = subscribeConnection(() => {
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

/**
 * Only the saved connection's: another server's wait (demo mode's, or one
 * Settings ran into while testing a connection) does not stop this
 * connection's requests, so it is not shown either.
 */
export function useWait() {
  return useSyncExternalStore(currentWait.subscribe, currentWait.get)
}

/** Milliseconds left in the saved connection's wait, ticking while one runs; 0 when none. */
export function useWaitRemaining(tickMs = 250): number {
  const current = useWait()
  const now = useNow(current?.until ?? null, tickMs)
  return current ? Math.max(0, current.until - now) : 0
}
