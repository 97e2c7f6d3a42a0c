import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../lib/connection/connection'
import type { Tabs } from '../lib/tabs/tabs'
import type {
  Litter,
  LitterCheck,
} from '../features/animals/add/litter/litter-jobs'
import {
  checkRows,
  duplicateText,
  withLeftOut,
} from '../features/import/check/check-rows'
import { knownAnimals } from '../features/import/check/known-animals'
import { recordLatest } from '../features/import/check/latest-window'
import { createJob } from '../features/import/job/import-job'
import {
  importRunnersOf,
  jobOwner,
} from '../features/import/job/import-runners'

// A litter on the add form is an import job of this server and key: the
// import's check, its runner and its record of the latest 100, put
// together here because features do not import each other.

export function litterOf(
  tabs: Tabs,
  client: QueryClient,
  connection: Connection,
): Litter | null {
  const owner = jobOwner(connection)
  if (!owner) return null
  const runners = importRunnersOf(tabs, client)
  const runner = runners.runnerFor(owner)

  async function start(
    rows: ReturnType<typeof checkRows>,
    included: ReadonlySet<number>,
  ): Promise<string | null> {
    await runner.refresh()
    const current = runner.job.get()
    if (current?.state === 'running' || current?.state === 'paused') return null
    // A finished import gives way, as New import does on the import page.
    if (current) await runner.discard()
    if (runner.job.get() || runner.status.get().running) return null
    // Before the first send, as every import does (decision 017).
    const knownBefore = await recordLatest(client, connection.scope)
    const job = createJob(withLeftOut(rows, included), Date.now(), knownBefore)
    // Resolves when the litter is done: the form follows it through the runner.
    void runner.start(job)
    return job.id
  }

  return {
    job: runner.job,
    status: runner.status,
    watch() {
      void runner.attach()
      return runners.watchOtherTabs(owner.name, () => void runner.refresh())
    },
    async check(names, categoryId, status): Promise<LitterCheck> {
      const known = await knownAnimals(client, connection)
      const rows = checkRows(
        names.map((name, index) => ({
          row: index + 1,
          name,
          categoryId,
          status,
          shapeProblem: null,
        })),
        known.animals,
      )
      return {
        rows: rows.map((row) => ({
          row: row.row,
          name: row.name,
          problems: row.problems,
          duplicate: row.duplicateOf ? duplicateText(row.duplicateOf) : null,
        })),
        latestProblem: known.latestProblem,
        start: (included) => start(rows, included),
      }
    },
  }
}
