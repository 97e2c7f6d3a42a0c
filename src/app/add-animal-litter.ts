import type { QueryClient } from '@tanstack/react-query'
import { getCategories, namesOf } from '../lib/categories/categories'
import type { Connection } from '../lib/connection/connection'
import type { Language } from '../lib/i18n/language'
import { ENGLISH } from '../lib/i18n/fill'
import { speaker } from '../lib/i18n/speaker'
import { petFormMessages } from '../lib/pets/pet-form-messages'
import { type Tabs, tabsOf } from '../lib/tabs/tabs'
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
  type ImportRunners,
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
// together here because features do not import each other. litterOf
// assembles it from the helpers below, each one part of the litter.

type Runner = ReturnType<ImportRunners['runnerFor']>
type CheckedRows = ReturnType<typeof checkRows>

/**
 * The import's words as text, in the desk's language at each call (the
 * litter cannot import them).
 */
function speakersOf(language: Language | null) {
  const now = () => language?.get() ?? ENGLISH
  return {
    check: speaker(checkMessages, now),
    results: speaker(resultsMessages, now),
    form: speaker(petFormMessages, now),
  }
}

type Speakers = ReturnType<typeof speakersOf>

/**
 * The job as the litter shows it, its codes worded in the chosen language.
 * One object per job and language, so the form's subscription sees a
 * change only on one: the returned function keeps them.
 */
function jobWording(
  language: Language | null,
  { check, results, form }: Speakers,
): (job: ImportJob | null) => LitterJob | null {
  const asLitter = new WeakMap<ImportJob, { locale: string; job: LitterJob }>()
  return (job) => {
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
}

/** Resolves true once the job `id` is stored; false if the run ended without storing it. */
function whenStored(
  runner: Runner,
  id: string,
  run: Promise<unknown>,
): Promise<boolean> {
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

/** What starting a litter needs: its runner, and where its job is kept and sent. */
interface StartContext {
  runner: Runner
  client: QueryClient
  connection: Connection
  /** The job is kept in this tab's sessionStorage, which has little room. */
  tabOnly: boolean
}

/** Starts the checked `rows` with the flagged ones `included`, as LitterCheck.start. */
async function startLitter(
  { runner, client, connection, tabOnly }: StartContext,
  rows: CheckedRows,
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
  const stored = await whenStored(runner, job.id, runner.start(job))
  return stored ? { started: job.id } : { refused: 'not-stored' }
}

/**
 * The litter's names checked by the import's rules against the latest
 * animals, worded; `start` starts the rows so checked.
 */
async function checkLitter(
  client: QueryClient,
  connection: Connection,
  { check, form }: Speakers,
  [names, categoryId, status]: Parameters<Litter['check']>,
  start: (
    rows: CheckedRows,
    included: ReadonlySet<number>,
  ) => Promise<LitterStart>,
): Promise<LitterCheck> {
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
    namesOf(getCategories(tabsOf(client))),
  )
  return {
    rows: rows.map((row) => ({
      row: row.row,
      name: row.name,
      problems: row.problems.map((problem) =>
        problemText(check, form, problem),
      ),
      duplicate: row.duplicateOf ? duplicateText(check, row.duplicateOf) : null,
    })),
    latestProblem: known.latestProblem,
    start: (included) => start(rows, included),
  }
}

export function litterOf(
  tabs: Tabs,
  client: QueryClient,
  connection: Connection,
  language: Language | null,
): Litter | null {
  const owner = jobOwner(connection)
  if (!owner) return null
  const speakers = speakersOf(language)
  const litterJob = jobWording(language, speakers)
  const runners = importRunnersOf(tabs, client)
  const runner = runners.runnerFor(owner)
  const context: StartContext = {
    runner,
    client,
    connection,
    tabOnly: owner.area === 'tab',
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
    check: (...asked) =>
      checkLitter(client, connection, speakers, asked, (rows, included) =>
        startLitter(context, rows, included),
      ),
  }
}
