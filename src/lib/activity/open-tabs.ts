import { TAB_LOCK_PREFIX, THIS_VERSION_PREFIX } from '../tabs/page-locks'

export { TAB_LOCK_PREFIX }

// Which tabs are still open, so a send left pending by a closed tab shows
// as Unknown: each page holds a Web Lock named after it for as long as it
// lives (taken by the app at start, never on import).

export function newId(): string {
  // randomUUID needs a secure context; a custom API served over plain http
  // does not make the app's own page insecure, but be safe anyway.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** This page load's id: a pending entry of a closed tab will never get its answer. */
export const TAB_ID = newId()

/**
 * Holds this page's presence lock, in the page's Web Locks (its Tabs'),
 * until the returned stop is called (the app calls this once). Without Web Locks, pending entries of other tabs
 * show as sent, unanswered yet.
 */
export function holdTabPresence(locks: LockManager | null): () => void {
  if (!locks) return () => undefined
  const controller = new AbortController()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // This version's lock first, so the presence lock is never seen alone.
  for (const prefix of [THIS_VERSION_PREFIX, TAB_LOCK_PREFIX])
    void locks
      .request(prefix + TAB_ID, { signal: controller.signal }, () => held)
      .catch(() => undefined)
  return () => {
    controller.abort()
    release()
  }
}
