import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { EMPTY_LOG } from '../../../lib/activity/activity-entry'
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
    const load = async () => {
      const ticket = ++latest
      const [log, kept, open] = await Promise.all([
        place ? readActivityLog(place).catch(() => EMPTY_LOG) : EMPTY_LOG,
        readKeptRows(connection).catch(() => []),
        openTabs(),
      ])
      if (live && ticket === latest)
        setStored([...fromActivity(log.entries, open), ...fromKeptRows(kept)])
    }
    void load()
    // An import's rows are recorded in Activity as they are sent, so one signal covers both.
    const stop = subscribeActivity(() => void load())
    return () => {
      live = false
      stop()
    }
  }, [connection, readKeptRows])

  return useMemo(() => [...loaded, ...stored], [loaded, stored])
}
