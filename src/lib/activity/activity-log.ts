import type { Connection } from '../connection/connection'
import { type Identity, identityOf } from '../connection/identity'
import { type Area, otherArea } from '../connection/key-area'
import { browserChannel } from '../tabs/browser-tabs'
import {
  type ActivityChange,
  type ActivityEntry,
  type ActivityLog,
  EMPTY_LOG,
  readEntry,
} from './activity-entry'
import {
  appendIn,
  appendTab,
  areaOf,
  mergeLogs,
  patchIn,
  patchTab,
} from './activity-areas'

// What this browser sent that could change data: the API keeps no history a
// client can read. One log per server and key, kept where the key is: this
// tab's sessionStorage for a key typed for the tab, the desk's database for a
// remembered one, one record per entry (activity-areas.ts, decision 027).
// When Remember is switched, the log moves with the key once, on this page's
// first write to the new area; until then it is read from both.

export { TAB_LOG_PREFIX } from './activity-areas'

export type LogPlace = Pick<Identity, 'area' | 'name'>

/** The log of a connection; null without a key. */
export function logPlaceFor(connection: Connection): LogPlace | null {
  const identity = identityOf(connection)
  return identity?.hasKey ? { area: identity.area, name: identity.name } : null
}

/** Where this page last wrote each log: the other area was moved in then. */
const writtenIn = new Map<string, Area>()

/** Where the entries this page appended are, by entry id (only this page changes them). */
const seqs = new Map<string, { area: Area; seq: number }>()
const SEQS_KEPT = 4_000

function remember(ids: readonly string[], area: Area, numbers: number[]) {
  ids.forEach((id, at) => seqs.set(id, { area, seq: numbers[at] ?? 0 }))
  for (const id of seqs.keys()) {
    if (seqs.size <= SEQS_KEPT) break
    seqs.delete(id)
  }
}

/** Moves what the other area holds of this log here, once per switch. */
async function moveHere(place: LogPlace): Promise<boolean> {
  if (writtenIn.get(place.name) === place.area) return false
  writtenIn.set(place.name, place.area)
  const there = areaOf(otherArea(place.area))
  const moving = await there.read(place.name).catch(() => EMPTY_LOG)
  if (!moving.entries.length && !moving.dropped) return false
  const oldestFirst = moving.entries.slice().reverse()
  const numbers = await areaOf(place.area).append(
    place.name,
    oldestFirst,
    moving.dropped,
  )
  remember(
    oldestFirst.map((entry) => entry.id),
    place.area,
    numbers,
  )
  await there.clear(place.name).catch(() => undefined)
  return true
}

const listeners = new Set<(change: ActivityChange) => void>()
let listening = false

/** This page's listeners. */
const tell = (change: ActivityChange) =>
  listeners.forEach((listener) => listener(change))

function notify(place: LogPlace, change: ActivityChange) {
  tell(change)
  // A tab's own log is nobody else's business.
  if (place.area !== 'device') return
  browserChannel().post(
    'entry' in change
      ? { topic: 'activity', name: change.name, entry: change.entry }
      : 'removed' in change
        ? { topic: 'activity', name: change.name, removed: change.removed }
        : { topic: 'activity', name: change.name },
  )
}

/** A message from another tab as a change; a previous version's carries none: read again. */
function changeOf(message: {
  name: string
  entry?: unknown
  removed?: unknown
}): ActivityChange {
  const { name } = message
  if (typeof message.removed === 'string')
    return { name, removed: message.removed }
  const entry = message.entry === undefined ? null : readEntry(message.entry)
  return entry ? { name, entry } : { name, reread: true }
}

