import type { Target } from '../connection/identity'
import { abortReason } from '../util/store'
import type { WaitStore } from './wait-store'

// Timers over the shared wait: let a request wait its turn (the banner's
// subscription, which wakes it when a wait ends, is in current-wait.ts). A
// timer can only fire late (a background tab's timers are throttled), never
// early, and the client checks the stored wait again before it sends, so a
// late timer only makes a request late.

/**
 * Resolves once no wait runs for `target` by this tab's copy (kept current
 * by other tabs' messages); rejects with the signal's reason on abort.
 * Re-reads at the end it knew of, so a wait another tab lengthened meanwhile
 * is waited out too.
 */
export function waitUntilClear(
  store: WaitStore,
  target: Target,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stop: () => void = () => undefined
    const cleanup = () => {
      clearTimeout(timer)
      stop()
      signal?.removeEventListener('abort', onAbort)
    }
    const check = () => {
      clearTimeout(timer)
      const wait = store.waitFor(target)
      // A wait beyond a day is not waited out: the caller refuses to send.
      if (wait?.beyond === null) {
        timer = setTimeout(check, Math.max(0, wait.until - Date.now()))
        return
      }
      cleanup()
      resolve()
    }
    const onAbort = () => {
      cleanup()
      reject(abortReason(signal))
    }
    if (signal?.aborted) {
      onAbort()
      return
    }
    signal?.addEventListener('abort', onAbort)
    check()
    if (store.waitFor(target)) stop = store.subscribeRecord(target, check)
  })
}
