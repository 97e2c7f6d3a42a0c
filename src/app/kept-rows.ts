import type { Connection } from '../lib/connection/connection'
import type { Area } from '../lib/connection/identity'
import type { KeptRow } from '../features/animals/add'
import {
  type ImportJob,
  type JobRow,
  type JobStorage,
  jobOwner,
  storageFor,
} from '../features/import/job'

// The Add page reads the kept job again on every Activity change, that is
// twice a row while an import sends. One storage per job and area, kept
// for the page's life, remembers the chunks it read, so each read takes the
// head and only the chunks another tab changed since: the same work at row
// 10 and row 10,000 (decision 027). A row read before is not mapped again.

const storages = new Map<string, JobStorage>()
const STORAGES_KEPT = 8

function storageOf(name: string, area: Area): JobStorage {
  const key = `${area}:${name}`
  let storage = storages.get(key)
  if (!storage) {
    if (storages.size >= STORAGES_KEPT) storages.clear()
    storage = storageFor(name, area)
    storages.set(key, storage)
  }
  return storage
}

// One map per job state, so a row kept while its job ran is not still
// "unfinished" once the job is done.
const mapped = {
  true: new WeakMap<JobRow, KeptRow>(),
  false: new WeakMap<JobRow, KeptRow>(),
}

function keptRow(row: JobRow, unfinished: boolean): KeptRow {
  const rows = mapped[`${unfinished}`]
  let kept = rows.get(row)
  if (!kept) {
    kept = {
      row: row.row,
      unfinished,
      name: row.pet?.name ?? row.name,
      categoryId: row.pet?.categoryId ?? row.categoryId,
      outcome: row.outcome,
      ...(row.id ? { id: row.id } : {}),
    }
    rows.set(row, kept)
  }
  return kept
}

/**
 * The rows the kept import job of this server and key added (or may have),
 * from wherever it is kept, read without moving or changing it.
 */
export async function readKeptRows(connection: Connection): Promise<KeptRow[]> {
  const owner = jobOwner(connection)
  if (!owner) return []
  const jobs: (ImportJob | null)[] = await Promise.all(
    (['device', 'tab'] as const).map((area) =>
      storageOf(owner.name, area)
        .load()
        .catch(() => null),
    ),
  )
  return jobs.flatMap((job) => {
    const unfinished = job?.state === 'running' || job?.state === 'paused'
    return (job?.rows ?? []).map((row) => keptRow(row, unfinished))
  })
}
