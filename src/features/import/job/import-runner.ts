import type { ReadonlyStore } from '../../../lib/util/store'
import { readStored, runUnderLock } from './claim-job'
import type { ImportJob } from './import-job'
import * as machine from './import-machine'
import { createJobSaves } from './job-saves'
import type { Change, RunnerContext, RunnerDeps } from './runner-context'
import { createRunnerStatus, type RunnerStatus } from './runner-status'

// Sends a job's rows one at a time, in file order, through the one client,
// at the plan's pace (send-loop.ts). Every change is a transition of the
// state machine (import-machine.ts), stored over the version it was made
// from before the runner acts on it (job-saves.ts); a row's "sending" mark
// is read back before its request leaves (send-row.ts); one tab sends, the
// one holding the job's lock (claim-job.ts).

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
    /**
     * Sends one Unknown row again, after the person confirmed it may add a
     * duplicate: that row only, and the job keeps its state.
     */
    resend: (index: number) => run((j) => machine.resendOne(j, index)),
    /**
     * Check the list for an Unknown row: the ids of animals with its name
     * and category among the latest 100 (its status's list when it has one).
     * Found once or more, the row is Added, with no request. `applied` is
     * false when the finding was not stored: the job changed while the list
     * was read (another job, the row no longer Unknown), or could not be
     * written, or another tab holds it.
     */
    async check(
      index: number,
    ): Promise<{ ids: string[]; applied: boolean } | null> {
      const asked = job.get()
      const pet = asked?.rows[index]?.pet
      if (!asked || asked.rows[index]?.outcome !== 'unknown' || !pet)
        return null
      const ids = await deps.findAdded(pet)
      let fits = false
      const result = await run((j) => {
        fits = j.id === asked.id && j.rows[index]?.outcome === 'unknown'
        return fits ? machine.checked(j, index, ids) : j
      })
      return { ids, applied: result === 'ran' && fits }
    },
    /** Forgets a finished or cancelled job, to start another. */
    async discard() {
      if (status.get().running) return
      await commit(() => null)
    },
    /**
     * Takes over a paused job from another key of the same server, after
     * the person agreed to continue it with this key. It stays paused.
     */
    adopt,
    /**
     * Forgets, in this tab only, a job that is a copy of another tab's
     * (Duplicate tab): that tab's job is untouched.
     */
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
