import type { Connection } from '../connection/connection'
import { type Identity, identityOf } from '../connection/identity'
import { type Area, otherArea } from '../connection/key-area'
import type { Channel } from '../tabs/channel'
import type { Database } from '../tabs/database'
import type { Tabs } from '../tabs/tabs'
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
  type LogArea,
  logAreas,
  mergeLogs,
  patchIn,
  patchTab,
} from './activity-areas'

// What this browser sent that could change data: the API keeps no history a
// client can read. One log per server and key, kept where the key is: this
// tab's sessionStorage for a key typed for the tab, the desk's database for a
// remembered one, one record per entry (activity-areas.ts, decision 027).
// When Remember is switched, the log moves with the key once, on this page's
// first write to the new area; until then it is read from both. Each Tabs
// has its own (activityOf): its database and channel, its queue of writes
// and its listeners (decision 032).

export { TAB_LOG_PREFIX } from './activity-areas'

export type LogPlace = Pick<Identity, 'area' | 'name'>

/** The log of a connection; null without a key. */
export function logPlaceFor(connection: Connection): LogPlace | null {
  const identity = identityOf(connection)
  return identity?.hasKey ? { area: identity.area, name: identity.name } : null
}

/**
 * What a page's log knows of its own writes: where it last wrote each log
 * (the other area was moved in then), and where the entries it appended
 * are, by entry id (only this page changes them).
 */
interface Written {
  areaOf: (area: Area) => LogArea
  writtenIn: Map<string, Area>
  seqs: Map<string, { area: Area; seq: number }>
}

const SEQS_KEPT = 4_000

function remember(
  { seqs }: Written,
  ids: readonly string[],
  area: Area,
  numbers: number[],
) {
  ids.forEach((id, at) => seqs.set(id, { area, seq: numbers[at] ?? 0 }))
  for (const id of seqs.keys()) {
    if (seqs.size <= SEQS_KEPT) break
    seqs.delete(id)
  }
}

/** Moves what the other area holds of this log here, once per switch. */
async function moveHere(written: Written, place: LogPlace): Promise<boolean> {
  const { areaOf, writtenIn } = written
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
    written,
    oldestFirst.map((entry) => entry.id),
    place.area,
    numbers,
  )
  await there.clear(place.name).catch(() => undefined)
  return true
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

