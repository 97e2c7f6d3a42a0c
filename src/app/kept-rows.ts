import type { QueryClient } from '@tanstack/react-query'
import type { Area } from '../lib/connection/key-area'
import type { Tabs } from '../lib/tabs/tabs'
import type { FollowKeptRows, KeptRow } from '../features/animals/add'
import {
  type ImportJob,
  importRunnersOf,
  type JobRow,
  jobOwner,
} from '../features/import/job'

// The Add page's view of the kept import job: the desk's follower of the
// job (job-followers.ts, one per desk, so nothing is kept at module level)
// reads it once and then hands over the rows each save changed, mapped
// here one by one: the same work at row 10 and row 10,000 (issue 31).

const unfinishedJob = (job: ImportJob | null) =>
  job?.state === 'running' || job?.state === 'paused'

function keptRow(
  area: Area,
  index: number,
  row: JobRow,
  unfinished: boolean,
): KeptRow {
  return {
    slot: `${area}:${index}`,
    row: row.row,
    unfinished,
    name: row.pet?.name ?? row.name,
    categoryId: row.pet?.categoryId ?? row.categoryId,
    outcome: row.outcome,
    ...(row.id ? { id: row.id } : {}),
  }
}

const rowsOf = (area: Area, job: ImportJob | null): KeptRow[] =>
  (job?.rows ?? []).map((row, index) =>
    keptRow(area, index, row, unfinishedJob(job)),
  )

/** The rows the kept import job of a connection added (or may have, or will), followed without changing it. */
export function keptRowsOf(tabs: Tabs, client: QueryClient): FollowKeptRows {
  const runners = importRunnersOf(tabs, client)
  return (connection, onNews) => {
    const owner = jobOwner(connection)
    if (!owner) {
      onNews({ all: true, rows: [] })
      return () => undefined
    }
    const held: Record<Area, ImportJob | null> = { device: null, tab: null }
    const all = () => [
      ...rowsOf('tab', held.tab),
      ...rowsOf('device', held.device),
    ]
    return runners.follow(owner.name, (news) => {
      if (news.read) {
        Object.assign(held, news.jobs)
        return onNews({ all: true, rows: all() })
      }
      const was = held[news.area]
      held[news.area] = news.job
      // Finished or resumed: every row's "still to send" changes.
      if (unfinishedJob(was) !== unfinishedJob(news.job))
        return onNews({ all: true, rows: all() })
      const unfinished = unfinishedJob(news.job)
      onNews({
        all: false,
        rows: news.changed.flatMap((index) => {
          const row = news.job.rows[index]
          return row ? [keptRow(news.area, index, row, unfinished)] : []
        }),
      })
    })
  }
}
