import type { ActivityChange } from '../../../lib/activity/activity-entry'
import type { LogStep } from '../../../lib/activity/activity-log'
import type { SendRecord, StoredSend } from '../../../lib/activity/record-send'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import type { ListLook } from '../check/check-list'
import type { Store } from '../../../lib/util/store'
import type { ImportJob } from './import-job'
import type { JobStorage } from './import-storage'
import type { RunnerStatusStore } from './runner-status'

// What a runner is given, and what each of its steps (the lock, the loop,
// sending one row) shares with the others.

export interface RunnerDeps {
  /** createPet: throws ApiError. `record`: the send's, from `record` below. */
  send: (
    pet: NewPet,
    onLogged: (entryId: string) => void,
    record?: SendRecord,
  ) => Promise<Pet>
  /** Starts a send's Activity record, stored with the row's own writes (decision 041); without it, createPet records it on its own. */
  record?: (pet: NewPet) => StoredSend
  /** The latest 100 animals and this browser's added ones, read afresh (Check the list). */
  lookAtList: () => Promise<ListLook>
  storage: JobStorage
  /** Runs `run` holding this job's lock; false when another tab holds it. */
  tryLock: (run: () => Promise<void>) => Promise<boolean>
  /** Resolves once no tab holds the lock (e.g. the tab that ran the import closed). */
  whenFree: (signal: AbortSignal) => Promise<void>
  /** True when a page of the previous version sends this job (its lock without this version's). */
  previousVersionSends?: () => Promise<boolean>
  /** Milliseconds between request starts: the plan's pace. */
  interval: () => number
  /** False once Settings switched to another server or key: the job stays with its own. */
  connectionMatches: () => boolean
  /** Tells other tabs (and this tab's other pages) that `job` was stored over `before`, with `activity` in the same step. */
  announce?: (
    job: ImportJob | null,
    before: ImportJob | null,
    activity?: ActivityChange | null,
  ) => void
  onAdded?: (pet: Pet) => void
  /** True once the page is going away: a request it cut short is left as "sending", to be restored as Unknown. */
  isLeaving?: () => boolean
  now?: () => number
}

/** A transition of the job (import-machine.ts); null forgets it. */
export type Change = (job: ImportJob) => ImportJob | null

/** What a save stores beside the job, and whether other tabs hear of it now. */
export interface SaveWith {
  /** The Activity write stored in the same step (decision 041). */
  log?: LogStep | null
  /** Not told to other tabs: the next save that is tells both (a row's mark, decision 041). */
  quiet?: boolean
}

export interface RunnerContext {
  deps: RunnerDeps
  now: () => number
  /** The job this tab shows: a stored copy, or this tab's own when storage refused it. */
  job: Store<ImportJob | null>
  status: RunnerStatusStore
  /** Stores `change` over the version it was made from, then shows it (job-saves.ts). */
  commit: (change: Change, what?: SaveWith) => Promise<boolean>
  /** Set while this tab waits for another tab to let the job's lock go. */
  watching: AbortController | null
}
