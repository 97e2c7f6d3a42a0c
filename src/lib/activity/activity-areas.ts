import type { UseStore } from 'idb-keyval'
import type { Area } from '../connection/identity'
import type { Database } from '../tabs/database'
import { readJson, removeItem } from '../tabs/web-storage'
import { transactionResult } from '../tabs/transaction-result'
import {
  type ActivityEntry,
  type ActivityLog,
  MAX_ENTRIES,
  parseLog,
  readEntry,
} from './activity-entry'

// Where a log is kept, one record per entry, so a write costs the same at
// entry 1 and entry 1,000 (decision 027). Per log, a small head counts the
// entries by sequence number: `first` is the oldest kept, `next` the one to
// come; appending past MAX_ENTRIES deletes the oldest and counts it (on
// this device, 50 at a time: TRIM_AT_ONCE).
// - this device (IndexedDB, the `activity` store): the head at
//   [name, 'head'], each entry at [name, seq]; array keys, as a job's chunks.
// - this tab (sessionStorage): the head at `<prefix><name>#head`, each entry
//   at `<prefix><name>#<seq>`.
// The previous version kept the whole log under `name` (`<prefix><name>`):
// still read and merged. On this device it is never written here, since a
// tab of that version may still append to it.

export const TAB_LOG_PREFIX = 'adoption-desk:activity:'

interface Head {
  first: number
  next: number
  dropped: number
}

const EMPTY_HEAD: Head = { first: 0, next: 0, dropped: 0 }

function readHeadValue(value: unknown): Head {
  const head = value as Partial<Head> | null
  const whole = (n: unknown): n is number =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
  return head &&
    whole(head.first) &&
    whole(head.next) &&
    whole(head.dropped) &&
    head.first <= head.next
    ? { first: head.first, next: head.next, dropped: head.dropped }
    : EMPTY_HEAD
}

/**
 * On this device, entries past the cap go this many at a time, in one range
 * delete: a log at its cap (an import past its 1,000th row) would otherwise
 * pay a delete a write. A read shows the newest MAX_ENTRIES and counts the
 * others as dropped, so what is shown is the same (logOf).
 */
const TRIM_AT_ONCE = 50

/**
 * The head after appending `count` entries, and the sequence numbers to
 * delete, [from, to): none until more than `slack` entries are past the cap.
 */
function grow(head: Head, count: number, slack = 0) {
  const next = head.next + count
  const first =
    next - head.first > MAX_ENTRIES + slack
      ? Math.max(head.first, next - MAX_ENTRIES)
      : head.first
  return {
    head: { first, next, dropped: head.dropped + (first - head.first) },
    from: head.first,
    to: first,
    seqs: Array.from({ length: count }, (_, at) => head.next + at),
  }
}

/** One log area: every call is one atomic step (one transaction, or synchronous). */
export interface LogArea {
  /** The whole log, newest first, with the previous version's record merged. */
  read: (name: string) => Promise<ActivityLog>
  /** Appends `entries`, oldest first, and `dropped` to the count; their sequence numbers. */
  append: (
    name: string,
    entries: readonly ActivityEntry[],
    dropped?: number,
  ) => Promise<number[]>
  /** The entry after the change; null when it is no longer kept. */
  patch: (
    name: string,
    seq: number,
    id: string,
    patch: Partial<ActivityEntry>,
  ) => Promise<ActivityEntry | null>
  remove: (name: string, seq: number) => Promise<void>
  /** Removes the log, the previous version's record with it. */
  clear: (name: string) => Promise<void>
}

/** Both parts of a log as one, newest first, capped. */
export function mergeLogs(a: ActivityLog, b: ActivityLog): ActivityLog {
  if (!b.entries.length && !b.dropped && !b.unreadable) return a
  const ids = new Set(a.entries.map((entry) => entry.id))
  const entries = [
    ...a.entries,
    ...b.entries.filter((entry) => !ids.has(entry.id)),
  ].sort((x, y) => y.at - x.at)
  const over = Math.max(0, entries.length - MAX_ENTRIES)
  return {
    entries: entries.slice(0, MAX_ENTRIES),
    dropped: a.dropped + b.dropped + over,
    unreadable: a.unreadable + b.unreadable,
  }
}

