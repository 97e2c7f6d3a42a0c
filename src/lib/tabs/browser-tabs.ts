import { type Channel, openChannel } from './channel'
import { type Database, openDatabase } from './database'
import { createStore } from '../util/store'

// This page's database, channel and Web Locks, made on first use (never on
// import): one of each for the page, whoever asks, and made here alone. The
// shared and rate-limit state live on the Tabs built over them (tabs.ts).
// Decision 032 moves what still asks here onto the Tabs the app hands down.

let database: Database | null | undefined
let channel: Channel | undefined

/** True once a later version of the desk, in another tab, changed the database. */
export const databaseOutdated = createStore(false)

export function browserDatabase(): Database | null {
  if (database === undefined)
    database = openDatabase(undefined, {
      locks: browserLocks(),
      onOutdated: () => databaseOutdated.set(true),
    })
  return database
}

export function browserChannel(): Channel {
  channel ??= openChannel()
  return channel
}

/** The browser's Web Locks; absent in older browsers and jsdom. */
export function browserLocks(): LockManager | null {
  return (
    (globalThis.navigator as { locks?: LockManager } | undefined)?.locks ?? null
  )
}
