import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../lib/connection/connection'
import type { Language } from '../lib/i18n/language'
import { ENGLISH } from '../lib/i18n/fill'
import { speaker } from '../lib/i18n/speaker'
import { petFormMessages } from '../lib/pets/pet-form-messages'
import type { Tabs } from '../lib/tabs/tabs'
import type {
  Litter,
  LitterCheck,
  LitterJob,
  LitterStart,
} from '../features/animals/add'
import {
  checkMessages,
  checkRows,
  duplicateText,
  knownAnimals,
  problemText,
  recordLatest,
  withLeftOut,
} from '../features/import/check'
import {
  createJob,
  fitsThisTab,
  type ImportJob,
  importRunnersOf,
  jobOwner,
  OUTCOMES,
} from '../features/import/job'
import {
  REASON_KEYS,
  resultsMessages,
  rowMessage,
} from '../features/import/results'

// A litter on the add form is an import job of this server and key: the
// import's check, its runner and its record of the latest 100, put
// together here because features do not import each other.

export function litterOf(
  tabs: Tabs,
  client: QueryClient,
  connection: Connection,
  language: Language | null,
): Litter | null {
  const owner = jobOwner(connection)
  if (!owner) return null
  // The job is kept in this tab's sessionStorage, which has little room.
  const tabOnly = owner.area === 'tab'
  // The import's words as text, in the desk's language at each call (the
  // litter cannot import them).
  const now = () => language?.get() ?? ENGLISH
  const check = speaker(checkMessages, now)
  const results = speaker(resultsMessages, now)
  const form = speaker(petFormMessages, now)
  const asLitter = new WeakMap<ImportJob, { locale: string; job: LitterJob }>()

  /**
   * The job as the litter shows it, its codes worded in the chosen language.
   * One object per job and language, so the form's subscription sees a
   * change only on one.
   */
  function litterJob(job: ImportJob | null): LitterJob | null {
    if (!job) return null
    const locale = language?.get().locale ?? 'en'
    const kept = asLitter.get(job)
    if (kept?.locale === locale) return kept.job
    const worded: LitterJob = {
      ...job,
      outcomes: OUTCOMES,
      notice: job.reason ? results(REASON_KEYS[job.reason]) : job.notice,
      rows: job.rows.map((row) => ({
        ...row,
        message: rowMessage(results, check, form, row) ?? undefined,
      })),
    }
    asLitter.set(job, { locale, job: worded })
    return worded
  }

  const runners = importRunnersOf(tabs, client)
  const runner = runners.runnerFor(owner)

  /** Resolves true once the job `id` is stored; false if the run ended without storing it. */
  function whenStored(id: string, run: Promise<unknown>): Promise<boolean> {
    const stored = () => {
      const job = runner.job.get()
      // Version 0 is a job never stored (job-saves.ts).
      return job?.id === id && job.version > 0
    }
    return new Promise((resolve) => {
      const stop = runner.job.subscribe(() => {
        if (stored()) resolve(true)
      })
      const ended = () => {
        stop()
        resolve(stored())
      }
      run.then(ended, ended)
    })
  }

  async function start(
    rows: ReturnType<typeof checkRows>,
    included: ReadonlySet<number>,
  ): Promise<LitterStart> {
    await runner.refresh()
    const current = runner.job.get()
    if (current?.state === 'running' || current?.state === 'paused')
      return { refused: 'unfinished' }
    // The import's check, before any request (rows-input.tsx does the same).
    const kept = withLeftOut(rows, included)
    if (tabOnly && !fitsThisTab(createJob(kept, Date.now())))
      return { refused: 'no-room' }
    // A finished import gives way, as New import does on the import page.
    if (current) await runner.discard()
    if (runner.job.get() || runner.status.get().running)
      return { refused: 'unfinished' }
    // Before the first send, as every import does (decision 017).
    const knownBefore = await recordLatest(client, connection.scope)
    const job = createJob(kept, Date.now(), knownBefore)
    // Resolves when the litter is done: the form follows it through the runner.
    const stored = await whenStored(job.id, runner.start(job))
    return stored ? { started: job.id } : { refused: 'not-stored' }
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
          problems: row.problems.map((problem) =>
            problemText(check, form, problem),
          ),
          duplicate: row.duplicateOf
            ? duplicateText(check, row.duplicateOf)
            : null,
        })),
        latestProblem: known.latestProblem,
        start: (included) => start(rows, included),
      }
    },
  }
}
