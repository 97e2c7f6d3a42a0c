import { del, get, update, type UseStore } from 'idb-keyval'
import type { Connection, SavedKey } from '../connection/connection'
import {
  type Area,
  type Identity,
  identityOf,
  targetName,
  targetOf,
} from '../connection/identity'
import { browserChannel, browserDatabase } from '../tabs/browser-tabs'
import { readJson, removeItem, writeJson } from '../tabs/web-storage'
import {
  type ActivityLog,
  EMPTY_LOG,
  MAX_ENTRIES,
  parseLog,
} from './activity-entry'

// What this browser sent that could change data: the API keeps no history a
// client can read. One log per server and key, kept where the key is: this
// tab's sessionStorage for a key typed for the tab, the desk's database for a
// remembered one (one transaction per append, so tabs never lose each
// other's entries; decision 011). When Remember is switched, the log is read
// from both places and moves with the key on its next write.

export type LogPlace = Pick<Identity, 'area' | 'name'>

/** The log of a connection; null without a key. */
export function logPlaceFor(connection: Connection): LogPlace | null {
  const identity = identityOf(connection)
  return identity?.hasKey ? { area: identity.area, name: identity.name } : null
}

export const TAB_LOG_PREFIX = 'adoption-desk:activity:'

const other = (area: Area): Area => (area === 'tab' ? 'device' : 'tab')

function deviceStore(): UseStore {
  const store = browserDatabase()?.store('activity')
  if (!store) throw new Error('This browser keeps no IndexedDB.')
  return store
}

/** What is stored: unreadable entries are not written back. */
function toStored(log: ActivityLog) {
  return { v: 1, entries: log.entries, dropped: log.dropped }
}

/** Both logs of one key as one, newest first (Remember switched between sends). */
function merge(a: ActivityLog, b: ActivityLog): ActivityLog {
  if (!b.entries.length && !b.dropped) return a
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

async function readArea(area: Area, name: string): Promise<ActivityLog> {
  if (area === 'tab')
    return parseLog(readJson('session', TAB_LOG_PREFIX + name))
  return parseLog(await get(name, deviceStore()))
}

/** The log in the other area, or an empty one where that area cannot be read. */
const readOther = (place: LogPlace) =>
  readArea(other(place.area), place.name).catch(() => EMPTY_LOG)

async function removeArea(area: Area, name: string): Promise<void> {
  if (area === 'tab') removeItem('session', TAB_LOG_PREFIX + name)
  else await del(name, deviceStore())
}

async function writePlace(
  place: LogPlace,
  change: (log: ActivityLog) => ActivityLog,
): Promise<void> {
  // What the other area holds of this key moves here with this write.
  const moving = await readOther(place)
  const next = (stored: unknown) =>
    toStored(change(merge(parseLog(stored), moving)))
  if (place.area === 'tab') {
    const key = TAB_LOG_PREFIX + place.name
    writeJson('session', key, next(readJson('session', key)))
  } else {
    // One transaction: another tab's append cannot fall between read and write.
    await update(place.name, next, deviceStore())
  }
  if (moving !== EMPTY_LOG && (moving.entries.length || moving.dropped))
    await removeArea(other(place.area), place.name).catch(() => undefined)
}

const listeners = new Set<() => void>()
let listening = false

function notify(place: LogPlace) {
  listeners.forEach((listener) => listener())
  // A tab's own log is nobody else's business.
  if (place.area === 'device')
    browserChannel().post({ topic: 'activity', name: place.name })
}

/** Any log's change, from this tab or another. */
export function subscribeActivity(listener: () => void): () => void {
  if (!listening) {
    listening = true
    browserChannel().listen('activity', () =>
      listeners.forEach((each) => each()),
    )
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// Writes from this tab go one after another, so an entry's outcome never
// lands before the entry itself.
let queue: Promise<void> = Promise.resolve()

export function enqueue(
  place: LogPlace,
  change: (log: ActivityLog) => ActivityLog,
): Promise<void> {
  const next = queue.then(async () => {
    try {
      await writePlace(place, change)
    } catch {
      // Storage refused (private mode, quota): the send itself goes on; the
      // log is a record of it, not a condition for it.
      return
    }
    notify(place)
  })
  queue = next
  return next
}

/** Resolves once every write this tab started has been stored (tests, the page after a send). */
export function settled(): Promise<void> {
  return queue
}

/** The key's log, from where it is kept and from where it was kept before Remember was switched. */
export async function readActivityLog(place: LogPlace): Promise<ActivityLog> {
  const here = await readArea(place.area, place.name).catch(() => EMPTY_LOG)
  return merge(here, await readOther(place))
}

/** Removes the logs named, in both areas, after this tab's pending writes. */
function clear(names: readonly string[]): Promise<void> {
  const done = queue.then(async () => {
    for (const name of names) {
      removeItem('session', TAB_LOG_PREFIX + name)
      // Without IndexedDB there is no device log to clear.
      await removeArea('device', name).catch(() => undefined)
      notify({ area: 'device', name })
    }
  })
  queue = done.catch(() => undefined)
  return done
}

/** Forget key: removes the logs of the forgotten keys, wherever they are kept. */
export function clearActivityLogs(keys: readonly SavedKey[]): Promise<void> {
  return clear(keys.map((saved) => targetName(targetOf(saved.for, saved.key))))
}

/** Reset demo data: the animals the log names are gone. */
export function clearActivityLog(connection: Connection): Promise<void> {
  const place = logPlaceFor(connection)
  return place ? clear([place.name]) : Promise.resolve()
}
