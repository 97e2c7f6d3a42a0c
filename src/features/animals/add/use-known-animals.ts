import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import {
  type ActivityChange,
  type ActivityEntry,
  EMPTY_LOG,
} from '../../../lib/activity/activity-entry'
import { activityOf, logPlaceFor } from '../../../lib/activity/activity-log'
import { openTabs } from '../../../lib/activity/closed-tabs'
import type { Connection } from '../../../lib/connection/connection'
import { useConnection } from '../../../lib/connection/use-connection'
import { loadedPets } from '../../../lib/pets/cached-pets'
import { animalQueries } from '../../../lib/pets/pet-queries'
import { type Tabs, useTabs } from '../../../lib/tabs/tabs'
import {
  fromEntry,
  fromKeptRow,
  fromPets,
  type KeptRow,
  type KnownAnimal,
} from './known-animals'
import { createKnownIndex, type KnownIndex } from './known-index'

/**
 * What the kept import job of a connection holds, and each change of it:
 * `all` replaces every kept row, otherwise the rows given replace those in
 * their slots. Reads nothing of the job but what changed (issue 31).
 */
interface KeptRowsNews {
  all: boolean
  rows: readonly KeptRow[]
}
export type FollowKeptRows = (
  connection: Connection,
  onNews: (news: KeptRowsNews) => void,
) => () => void

/** Bumps whenever a list of `scope` gets data (a load, a new animal, Check the latest 100). */
function useListsVersion(scope: string): number {
  const client = useQueryClient()
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const lists = animalQueries.lists(scope)
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      const key = event.query.queryKey as readonly unknown[]
      if (lists.every((part, index) => key[index] === part))
        setVersion((count) => count + 1)
    })
  }, [client, scope])
  return version
}

const keptSlot = (row: KeptRow) => row.slot ?? `row ${row.row}`

/** This browser's Activity, followed entry by entry into the index. */
function followActivity(index: KnownIndex, connection: Connection, tabs: Tabs) {
  const activity = activityOf(tabs)
  let live = true
  const place = logPlaceFor(connection)
  let open: Awaited<ReturnType<typeof openTabs>> = null
  // Changes heard while the log is read: applied after it, in order.
  // An object: a load asked for meanwhile sets it across the await.
  const reading: { heard: ActivityChange[] | null; again: boolean } = {
    heard: null,
    again: false,
  }
  const askedAgain = () => reading.again
  const putEntry = (entry: ActivityEntry) =>
    index.put('entry', entry.id, fromEntry(entry, open), -entry.at)
  const apply = (change: ActivityChange) => {
    if ('removed' in change) index.put('entry', change.removed, null, 0)
    else if ('entry' in change) putEntry(change.entry)
  }
  const load = async () => {
    if (reading.heard) {
      reading.again = true
      return
    }
    const heard: ActivityChange[] = (reading.heard = [])
    do {
      reading.again = false
      heard.length = 0
      const [log, openNow] = await Promise.all([
        place ? activity.read(place).catch(() => EMPTY_LOG) : EMPTY_LOG,
        openTabs(tabs.locks),
      ])
      if (!live) return
      open = openNow
      index.clear('entry')
      log.entries.forEach(putEntry)
    } while (askedAgain())
    reading.heard = null
    heard.forEach(apply)
    index.changed()
  }
  void load()
  const stop = activity.subscribe((change) => {
    if (!place || change.name !== place.name) return
    if ('reread' in change) return void load()
    if (reading.heard) return void reading.heard.push(change)
    apply(change)
    index.changed()
  })
  return () => {
    live = false
    stop()
  }
}

/** The kept import rows, followed row by row into the index. */
function followKept(
  index: KnownIndex,
  connection: Connection,
  followKeptRows: FollowKeptRows,
) {
  return followKeptRows(connection, ({ all, rows }) => {
    if (all) index.clear('kept')
    for (const row of rows)
      index.put('kept', keptSlot(row), fromKeptRow(row), row.row)
    index.changed()
  })
}

/**
 * Everything the desk holds of this connection's animals: the loaded lists,
 * the kept import rows and this browser's Activity, kept up to date as any
 * of them changes, each change in proportion to its size. Reads storage and
 * the cache only: never a request.
 */
export function useKnownAnimals(followKeptRows: FollowKeptRows): KnownIndex {
  const connection = useConnection()
  const client = useQueryClient()
  const tabs = useTabs()
  const { scope } = connection
  const version = useListsVersion(scope)
  const [index] = useState(createKnownIndex)

  useEffect(() => {
    index.clear('list')
    fromPets(loadedPets(client, scope)).forEach((animal, order) =>
      index.put('list', `${order}`, animal, order),
    )
    index.changed()
  }, [index, client, scope, version])

  useEffect(() => {
    const stops = [
      followActivity(index, connection, tabs),
      followKept(index, connection, followKeptRows),
    ]
    return () => {
      stops.forEach((stop) => stop())
      index.clear('entry')
      index.clear('kept')
    }
  }, [index, connection, tabs, followKeptRows])

  return index
}

/** The known animals like this name and category; renders again only when they change. */
export function useMatches(
  index: KnownIndex,
  name: string,
  categoryId: string,
): readonly KnownAnimal[] {
  return useSyncExternalStore(index.subscribe, () =>
    index.matches(name, categoryId),
  )
}