/** This page's listeners, told of this tab's changes and, over `channel`, of the others'. */
function createListeners(channel: Channel) {
  const listeners = new Set<(change: ActivityChange) => void>()
  let listening = false
  const tell = (change: ActivityChange) =>
    listeners.forEach((listener) => listener(change))
  return {
    tell,
    notify: (place: LogPlace, change: ActivityChange) => {
      tell(change)
      // A tab's own log is nobody else's business.
      if (place.area !== 'device') return
      channel.post(
        'entry' in change
          ? { topic: 'activity', name: change.name, entry: change.entry }
          : 'removed' in change
            ? { topic: 'activity', name: change.name, removed: change.removed }
            : { topic: 'activity', name: change.name },
      )
    },
    subscribe: (listener: (change: ActivityChange) => void): (() => void) => {
      if (!listening) {
        listening = true
        channel.listen('activity', (message) => tell(changeOf(message)))
        // An import row's entry rides on the row's own message (decision 041).
        channel.listen('import', ({ activity }) => {
          const carried = activity as { name?: unknown } | undefined
          if (typeof carried?.name === 'string')
            tell(changeOf({ ...carried, name: carried.name }))
        })
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** A step of the log as data: run in the page's transaction, or a worker's (the import's rows, decision 048). */
export type LogOp =
  | { kind: 'append'; name: string; entry: ActivityEntry }
  | {
      kind: 'patch'
      name: string
      seq: number
      id: string
      patch: Partial<ActivityEntry>
    }

/** What running `op` returned: the entry's number, or the changed entry (null: no longer kept). */
export type LogOpResult = number[] | ActivityEntry | null

/** Runs `op` inside a readwrite transaction on its `activity` store. */
export function runLogOp(
  store: IDBObjectStore,
  op: LogOp,
  done: (result: LogOpResult) => void,
) {
  if (op.kind === 'append') appendIn(store, op.name, [op.entry], 0, done)
  else patchIn(store, op.name, op.seq, op.id, op.patch, done)
}

/**
 * A write of the log made in another record's atomic step, so the two are
 * stored together or not at all: an import row's mark with its entry, its
 * outcome with the entry's (decision 041).
 */
export interface LogStep {
  /** The area of the log it writes; null: it must go on its own (the log moves first). */
  area: Area | null
  /** The step as data: run in the caller's readwrite transaction on this device (`runLogOp`), the page's or a worker's. */
  op: LogOp
  /** Given what `op` returned there. */
  ran: (result: LogOpResult) => void
  /** Beside the caller's sessionStorage writes, synchronously (this tab); throws when refused. */
  inTab: () => void
  /** Once stored with the caller's: this page's pages told; the change, for the caller to carry to other tabs. */
  stored: () => ActivityChange | null
  /** Stored on its own instead, as any write, told to every tab. */
  alone: () => Promise<void>
  /** An outcome: stored on its own when the caller's write was not. An entry before its send is not. */
  outcome: boolean
}

/** A page's Activity log: every log it reads and writes, over one database and channel. */
export interface Activity {
  /** Adds `entry` as the newest of the log. */
  append: (place: LogPlace, entry: ActivityEntry) => Promise<void>
  /** Changes an entry this page appended; nothing when it is no longer kept. */
  patch: (
    place: LogPlace,
    id: string,
    patch: Partial<ActivityEntry>,
  ) => Promise<void>
  /** Removes an entry this page appended (its send never left). */
  remove: (place: LogPlace, id: string) => Promise<void>
  /** `entry` appended as the newest of the log, in a caller's step. */
  stageAppend: (place: LogPlace, entry: ActivityEntry) => LogStep
  /** An entry this page appended, changed in a caller's step; null when it is no longer kept. */
  stagePatch: (
    place: LogPlace,
    id: string,
    patch: Partial<ActivityEntry>,
  ) => LogStep | null
  /** Resolves once every write this page started has been stored (tests, the page after a send). */
  settled: () => Promise<void>
  /** The key's log, from where it is kept and from where it was kept before Remember was switched. */
  read: (place: LogPlace) => Promise<ActivityLog>
  /** Every log's changes, from this tab or another, each as what changed. */
  subscribe: (listener: (change: ActivityChange) => void) => () => void
  /** Forget key: removes the logs of the forgotten keys (their names: forgetApiKey), wherever they are kept. */
  clearLogs: (names: readonly string[]) => Promise<void>
  /** Reset demo data: the animals the log names are gone. */
  clearLogOf: (connection: Connection) => Promise<void>
}

/** The Activity log of a page over `database` and `channel`. */
function createActivity(database: Database | null, channel: Channel): Activity {
  const written: Written = {
    areaOf: logAreas(database),
    writtenIn: new Map(),
    seqs: new Map(),
  }
  const { areaOf, seqs } = written
  const { tell, notify, subscribe } = createListeners(channel)
  // Writes from this page go one after another, so an entry's outcome
  // never lands before the entry itself.
  let queue: Promise<void> = Promise.resolve()

  function enqueue(
    place: LogPlace,
    write: () => Promise<ActivityChange | null>,
  ): Promise<void> {
    const next = queue.then(async () => {
      let change: ActivityChange | null
      try {
        const moved = await moveHere(written, place)
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

  /** Removes the logs named, in both areas, after this page's pending writes. */
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

  const activity: Activity = {
    append: (place, entry) =>
      enqueue(place, async () => {
        const numbers = await areaOf(place.area).append(place.name, [entry])
        remember(written, [entry.id], place.area, numbers)
        return { name: place.name, entry }
      }),
    patch: (place, id, patch) =>
      enqueue(place, async () => {
        const at = seqs.get(id)
        if (!at) return null
        const entry = await areaOf(at.area).patch(place.name, at.seq, id, patch)
        return entry && { name: place.name, entry }
      }),
    remove: (place, id) =>
      enqueue(place, async () => {
        const at = seqs.get(id)
        if (!at) return null
        seqs.delete(id)
        await areaOf(at.area).remove(place.name, at.seq)
        return { name: place.name, removed: id }
      }),
    stageAppend: (place, entry) =>
      stageAppend(written, tell, activity, place, entry),
    stagePatch: (place, id, patch) =>
      stagePatch(written, tell, activity, place, id, patch),
    settled: () => queue,
    async read(place) {
      const read = (area: Area) =>
        areaOf(area)
          .read(place.name)
          .catch(() => EMPTY_LOG)
      return mergeLogs(
        await read(place.area),
        await read(otherArea(place.area)),
      )
    },
    subscribe,
    clearLogs: clear,
    clearLogOf(connection) {
      const place = logPlaceFor(connection)
      return place ? clear([place.name]) : Promise.resolve()
    },
  }
  return activity
}

function stageAppend(
  written: Written,
  tell: (change: ActivityChange) => void,
  activity: Activity,
  place: LogPlace,
  entry: ActivityEntry,
): LogStep {
  let numbers: number[] = []
  const op: LogOp = { kind: 'append', name: place.name, entry }
  const ran = (result: LogOpResult) => {
    if (Array.isArray(result)) numbers = result
  }
  return {
    area: written.writtenIn.get(place.name) === place.area ? place.area : null,
    op,
    ran,
    inTab: () => {
      numbers = appendTab(place.name, [entry])
    },
    stored: () => {
      remember(written, [entry.id], place.area, numbers)
      const change = { name: place.name, entry }
      tell(change)
      return change
    },
    alone: () => activity.append(place, entry),
    outcome: false,
  }
}

function stagePatch(
  written: Written,
  tell: (change: ActivityChange) => void,
  activity: Activity,
  place: LogPlace,
  id: string,
  patch: Partial<ActivityEntry>,
): LogStep | null {
  const at = written.seqs.get(id)
  if (!at) return null
  let entry: ActivityEntry | null = null
  const op: LogOp = { kind: 'patch', name: place.name, seq: at.seq, id, patch }
  const ran = (result: LogOpResult) => {
    entry = Array.isArray(result) ? null : result
  }
  return {
    area: at.area,
    op,
    ran,
    inTab: () => {
      entry = patchTab(place.name, at.seq, id, patch)
    },
    stored: () => {
      if (!entry) return null
      const change = { name: place.name, entry }
      tell(change)
      return change
    },
    alone: () => activity.patch(place, id, patch),
    outcome: true,
  }
}

// One log per Tabs, made on first use: a test's own Tabs starts with none.
const byTabs = new WeakMap<Tabs, Activity>()

/** The Activity log of `tabs` (its database and channel). */
export function activityOf(tabs: Tabs): Activity {
  let activity = byTabs.get(tabs)
  if (!activity) {
    activity = createActivity(tabs.database, tabs.channel)
    byTabs.set(tabs, activity)
  }
  return activity
}