/** Entries as stored, oldest first, into a log: those past the cap not yet deleted (TRIM_AT_ONCE) count as dropped. */
function logOf(stored: readonly unknown[], head: Head): ActivityLog {
  const over = Math.max(0, stored.length - MAX_ENTRIES)
  const log = parseLog({ entries: stored.slice(over).reverse() })
  return { ...log, dropped: head.dropped + over }
}

/** The stored entry `id` (a log cleared since has other entries at that number). */
const isEntry = (value: unknown, id: string): value is object =>
  typeof value === 'object' &&
  value !== null &&
  (value as { id?: unknown }).id === id

/** Runs `body` in one transaction of `store`; its result once committed. */
function transact<T>(
  store: UseStore | undefined,
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  // Without IndexedDB: a rejection, like any refused read or write.
  return Promise.resolve().then(() => {
    if (!store) throw new Error('This browser keeps no IndexedDB.')
    return store(mode, (opened) =>
      transactionResult<T>(opened.transaction, (done) => body(opened, done)),
    )
  })
}

const headKey = (name: string) => [name, 'head']
const entryKey = (name: string, seq: number) => [name, seq]
// Numbers sort before strings: the entries, without the head.
const entries = (name: string) => IDBKeyRange.bound([name, 0], [name, Infinity])
// Every array key of the log: [name] sorts before them, [name, []] after.
const everything = (name: string) => IDBKeyRange.bound([name], [name, []])

/**
 * Appends `added` (oldest first) on the `activity` store of a readwrite
 * transaction, this module's or another's (an import row's, decision 041);
 * `done` gets their sequence numbers.
 */
export function appendIn(
  store: IDBObjectStore,
  name: string,
  added: readonly ActivityEntry[],
  dropped: number,
  done: (seqs: number[]) => void,
) {
  const request = store.get(headKey(name))
  request.onsuccess = () => {
    const grown = grow(
      readHeadValue(request.result),
      added.length,
      TRIM_AT_ONCE,
    )
    added.forEach((entry, at) =>
      store.put(entry, entryKey(name, grown.seqs[at] ?? 0)),
    )
    if (grown.to > grown.from)
      store.delete(
        IDBKeyRange.bound(
          entryKey(name, grown.from),
          entryKey(name, grown.to),
          false,
          true,
        ),
      )
    const head = { ...grown.head, dropped: grown.head.dropped + dropped }
    store.put(head, headKey(name))
    done(grown.seqs)
  }
}

/** Changes entry `id` at `seq`, as appendIn; `done` gets it, or null when it is no longer kept. */
export function patchIn(
  store: IDBObjectStore,
  name: string,
  seq: number,
  id: string,
  patch: Partial<ActivityEntry>,
  done: (entry: ActivityEntry | null) => void,
) {
  const request = store.get(entryKey(name, seq))
  request.onsuccess = () => {
    const stored: unknown = request.result
    if (!isEntry(stored, id)) return done(null)
    const next = { ...stored, ...patch }
    store.put(next, entryKey(name, seq))
    done(readEntry(next))
  }
}

