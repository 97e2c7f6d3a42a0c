// Not idb-keyval's get and update: they bring its default database along
// into the first load, where the desk's own store is always given.
import { promisifyRequest, type UseStore } from 'idb-keyval'
import type { Channel } from './channel'
import type { Database } from './database'
import type { Listener } from '../util/store'

// State every tab must agree on (waits, the pace book, today's count, the
// last headers), changed atomically in one IndexedDB readwrite transaction:
// Chromium's per-tab localStorage cache would lose another tab's write.
// Messages carry the new state and a revision, so a late one never takes a
// copy back; a wait's later end wins over the revision. A frozen tab's copy
// can be behind: before a send, call `read()`, or read it in the change's
// own transaction (`reading`). Changes no other tab must hear of at once
// (`updateSoon`) wait for one transaction a second (decisions 011, 040).

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

/** A record as another change reads it. */
export type ReadableRecord = Pick<SharedRecord<unknown>, 'key' | 'read'>

export interface UpdateOptions {
  /** A record of the same shared state read afresh in the same transaction, as `read` does. */
  reading?: ReadableRecord
  /** False: other tabs are not told (a change that can only make them wait longer, never sooner). */
  tell?: boolean
}

export interface SharedRecord<T> {
  readonly key: string
  /** This tab's copy: what the last read, update or message said, with its changes still to store. */
  peek: () => T | null
  read: () => Promise<T | null>
  /** `change` runs inside the transaction, so it must be synchronous. */
  update: (
    change: (current: T | null) => T | null,
    options?: UpdateOptions,
  ) => Promise<T | null>
  /**
   * Stores `change` with the page's other such changes, of any record, in one
   * transaction within `SOON_MS` (at once when the page is hidden); `peek`
   * shows it now. For figures shown to people, never for what decides a send.
   */
  updateSoon: (change: (current: T | null) => T | null) => void
  subscribe: (listener: Listener) => () => void
}

type Change = (current: unknown) => unknown

interface Entry {
  key: string
  rev: number
  value: unknown
  parse: (stored: unknown) => unknown
  ahead: ((a: unknown, b: unknown) => boolean) | undefined
  listeners: Set<Listener>
  /** `updateSoon` changes not yet stored, oldest first. */
  soon: Change[]
}

/** How long an `updateSoon` change may wait to be stored and told. */
export const SOON_MS = 1_000

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
function changed(
  entry: Entry,
  key: string,
  stored: Partial<SharedMessage> | undefined,
  change: Change,
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
    value: change(base),
  }
}

type Stored = Partial<SharedMessage> | undefined

function tell(entry: Entry) {
  for (const listener of [...entry.listeners]) listener()
}

/** `shown`: what this tab showed already (its own changes, as JSON): not told again. */
function accept(entry: Entry, rev: unknown, raw: unknown, shown?: string) {
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
  if (shown !== JSON.stringify(theirs)) tell(entry)
}

/** A message from another tab, for the record it names among `entries`. */
function onMessage(entries: Map<string, Entry>, data: unknown) {
  const message = data as Partial<SharedMessage> | null
  const entry = entries.get(String(message?.key))
  if (!entry) return
  // Only that it changed: the revision stays, so the next read takes it.
  if (message?.value === undefined) {
    tell(entry)
    return
  }
  accept(entry, message.rev, message.value)
}

/**
 * The page's `updateSoon` changes: which records have some, stored each in
 * its transaction within `SOON_MS`, and at once when the page is hidden.
 */
function soonChanges() {
  /** Records with changes to store, and each one's update. */
  const records = new Map<Entry, (change: Change) => unknown>()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Each update takes its record's changes.
  const store = () => {
    for (const update of [...records.values()]) void update((value) => value)
  }
  // A page hidden (closed, or left where it may be frozen) stores at once.
  if (typeof document === 'object')
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) store()
    })
  return {
    add(entry: Entry, update: (change: Change) => unknown) {
      records.set(entry, update)
      timer ??= setTimeout(store, SOON_MS)
    },
    /** `entry`'s changes are being stored. */
    done(entry: Entry) {
      records.delete(entry)
      if (records.size > 0) return
      clearTimeout(timer)
      timer = undefined
    },
    clear() {
      records.clear()
      clearTimeout(timer)
      timer = undefined
    },
  }
}

