import { useMemo, useSyncExternalStore } from 'react'
import { pacedSubscribe } from '../../lib/util/paced-subscribe'
import type { ReadonlyStore } from '../../lib/util/store'
import { countRows, type ImportJob } from './job/import-job'

// The job as the page shows it (issue 31 §2). A running import changes its
// job twice a row: the row marked sending, then its outcome 30 ms later at
// the Business plan's pace, and each change rendered, laid out and painted
// the page. The mark may wait for the outcome: it is shown only if no other
// change came within a quarter second (a slow answer). An outcome, and any
// other change (a start, a pause, an end, another job), is shown at once,
// so nothing the page says hangs on a timer.

/** Whether `next` only marked a row sending in the job that runs. */
const onlyMarked = (before: ImportJob | null, next: ImportJob | null) =>
  before !== null &&
  next !== null &&
  before.id === next.id &&
  before.state === 'running' &&
  next.state === 'running' &&
  countRows(next).sending > countRows(before).sending

/** `job`'s subscribe, a row's mark paced while the job runs. */
function shownSubscribe(job: ReadonlyStore<ImportJob | null>) {
  let before = job.get()
  return pacedSubscribe(job.subscribe, undefined, () => {
    const next = job.get()
    const urgent = !onlyMarked(before, next)
    before = next
    return urgent
  })
}

/** The runner's job as the page shows it. */
export function useShownJob(job: ReadonlyStore<ImportJob | null>) {
  const subscribe = useMemo(() => shownSubscribe(job), [job])
  return useSyncExternalStore(subscribe, job.get)
}
