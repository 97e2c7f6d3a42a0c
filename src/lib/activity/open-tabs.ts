import { browserLocks } from '../tabs/browser-tabs'
import type { ActivityEntry } from './activity-entry'

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
const TAB_LOCK_PREFIX = 'adoption-desk:activity-tab:'

/**
 * Holds this page's presence lock until the returned stop is called (the
 * app calls this once). Without Web Locks, pending entries of other tabs
 * show as sent, unanswered yet.
 */
export function holdTabPresence(locks = browserLocks()): () => void {
  if (!locks) return () => undefined
  const controller = new AbortController()
  let release = () => {}
  void locks
    .request(
      TAB_LOCK_PREFIX + TAB_ID,
      { signal: controller.signal },
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        }),
    )
    .catch(() => undefined)
  return () => {
    controller.abort()
    release()
  }
}

/** Ids of the tabs open now, or null when the browser cannot say. */
export async function openTabs(
  locks = browserLocks(),
): Promise<ReadonlySet<string> | null> {
  if (!locks) return null
  try {
    const { held = [] } = await locks.query()
    return new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(TAB_LOCK_PREFIX))
        .map((name) => name.slice(TAB_LOCK_PREFIX.length)),
    )
  } catch {
    return null
  }
}

/** An entry as it stands: a send left pending by a tab that closed has an unknown outcome. */
export function effectiveEntry(
  entry: ActivityEntry,
  open: ReadonlySet<string> | null,
): ActivityEntry {
  // A Waiting entry with a message is a hold the client gave up on (more
  // than a day): no request of it left, open tab or not.
  const pending =
    entry.outcome === 'sending' ||
    (entry.outcome === 'waiting' && entry.message === null)
  if (!pending || entry.tab === TAB_ID || !open || open.has(entry.tab))
    return entry
  return {
    ...entry,
    outcome: 'unknown',
    message:
      entry.outcome === 'waiting'
        ? 'The tab was closed while this waited for the rate limit.'
        : 'The tab was closed before the server answered.',
  }
}