export function createSharedState(medium: SharedMedium) {
  const entries = new Map<string, Entry>()
  const db = medium.db
  let soon: ReturnType<typeof soonChanges> | undefined

  function entryOf(key: string, parse: Entry['parse'], ahead: Entry['ahead']) {
    if (!soon) {
      soon = soonChanges()
      medium.listen((data) => onMessage(entries, data))
    }
    let entry = entries.get(key)
    if (!entry) {
      entry = {
        key,
        rev: 0,
        value: null,
        parse,
        ahead,
        listeners: new Set(),
        soon: [],
      }
      entries.set(key, entry)
    }
    return entry
  }

  function record<T>(
    key: string,
    parse: (stored: unknown) => T | null,
    options: RecordOptions<T> = {},
  ): SharedRecord<T> {
    const { ahead, carry = true } = options
    const self = entryOf(key, parse, ahead as Entry['ahead'])
    const later = soon as ReturnType<typeof soonChanges>
    const read = async () => {
      try {
        const stored =
          db &&
          (await db('readonly', (store) =>
            promisifyRequest<Stored>(store.get(key)),
          ))
        accept(self, stored?.rev, stored?.value)
      } catch {
        // IndexedDB refused (blocked, broken): this tab carries on with its
        // copy, and tries again on the next call.
      }
      return self.value as T | null
    }
    const shared: SharedRecord<T> = {
      key,
      peek: () =>
        (self.soon.length > 0
          ? composed(self.soon)(self.value)
          : self.value) as T | null,
      read,
      async update(change, { reading, tell = true } = {}) {
        // Its changes still to store go first, in this transaction.
        const pending = self.soon.splice(0)
        later.done(self)
        const shown = pending.length
          ? JSON.stringify(composed(pending)(self.value))
          : undefined
        const whole = composed([...pending, change as Change])
        let next: SharedMessage = { key, rev: 0, value: null }
        const apply = (stored: Stored) =>
          (next = changed(self, key, stored, whole))
        let read: IDBRequest<Stored> | undefined
        try {
          if (!db) throw new Error('memory')
          // One transaction: `reading` read, then this record changed.
          await db('readwrite', (store) => {
            if (reading) read = store.get(reading.key)
            const request = store.get(key)
            request.onsuccess = () =>
              store.put(apply(request.result as Stored), key)
            return promisifyRequest(store.transaction)
          })
        } catch {
          // Not stored (IndexedDB refused, or none): the change still holds
          // here and is still told to the other tabs; `reading` is read
          // apart (in this tab's memory, the pacer's book without Web Locks).
          read = undefined
          apply({ rev: self.rev, value: self.value })
          if (reading) await reading.read()
        }
        const other = reading && entries.get(reading.key)
        if (other && read) accept(other, read.result?.rev, read.result?.value)
        if (tell) medium.post(carry ? next : { key, rev: next.rev })
        accept(self, next.rev, next.value, shown)
        return self.value as T | null
      },
      updateSoon(change) {
        self.soon.push(change as Change)
        later.add(self, shared.update as (change: Change) => unknown)
        tell(self)
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
    soon?.clear()
    for (const entry of entries.values()) {
      entry.rev = 0
      entry.value = null
      entry.soon = []
    }
    await db?.('readwrite', (store) => store.clear())
  }

  // Tests only: a production build leaves it out.
  return { record, reset: import.meta.env.DEV ? reset : skip }
}

/** The changes one after another, as one. */
const composed =
  (changes: readonly Change[]): Change =>
  (value) =>
    changes.reduce((current, change) => change(current), value)

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