/** Every log's changes, from this tab or another, each as what changed. */
export function subscribeActivity(
  listener: (change: ActivityChange) => void,
): () => void {
  if (!listening) {
    listening = true
    browserChannel().listen('activity', (message) => tell(changeOf(message)))
    // An import row's entry rides on the row's own message (decision 041).
    browserChannel().listen('import', ({ activity }) => {
      const carried = activity as { name?: unknown } | undefined
      if (typeof carried?.name === 'string')
        tell(changeOf({ ...carried, name: carried.name }))
    })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// Writes from this tab go one after another, so an entry's outcome never
// lands before the entry itself.
let queue: Promise<void> = Promise.resolve()

function enqueue(
  place: LogPlace,
  write: () => Promise<ActivityChange | null>,
): Promise<void> {
  const next = queue.then(async () => {
    let change: ActivityChange | null
    try {
      const moved = await moveHere(place)
      change = await write()
      if (moved) change = { name: place.name, reread: true }
    } catch {
      // Storage refused (private mode, quota): the send itself goes on; the
      // log is a record of it, not a condition for it.
      return
    }
    if (change) notify(place, change)
  })
  queue = next
  return next
}

/** Adds `entry` as the newest of the log. */
export function appendActivity(
  place: LogPlace,
  entry: ActivityEntry,
): Promise<void> {
  return enqueue(place, async () => {
    const numbers = await areaOf(place.area).append(place.name, [entry])
    remember([entry.id], place.area, numbers)
    return { name: place.name, entry }
  })
}

/** Changes an entry this page appended; nothing when it is no longer kept. */
export function patchActivity(
  place: LogPlace,
  id: string,
  patch: Partial<ActivityEntry>,
): Promise<void> {
  return enqueue(place, async () => {
    const at = seqs.get(id)
    if (!at) return null
    const entry = await areaOf(at.area).patch(place.name, at.seq, id, patch)
    return entry && { name: place.name, entry }
  })
}

/** Removes an entry this page appended (its send never left). */
export function removeActivity(place: LogPlace, id: string): Promise<void> {
  return enqueue(place, async () => {
    const at = seqs.get(id)
    if (!at) return null
    seqs.delete(id)
    await areaOf(at.area).remove(place.name, at.seq)
    return { name: place.name, removed: id }
  })
}

/**
 * A write of the log made in another record's atomic step, so the two are
 * stored together or not at all: an import row's mark with its entry, its
 * outcome with the entry's (decision 041).
 */
export interface LogStep {
  /** The area of the log it writes; null: it must go on its own (the log moves first). */
  area: Area | null
  /** Inside the caller's readwrite transaction, on its `activity` store (this device). */
  inStore: (store: IDBObjectStore) => void
  /** Beside the caller's sessionStorage writes, synchronously (this tab); throws when refused. */
  inTab: () => void
  /** Once stored with the caller's: this page's pages told; the change, for the caller to carry to other tabs. */
  stored: () => ActivityChange | null
  /** Stored on its own instead, as any write, told to every tab. */
  alone: () => Promise<void>
  /** An outcome: stored on its own when the caller's write was not. An entry before its send is not. */
  outcome: boolean
}

/** `entry` appended as the newest of the log, in a caller's step. */
export function stageAppend(place: LogPlace, entry: ActivityEntry): LogStep {
  let numbers: number[] = []
  return {
    area: writtenIn.get(place.name) === place.area ? place.area : null,
    inStore: (store) =>
      appendIn(store, place.name, [entry], 0, (seqs) => {
        numbers = seqs
      }),
    inTab: () => {
      numbers = appendTab(place.name, [entry])
    },
    stored: () => {
      remember([entry.id], place.area, numbers)
      const change = { name: place.name, entry }
      tell(change)
      return change
    },
    alone: () => appendActivity(place, entry),
    outcome: false,
  }
}

/** An entry this page appended, changed in a caller's step; null when it is no longer kept. */
export function stagePatch(
  place: LogPlace,
  id: string,
  patch: Partial<ActivityEntry>,
): LogStep | null {
  const at = seqs.get(id)
  if (!at) return null
  let entry: ActivityEntry | null = null
  return {
    area: at.area,
    inStore: (store) =>
      patchIn(store, place.name, at.seq, id, patch, (patched) => {
        entry = patched
      }),
    inTab: () => {
      entry = patchTab(place.name, at.seq, id, patch)
    },
    stored: () => {
      if (!entry) return null
      const change = { name: place.name, entry }
      tell(change)
      return change
    },
    alone: () => patchActivity(place, id, patch),
    outcome: true,
  }
}

/** Resolves once every write this tab started has been stored (tests, the page after a send). */
export function settled(): Promise<void> {
  return queue
}

/** The key's log, from where it is kept and from where it was kept before Remember was switched. */
export async function readActivityLog(place: LogPlace): Promise<ActivityLog> {
  const read = (area: Area) =>
    areaOf(area)
      .read(place.name)
      .catch(() => EMPTY_LOG)
  return mergeLogs(await read(place.area), await read(otherArea(place.area)))
}

/** Removes the logs named, in both areas, after this tab's pending writes. */
function clear(names: readonly string[]): Promise<void> {
  const done = queue.then(async () => {
    for (const name of names) {
      await areaOf('tab').clear(name)
      // Without IndexedDB there is no device log to clear.
      await areaOf('device')
        .clear(name)
        .catch(() => undefined)
      notify({ area: 'device', name }, { name, reread: true })
    }
  })
  queue = done.catch(() => undefined)
  return done
}

/** Forget key: removes the logs of the forgotten keys (their names: forgetApiKey), wherever they are kept. */
export function clearActivityLogs(names: readonly string[]): Promise<void> {
  return clear(names)
}

/** Reset demo data: the animals the log names are gone. */
export function clearActivityLog(connection: Connection): Promise<void> {
  const place = logPlaceFor(connection)
  return place ? clear([place.name]) : Promise.resolve()
}
