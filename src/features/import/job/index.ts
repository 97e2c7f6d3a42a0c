// The import job's door: its runners (and their followers of a job), its
// owner, for the add form's litter and kept rows and for the demo reset (which loads it
// lazily), without the import page (../index.ts). The page takes its runners
// through this door too, so the door is in the chunk all three share: one
// only the others used was a chunk of its own, a request more for a reset.
export { createJob, type ImportJob, type JobRow, OUTCOMES } from './import-job'
export {
  type EarlierJob,
  type ImportRunners,
  importRunnersOf,
  type JobOwner,
  jobOwner,
} from './import-runners'
export { fitsThisTab } from './session-jobs'
