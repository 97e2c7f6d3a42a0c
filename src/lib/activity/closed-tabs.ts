import type { ActivityEntry } from './activity-entry'
import { englishOf, say } from '../i18n/said'
import { TAB_ID, TAB_LOCK_PREFIX } from './open-tabs'
import { sendOutcomeMessages } from './send-outcome-messages'
import { storeWords } from './stored-words'

// What the Activity page reads of the other tabs: which are open now, and so
// what a send left pending by a closed one became. Apart from open-tabs.ts,
// which every page runs at start, so the list's first load does without it
// (decision 004).

/** Ids of the tabs open now, by the page's Web Locks (its Tabs'), or null when the browser cannot say. */
export async function openTabs(
  locks: LockManager | null,
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
  const said = say(
    sendOutcomeMessages,
    entry.outcome === 'waiting' ? 'tabClosedWaiting' : 'tabClosedSending',
  )
  return {
    ...entry,
    outcome: 'unknown',
    message: englishOf(said),
    words: storeWords(said),
  }
}
