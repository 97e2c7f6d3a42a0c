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
// can be behind: before a send, call `read()`, or read it in a transaction
// of its own (`transact`, `reading`). Changes no other tab must hear of at
// once (`updateSoon`) wait for one transaction a second (decisions 011, 040).

export interface SharedMedium {
  /** One transaction per call (idb-keyval's store); null: this tab's memory only. */
  db: UseStore | null
  post: (message: SharedMessage) => void
  listen: (onMessage: (data: unknown) => void) => () => void
}

export interface SharedMessage {
  key: string
  rev: number
  /** Absent when the message says only that the record changed (`post`). */
  value?: unknown
}

/** A record as a transaction reads it afresh (`transact`). */
export type ReadableRecord = Pick<SharedRecord<unknown>, 'key' | 'read'>

export interface SharedRecord<T> {
  readonly key: string
  /** This tab's copy: what the last read, update or message said, with its changes still to store. */
  peek: () => T | null
  read: () => Promise<T | null>
  /** `change` runs inside the transaction, so it must be synchronous. */
  update: (change: (current: T | null) => T | null) => Promise<T | null>
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
 * Runs `body` in one readwrite transaction of the shared store, with
 * `reading` read afresh in it first; rejects where there is none (this tab's
 * memory) or IndexedDB refuses. For records kept apart, under keys of their
 * own (the pace book's slots, decision 044).
 */
async function transact(
  db: UseStore | null,
  entries: Map<string, Entry>,
  body: (store: IDBObjectStore) => void,
  reading?: ReadableRecord,
) {
  let read: IDBRequest<Stored> | undefined
  if (!db) throw new Error('memory')
  await db('readwrite', (store) => {
    if (reading) read = store.get(reading.key)
    body(store)
    return promisifyRequest(store.transaction)
  })
  const other = reading && entries.get(reading.key)
  if (other && read) accept(other, read.result?.rev, read.result?.value)
}

/** Reads `entry` afresh into this tab's copy, and returns the copy. */
async function readInto(db: UseStore | null, entry: Entry) {
  try {
    const stored =
      db &&
      (await db('readonly', (store) =>
        promisifyRequest<Stored>(store.get(entry.key)),
      ))
    accept(entry, stored?.rev, stored?.value)
  } catch {
    // IndexedDB refused (blocked, broken): this tab carries on with its
    // copy, and tries again on the next call.
  }
  return entry.value
}

export function createSharedState(medium: SharedMedium) {
  const entries = new Map<string, Entry>()
  const db = medium.db
  let listening = false
  /** Records with `updateSoon` changes to store, and each one's update. */
  const soon = new Map<Entry, (change: Change) => unknown>()
  let soonTimer: ReturnType<typeof setTimeout> | undefined
  const noneSoon = (entry: Entry) => {
    soon.delete(entry)
    if (soon.size > 0) return
    clearTimeout(soonTimer)
    soonTimer = undefined
  }
  /** Stores every record's `updateSoon` changes, each in its transaction. */
  const storeSoon = () => {
    // Each update takes its record's changes.
    for (const update of [...soon.values()]) void update((value) => value)
  }

  function record<T>(
    key: string,
    parse: (stored: unknown) => T | null,
    options: RecordOptions<T> = {},
  ): SharedRecord<T> {
    if (!listening) {
      listening = true
      medium.listen((data) => onMessage(entries, data))
      // A page hidden (closed, or left where it may be frozen) stores at once.
      if (typeof document === 'object')
        document.addEventListener('visibilitychange', () => {
          if (document.hidden) storeSoon()
        })
    }
    const self = entries.get(key) ?? {
      key,
      rev: 0,
      value: null,
      parse,
      ahead: options.ahead as Entry['ahead'],
      listeners: new Set(),
      soon: [],
    }
    entries.set(key, self)
    const read = () => readInto(db, self) as Promise<T | null>
    const shared: SharedRecord<T> = {
      key,
      peek: () =>
        (self.soon.length > 0
          ? composed(self.soon)(self.value)
          : self.value) as T | null,
      read,
      async update(change) {
        // Its changes still to store go first, in this transaction.
        const pending = self.soon.splice(0)
        noneSoon(self)
        const shown = pending.length
          ? JSON.stringify(composed(pending)(self.value))
          : undefined
        const whole = composed([...pending, change as Change])
        let next: SharedMessage = { key, rev: 0, value: null }
        const apply = (stored: Stored) =>
          (next = changed(self, key, stored, whole))
        try {
          // Thrown here, not awaited: in memory, the change lands at once.
          if (!db) throw new Error('memory')
          await transact(db, entries, (store) => {
            const request = store.get(key)
            request.onsuccess = () =>
              store.put(apply(request.result as Stored), key)
          })
        } catch {
          // Not stored (IndexedDB refused, or none): the change still holds
          // here and is still told to the other tabs.
          apply({ rev: self.rev, value: self.value })
        }
        medium.post(next)
        accept(self, next.rev, next.value, shown)
        return self.value as T | null
      },
      updateSoon(change) {
        self.soon.push(change as Change)
        soon.set(self, shared.update as (change: Change) => unknown)
        soonTimer ??= setTimeout(storeSoon, SOON_MS)
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

  return {
    record,
    transact: (
      body: (store: IDBObjectStore) => void,
      reading?: ReadableRecord,
    ) => transact(db, entries, body, reading),
    /** Tells the other tabs that `key` changed, without its value: they read it when they need it. */
    post: (key: string) => medium.post({ key, rev: 0 }),
  }
}

/** The changes one after another, as one. */
const composed =
  (changes: readonly Change[]): Change =>
  (value) =>
    changes.reduce((current, change) => change(current), value)

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
