import { get, update, type UseStore } from 'idb-keyval'
import { browserChannel, browserDatabase } from './browser-tabs'
import type { Listener } from '../util/store'

// State every tab of this browser must agree on (rate-limit waits, the pace
// book, today's count, the last rate-limit headers): localStorage cannot hold
// it safely, because Chromium gives each tab its own cached copy and delivers
// other tabs' writes late, so a read-modify-write there can lose another
// tab's write. IndexedDB serialises readwrite transactions across tabs, so a
// read-modify-write inside one transaction is atomic (decision 011).
//
// Each stored value carries a revision, raised by every update inside its
// transaction. Updates are announced on a BroadcastChannel WITH the new state,
// so other tabs' in-memory copies follow without a read; a copy only takes a
// higher revision than it holds, so a late or reordered message can never
// take it back. Where a record says which of two values is ahead (a wait:
// the later end), that decides before the revision: a tab whose IndexedDB
// write failed numbers its change from its own copy, so a revision alone
// could drop its longer wait or replace it with a shorter one. A copy can
// still be behind (a frozen tab misses messages): whoever needs the truth,
// e.g. right before a send, calls `read()`.
//
// IndexedDB failing (blocked, a transaction aborted) never stops the tabs
// from hearing of a change: the new state is applied here and posted all the
// same, and the next call tries IndexedDB again.

/** How a tab reaches the shared state: the object store, and a channel to the other tabs. */
export interface SharedMedium {
  /** One transaction per call (idb-keyval's store); null: this tab's memory only. */
  db: UseStore | null
  post: (message: SharedMessage) => void
  listen: (onMessage: (data: unknown) => void) => () => void
}

export interface SharedMessage {
  key: string
  rev: number
  value: unknown
}

export interface SharedRecord<T> {
  readonly key: string
  /** This tab's copy, synchronously: what the last read, update or message said. */
  peek: () => T | null
  /** Reads the stored value afresh, takes it into the copy unless the copy is newer, and returns the copy. */
  read: () => Promise<T | null>
  /**
   * Read-modify-write in one readwrite transaction. `change` runs inside it,
   * so it must be synchronous; it gets the stored value (null when none or
   * invalid). Resolves with the copy once the transaction committed.
   */
  update: (change: (current: T | null) => T | null) => Promise<T | null>
  /** Calls back when the copy changes: an update here, a message, a read. */
  subscribe: (listener: Listener) => () => void
}

interface Entry {
  rev: number
  value: unknown
  parse: (stored: unknown) => unknown
  /** True when `a` holds more than `b` (a wait: ends later); null: revisions alone decide. */
  ahead: ((a: unknown, b: unknown) => boolean) | undefined
  listeners: Set<Listener>
}

export function createSharedState(medium: SharedMedium = browserMedium()) {
  const entries = new Map<string, Entry>()
  const db = medium.db
  let listening = false

  function accept(entry: Entry, rev: unknown, raw: unknown) {
    const mine = entry.value
    const theirs = entry.parse(raw)
    const ahead = mine !== null && theirs !== null ? entry.ahead : undefined
    // Without a revision (nothing stored), as an older one.
    const newer = typeof rev === 'number' && rev > entry.rev
    if (newer) entry.rev = rev
    // Newer: taken unless what the copy holds is ahead (null, a deliberate
    // clear, is taken). Older: taken only if it is ahead of the copy.
    if (newer ? ahead?.(mine, theirs) : !ahead?.(theirs, mine)) return
    entry.value = theirs
    for (const listener of [...entry.listeners]) listener()
  }

  function onMessage(data: unknown) {
    const message = data as Partial<SharedMessage> | null
    const entry = entries.get(String(message?.key))
    if (entry) accept(entry, message?.rev, message?.value)
  }

  /**
   * `ahead(a, b)`: true when value `a` holds more than `b` and must win
   * whatever the revisions say (a wait that ends later). Without it the
   * higher revision wins.
   */
  function record<T>(
    key: string,
    parse: (stored: unknown) => T | null,
    ahead?: (a: T, b: T) => boolean,
  ): SharedRecord<T> {
    if (!listening) {
      listening = true
      medium.listen(onMessage)
    }
    let entry = entries.get(key)
    if (!entry) {
      entry = {
        rev: 0,
        value: null,
        parse,
        ahead: ahead as Entry['ahead'],
        listeners: new Set(),
      }
      entries.set(key, entry)
    }
    const self = entry
    const read = async () => {
      try {
        const stored = db && ((await get(key, db)) as Partial<SharedMessage>)
        accept(self, stored?.rev, stored?.value)
      } catch {
        // IndexedDB refused (blocked, broken): this tab carries on with its
        // copy, and tries again on the next call.
      }
      return self.value as T | null
    }
    const shared: SharedRecord<T> = {
      key,
      peek: () => self.value as T | null,
      read,
      async update(change) {
        let next: SharedMessage = { key, rev: 0, value: null }
        const apply = (stored: Partial<SharedMessage> | undefined) => {
          const rev = typeof stored?.rev === 'number' ? stored.rev : 0
          const kept = self.parse(stored?.value)
          // A copy ahead of what is stored (a longer wait another tab could
          // not store, heard by message) is what the change builds on: built
          // on the stored value, this write would store the shorter wait, and
          // a new tab or a reload would read it and send into the longer one.
          // Nothing stored counts as behind only if it is older than the copy:
          // a newer null is a deliberate clear (a success, Retry now).
          const mine = self.value
          const base =
            self.ahead &&
            mine !== null &&
            (kept === null ? rev < self.rev : self.ahead(mine, kept))
              ? mine
              : kept
          next = {
            key,
            // Past this tab's copy too, so it is taken even if the store was wiped.
            rev: Math.max(rev, self.rev) + 1,
            value: change(base as T | null),
          }
          return next
        }
        try {
          if (!db) throw new Error('memory')
          await update(key, apply, db)
        } catch {
          // Not stored (IndexedDB refused, or none): the change still holds
          // here and is still told to the other tabs.
          apply({ rev: self.rev, value: self.value })
        }
        medium.post(next)
        accept(self, next.rev, next.value)
        return self.value as T | null
      },
      subscribe(listener) {
        self.listeners.add(listener)
        return () => self.listeners.delete(listener)
      },
    }
    // A new tab learns what the others know without waiting for a message.
    void read()
    return shared
  }

  /** For tests: forgets every value, here and in the store. */
  async function reset() {
    for (const entry of entries.values()) {
      entry.rev = 0
      entry.value = null
    }
    await db?.('readwrite', (store) => store.clear())
  }

  // Tests only: a production build leaves it out (first-load budget).
  return { record, reset: import.meta.env.DEV ? reset : skip }
}

const skip = () => Promise.resolve()
export type SharedState = ReturnType<typeof createSharedState>

/** A medium that never leaves this tab: where IndexedDB is missing, and for per-tab state. */
export const memoryMedium = (): SharedMedium => ({
  db: null,
  post: () => undefined,
  listen: () => () => undefined,
})

/** The real browser: the desk's database and channel. */
function browserMedium(): SharedMedium {
  const database = browserDatabase()
  if (!database) return memoryMedium()
  const channel = browserChannel()
  return {
    db: database.store('shared'),
    post: (message) => channel.post({ topic: 'shared', ...message }),
    listen: (onMessage) => channel.listen('shared', onMessage),
  }
}

let browserState: SharedState | null = null

/** This tab's view of the browser's shared state. */
export function browserShared(): SharedState {
  browserState ??= createSharedState()
  return browserState
}
