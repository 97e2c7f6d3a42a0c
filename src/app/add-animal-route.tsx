import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Connection } from '../lib/connection/connection'
import { useLanguage } from '../lib/i18n/use-messages'
import { useTabs } from '../lib/tabs/tabs'
import { AddAnimalPage } from '../features/animals/add/add-animal-page'
import type { KeptRow } from '../features/animals/add/known-animals'
import { jobOwner } from '../features/import/job/import-runners'
import { storageFor } from '../features/import/job/kept-jobs'
import { litterOf } from './add-animal-litter'

/**
 * The rows the kept import job of this server and key added (or may have),
 * from wherever it is kept, read without moving or changing it.
 */
async function readKeptRows(connection: Connection): Promise<KeptRow[]> {
  const owner = jobOwner(connection)
  if (!owner) return []
  const jobs = await Promise.all(
    (['device', 'tab'] as const).map((area) =>
      storageFor(owner.name, area)
        .load()
        .catch(() => null),
    ),
  )
  return jobs.flatMap((job) =>
    (job?.rows ?? []).map((row) => ({
      row: row.row,
      unfinished: job?.state === 'running' || job?.state === 'paused',
      name: row.pet?.name ?? row.name,
      categoryId: row.pet?.categoryId ?? row.categoryId,
      outcome: row.outcome,
      ...(row.id ? { id: row.id } : {}),
    })),
  )
}

/** Add animal with what it needs of the import: features do not import each other, so the app puts them together. */
export function AddAnimalRoute() {
  const tabs = useTabs()
  const client = useQueryClient()
  // Re-renders on a change of language, so the litter's words follow it.
  const language = useLanguage()
  const litterFor = useCallback(
    (connection: Connection) => litterOf(tabs, client, connection, language),
    [tabs, client, language],
  )
  return <AddAnimalPage readKeptRows={readKeptRows} litterFor={litterFor} />
}
