import { get, update, type UseStore } from 'idb-keyval'
import type { Channel } from './channel'
import type { Database } from './database'
import type { Listener } from '../util/store'

// State every tab must agree on (waits, the pace book, today's count, the
// last headers), changed atomically in one IndexedDB readwrite transaction:
// Chromium's per-tab localStorage cache would lose another tab's write.
// Messages carry the new state and a revision, so a late one never takes a
// copy back; a wait's later end wins over the revision. A frozen tab's copy
// can be behind: before a send, call `read()`. Decision 011.

export interface SharedMedium {
  /** One transaction per call (idb-keyval's store); null: this tab's memory only. */
  db: UseStore | null
  post: (message: SharedMessage) => void
  listen: (onMessage: (data: unknown) => void) => () => void
}

export interface SharedMessage {
  key: string
  rev: number
  /** Absent when the record says only that it changed (`carry: false`). */
  value?: unknown
}

export interface SharedRecord<T> {
  readonly key: string
  /** This tab's copy: what the last read, update or message said. */
  peek: () => T | null
  read: () => Promise<T | null>
  /** `change` runs inside the transaction, so it must be synchronous. */
  update: (change: (current: T | null) => T | null) => Promise<T | null>
  subscribe: (listener: Listener) => () => void
}

interface Entry {
  rev: number
  value: unknown
  parse: (stored: unknown) => unknown
  ahead: ((a: unknown, b: unknown) => boolean) | undefined
  listeners: Set<Listener>
}

export interface RecordOptions<T> {
  /** `ahead(a, b)`: `a` must win whatever the revisions say (a wait that ends later). */
  ahead?: (a: T, b: T) => boolean
  /**
   * False: a message says only that the record changed, and a tab reads it
   * when it needs it; its `peek` may be behind. For a large record changed
   * per request that no tab peeks at (the pace book: a slot per send of the
   * last minute), so no tab copies and parses it on every send.
   */
  carry?: boolean
}

/**
 * The record `change` makes of what is stored, built on this tab's copy when
 * that copy is ahead of the store (a longer wait another tab could not
 * store), or a reload would send into that wait. A newer null in the store
 * is a deliberate clear, not behind.
 */
function changed<T>(
  entry: Entry,
  key: string,
  stored: Partial<SharedMessage> | undefined,
  change: (value: T | null) => T | null,
): SharedMessage {
  const rev = typeof stored?.rev === 'number' ? stored.rev : 0
  const kept = entry.parse(stored?.value)
  const mine = entry.value
  const base =
    entry.ahead &&
    mine !== null &&
    (kept === null ? rev < entry.rev : entry.ahead(mine, kept))
      ? mine
      : kept
  return {
    key,
    // Past this tab's copy too, so it is taken even if the store was wiped.
    rev: Math.max(rev, entry.rev) + 1,
    value: change(base as T | null),
  }
}

export function createSharedState(medium: SharedMedium) {
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
    if (!entry) return
    // Only that it changed: the revision stays, so the next read takes it.
    if (message?.value === undefined) {
      for (const listener of [...entry.listeners]) listener()
      return
    }
    accept(entry, message.rev, message.value)
  }

  function record<T>(
    key: string,
    parse: (stored: unknown) => T | null,
    options: RecordOptions<T> = {},
  ): SharedRecord<T> {
    const { ahead, carry = true } = options
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
        const apply = (stored: Partial<SharedMessage> | undefined) =>
          (next = changed(self, key, stored, change))
        try {
          if (!db) throw new Error('memory')
          await update(key, apply, db)
        } catch {
          // Not stored (IndexedDB refused, or none): the change still holds
          // here and is still told to the other tabs.
          apply({ rev: self.rev, value: self.value })
        }
        medium.post(carry ? next : { key, rev: next.rev })
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

  async function reset() {
    for (const entry of entries.values()) {
      entry.rev = 0
      entry.value = null
    }
    await db?.('readwrite', (store) => store.clear())
  }

  // Tests only: a production build leaves it out.
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

/** The desk's database and channel as a medium; without IndexedDB, this tab's memory. */
export function mediumOf(
  database: Database | null,
  channel: Channel,
): SharedMedium {
  if (!database) return memoryMedium()
  return {
    db: database.store('shared'),
    post: (message) => channel.post({ topic: 'shared', ...message }),
    listen: (onMessage) => channel.listen('shared', onMessage),
  }
}