/** The log area of `database`'s `activity` store. */
function deviceArea(database: Database | null): LogArea {
  const store = database?.store('activity')
  return {
    read: (name) =>
      transact(store, 'readonly', (store, done) => {
        const head = store.get(headKey(name))
        const stored = store.getAll(entries(name))
        const whole = store.get(name)
        whole.onsuccess = () =>
          done(
            mergeLogs(
              logOf(stored.result, readHeadValue(head.result)),
              parseLog(whole.result),
            ),
          )
      }),
    append: (name, added, dropped = 0) =>
      transact(store, 'readwrite', (store, done) =>
        appendIn(store, name, added, dropped, done),
      ),
    patch: (name, seq, id, patch) =>
      transact(store, 'readwrite', (store, done) =>
        patchIn(store, name, seq, id, patch, done),
      ),
    remove: (name, seq) =>
      transact(store, 'readwrite', (store, done) => {
        store.delete(entryKey(name, seq))
        done(undefined)
      }),
    clear: (name) =>
      transact(store, 'readwrite', (store, done) => {
        store.delete(everything(name))
        store.delete(name)
        done(undefined)
      }),
  }
}

const tabKey = (name: string, part: number | 'head') =>
  `${TAB_LOG_PREFIX}${name}#${part}`

function readTabHead(name: string): Head {
  return readHeadValue(readJson('session', tabKey(name, 'head')))
}

/** Throws when the tab's storage refuses the write (quota). */
function writeTab(key: string, value: unknown) {
  window.sessionStorage.setItem(key, JSON.stringify(value))
}

/** Appends to this tab's log, synchronously; throws when the tab's storage refuses. */
export function appendTab(
  name: string,
  added: readonly ActivityEntry[],
  dropped = 0,
): number[] {
  // The previous version's whole log of this tab moves into entries first:
  // no page of that version runs in this tab any more.
  const whole = readJson('session', TAB_LOG_PREFIX + name)
  if (whole !== null) {
    removeItem('session', TAB_LOG_PREFIX + name)
    const log = parseLog(whole)
    appendTab(name, log.entries.slice().reverse(), log.dropped)
  }
  const grown = grow(readTabHead(name), added.length)
  added.forEach((entry, at) =>
    writeTab(tabKey(name, grown.seqs[at] ?? 0), entry),
  )
  for (let seq = grown.from; seq < grown.to; seq += 1)
    removeItem('session', tabKey(name, seq))
  writeTab(tabKey(name, 'head'), {
    ...grown.head,
    dropped: grown.head.dropped + dropped,
  })
  return grown.seqs
}

/** Changes an entry of this tab's log, synchronously; throws when refused. */
export function patchTab(
  name: string,
  seq: number,
  id: string,
  patch: Partial<ActivityEntry>,
): ActivityEntry | null {
  const stored = readJson('session', tabKey(name, seq))
  if (!isEntry(stored, id)) return null
  const next = { ...stored, ...patch }
  writeTab(tabKey(name, seq), next)
  return readEntry(next)
}

const tabArea: LogArea = {
  read: (name) => {
    const head = readTabHead(name)
    const stored: unknown[] = []
    for (let seq = head.first; seq < head.next; seq += 1) {
      const item = readJson('session', tabKey(name, seq))
      if (item !== null) stored.push(item)
    }
    const whole = parseLog(readJson('session', TAB_LOG_PREFIX + name))
    return Promise.resolve(mergeLogs(logOf(stored, head), whole))
  },
  append: (name, added, dropped) =>
    Promise.resolve().then(() => appendTab(name, added, dropped)),
  patch: (name, seq, id, patch) =>
    Promise.resolve().then(() => patchTab(name, seq, id, patch)),
  remove: (name, seq) =>
    Promise.resolve().then(() => removeItem('session', tabKey(name, seq))),
  clear: (name) =>
    Promise.resolve().then(() => {
      const head = readTabHead(name)
      for (let seq = head.first; seq < head.next; seq += 1)
        removeItem('session', tabKey(name, seq))
      removeItem('session', tabKey(name, 'head'))
      removeItem('session', TAB_LOG_PREFIX + name)
    }),
}

/** The two areas of a page's logs: this tab's, and `database`'s. */
export function logAreas(database: Database | null): (area: Area) => LogArea {
  const device = deviceArea(database)
  return (area) => (area === 'tab' ? tabArea : device)
}
