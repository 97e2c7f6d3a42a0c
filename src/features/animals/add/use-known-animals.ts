import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import {
  type ActivityLog,
  applyChange,
  EMPTY_LOG,
} from '../../../lib/activity/activity-entry'
import {
  logPlaceFor,
  readActivityLog,
  subscribeActivity,
} from '../../../lib/activity/activity-log'
import { openTabs } from '../../../lib/activity/closed-tabs'
import type { Connection } from '../../../lib/connection/connection'
import { useConnection } from '../../../lib/connection/use-connection'
import { loadedPets } from '../../../lib/pets/cached-pets'
import { animalQueries } from '../../../lib/pets/pet-queries'
import {
  fromActivity,
  fromKeptRows,
  fromPets,
  type KeptRow,
  type KnownAnimal,
} from './known-animals'

/** Reads the rows the kept import job of a connection added, without changing it. */
export type ReadKeptRows = (connection: Connection) => Promise<KeptRow[]>

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

/**
 * Everything the desk holds of this connection's animals: the loaded lists,
 * the kept import rows and this browser's Activity, kept up to date as any
 * of them changes. Reads storage and the cache only: never a request.
 */
export function useKnownAnimals(readKeptRows: ReadKeptRows): KnownAnimal[] {
  const connection = useConnection()
  const client = useQueryClient()
  const { scope } = connection
  const version = useListsVersion(scope)
  const loaded = useMemo(
    () => fromPets(loadedPets(client, scope)),
    // version stands for the cache's lists changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, scope, version],
  )

  const [stored, setStored] = useState<KnownAnimal[]>([])
  useEffect(() => {
    let live = true
    let latest = 0
    const place = logPlaceFor(connection)
    // What was read, changed since by what each tab said it changed.
    let log: ActivityLog | null = null
    let kept: KnownAnimal[] = []
    let open: Awaited<ReturnType<typeof openTabs>> = null
    const show = () => {
      if (live && log) setStored([...fromActivity(log.entries, open), ...kept])
    }
    const load = async () => {
      const ticket = ++latest
      log = null
      const [read, rows, tabs] = await Promise.all([
        place ? readActivityLog(place).catch(() => EMPTY_LOG) : EMPTY_LOG,
        readKeptRows(connection).catch(() => []),
        openTabs(),
      ])
      if (ticket !== latest) return
      log = read
      open = tabs
      kept = fromKeptRows(rows)
      show()
    }
    const readKept = async () => {
      const ticket = latest
      const rows = await readKeptRows(connection).catch(() => null)
      if (rows && ticket === latest) kept = fromKeptRows(rows)
      show()
    }
    void load()
    // An import's rows are recorded in Activity as they are sent, so one
    // signal covers both: the change is applied to the log, and the job
    // read again (only what changed of it: add-animal-route.tsx).
    const stop = subscribeActivity((change) => {
      if (!place || change.name !== place.name) return
      const next = log && applyChange(log, change)
      if (!next) return void load()
      log = next
      void readKept()
    })
    return () => {
      live = false
      stop()
    }
  }, [connection, readKeptRows])

  return useMemo(() => [...loaded, ...stored], [loaded, stored])
}
