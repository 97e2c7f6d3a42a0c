import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../lib/connection/connection'
import type { Tabs } from '../lib/tabs/tabs'
import type {
  Litter,
  LitterCheck,
  LitterJob,
} from '../features/animals/add/litter/litter-jobs'
import {
  duplicateText,
  englishCheck,
  problemText,
} from '../features/import/check/check-messages'
import { checkRows, withLeftOut } from '../features/import/check/check-rows'
import { knownAnimals } from '../features/import/check/known-animals'
import { recordLatest } from '../features/import/check/latest-window'
import { inEnglish } from '../features/import/in-english'
import { createJob, type ImportJob } from '../features/import/job/import-job'
import {
  importRunnersOf,
  jobOwner,
} from '../features/import/job/import-runners'
import {
  REASON_KEYS,
  resultsMessages,
  rowMessage,
} from '../features/import/results/results-messages'

// A litter on the add form is an import job of this server and key: the
// import's check, its runner and its record of the latest 100, put
// together here because features do not import each other.

const englishResults = inEnglish(resultsMessages)
const asLitter = new WeakMap<ImportJob, LitterJob>()

/**
 * The job as the litter shows it, its codes worded in English as before:
 * the litter reads `notice` and `message` until it speaks the codes itself.
 * One object per job, so the form's subscription sees a change only on one.
 */
function litterJob(job: ImportJob | null): LitterJob | null {
  if (!job) return null
  let litter = asLitter.get(job)
  if (!litter) {
    litter = {
      ...job,
      notice: job.reason ? englishResults(REASON_KEYS[job.reason]) : job.notice,
      rows: job.rows.map((row) => ({
        ...row,
        message: rowMessage(englishResults, englishCheck, row) ?? undefined,
      })),
    }
    asLitter.set(job, litter)
  }
  return litter
}

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
    job: {
      get: () => litterJob(runner.job.get()),
      subscribe: runner.job.subscribe,
    },
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
          // In English until the litter speaks the check's codes itself.
          problems: row.problems.map((problem) =>
            problemText(englishCheck, problem),
          ),
          duplicate: row.duplicateOf
            ? duplicateText(englishCheck, row.duplicateOf)
            : null,
        })),
        latestProblem: known.latestProblem,
        start: (included) => start(rows, included),
      }
    },
  }
}
