import type { ReadonlyStore } from '../../../lib/util/store'
import { readStored, runUnderLock } from './claim-job'
import type { ImportJob, JobRow } from './import-job'
import * as machine from './import-machine'
import { createJobSaves } from './job-saves'
import type { Change, RunnerContext, RunnerDeps } from './runner-context'
import { createRunnerStatus, type RunnerStatus } from './runner-status'

// Sends a job's rows in file order at the plan's pace. Every change is a
// transition (import-machine.ts), stored before the runner acts on it
// (job-saves.ts); a row's "sending" mark is stored, with its Activity
// entry, before its request leaves (send-row.ts, decision 041); the tab
// holding the job's lock sends (claim-job.ts).

export type { RunnerDeps, RunnerStatus }

export function createImportRunner(deps: RunnerDeps) {
  const status = createRunnerStatus()
  const { job, commit, adopt } = createJobSaves(deps, status)
  const ctx: RunnerContext = {
    deps,
    now: deps.now ?? Date.now,
    job,
    status,
    commit,
    watching: null,
  }
  const run = (first?: Change) => runUnderLock(ctx, first)
  const refresh = () => readStored(ctx)

  return {
    job: job as ReadonlyStore<ImportJob | null>,
    status: status as ReadonlyStore<RunnerStatus>,
    /** Starts a new job (the page checked there is none unfinished). */
    start(next: ImportJob) {
      job.set(next)
      return run(machine.start)
    },
    resume: () => run(machine.resume),
    pause() {
      if (!status.get().running) return
      status.stop('pause')
    },
    async cancel() {
      if (status.get().running) status.stop('cancel')
      else await run(machine.cancel)
    },
    resend: (index: number) => run((j) => machine.resendOne(j, index)),
    /**
     * Reads the list and stores what it says of an Unknown row (Added, or
     * Unknown with what was found). `applied` is false when the job changed
     * while the list was read, or the finding could not be stored.
     */
    async check(
      index: number,
    ): Promise<{ row: JobRow | null; applied: boolean } | null> {
      const asked = job.get()
      const row = asked?.rows[index]
      if (!asked || row?.outcome !== 'unknown' || !row.pet) return null
      const look = await deps.lookAtList()
      // Set inside the change, which runs before `run` resolves.
      const asFound = { fits: false }
      const result = await run((j) => {
        asFound.fits = j.id === asked.id && j.rows[index]?.outcome === 'unknown'
        return asFound.fits ? machine.checked(j, index, look) : j
      })
      const applied = result === 'ran' && asFound.fits
      return { row: applied ? (job.get()?.rows[index] ?? null) : null, applied }
    },
    /** The person chose: an Unknown row is the animal Check the list found without deciding. */
    markFound: (index: number) => run((j) => machine.markFound(j, index)),
    async discard() {
      if (status.get().running) return
      await commit(() => null)
    },
    /** Another key's job for the same server, once the person agreed; it stays paused. */
    adopt,
    /** In this tab only: the other tab's job is untouched. */
    forgetCopy() {
      if (!status.get().copy) return
      deps.storage.forgetCopy?.()
      job.set(null)
      status.set({ copy: false })
    },
    refresh,
    /** Call once the page shows the job: restores one left by a closed page, or watches the tab running it. */
    attach: refresh,
  }
}
export type ImportRunner = ReturnType<typeof createImportRunner>
