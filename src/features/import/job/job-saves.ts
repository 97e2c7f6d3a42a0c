import type { ActivityChange } from '../../../lib/activity/activity-entry'
import type { LogStep } from '../../../lib/activity/activity-log'
import { createStore } from '../../../lib/util/store'
import type { ImportJob } from './import-job'
import * as machine from './import-machine'
import type { Base } from './import-storage'
import type { Change, RunnerDeps, SaveWith } from './runner-context'
import type { RunnerStatusStore } from './runner-status'

// Compare and set: every change of the job is stored over the version it
// was made from, one write after another, and only then shown in this tab.
// A refused write never goes backwards: the newer stored copy is shown, or
// the job pauses in this tab's memory when storage itself refused.

/** The stored copy a job this tab has was made from: version 0 means never stored. */
const baseOf = (job: ImportJob): Base =>
  job.version === 0 ? null : { id: job.id, version: job.version }

export function createJobSaves(
  deps: Pick<RunnerDeps, 'storage' | 'announce'>,
  status: RunnerStatusStore,
) {
  const job = createStore<ImportJob | null>(null)
  // The job this tab last stored: a save over it can say which rows it
  // changed. One read or restored since is not known to match storage.
  let saved: ImportJob | null = null
  // What other tabs were last told, while every save since is this tab's
  // own: the next message carries the rows changed since it.
  let told: ImportJob | null = null
  let writes: Promise<unknown> = Promise.resolve()

  function inTurn<T>(write: () => Promise<T>): Promise<T> {
    const step = writes.then(write)
    writes = step.catch(() => undefined)
    return step
  }

  /** An outcome the job's write did not store with it is stored on its own. */
  const alone = async (log: LogStep | null | undefined) => {
    if (log?.outcome) await log.alone()
  }

  /** False when not stored: a newer copy is shown, or the job pauses in memory. */
  const commit = (change: Change, what: SaveWith = {}): Promise<boolean> =>
    inTurn(async () => {
      const { log } = what
      const current = job.get()
      // A copy of another tab's job is never changed from here.
      if (!current || status.get().copy) {
        await alone(log)
        return false
      }
      const next = change(current)
      if (next === current) {
        await alone(log)
        return true
      }
      const result = await deps.storage.save(next, baseOf(current), log)
      if (result.ok) {
        if (saved !== current) told = null
        saved = result.job
        job.set(result.job)
        let carried: ActivityChange | null = null
        if (log && result.logged) carried = log.stored()
        else await (log && log.alone())
        if (!what.quiet) {
          deps.announce?.(result.job, told, carried)
          told = result.job
        }
        return true
      }
      await alone(log)
      if (result.reason === 'conflict') {
        job.set(result.stored)
        return false
      }
      if (result.reason === 'copy') {
        // Another tab's copy moved on: this one is shown, never changed.
        status.set({ copy: true })
        return false
      }
      job.set(machine.pause(next ?? current, { reason: 'storage' }))
      return false
    })

  /** Shown only once stored: otherwise the job stays with the key it was sent with. */
  const adopt = (from: ImportJob): Promise<boolean> =>
    inTurn(async () => {
      if (job.get()) return false
      const next = machine.pause({ ...from, version: 0 }, undefined)
      const result = await deps.storage.save(next, null)
      if (result.ok) {
        saved = told = result.job
        job.set(result.job)
        deps.announce?.(result.job, null)
        return true
      }
      if (result.reason === 'conflict') job.set(result.stored)
      return false
    })

  return { job, commit, adopt }
}
