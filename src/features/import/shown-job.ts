import { useMemo, useSyncExternalStore } from 'react'
import { pacedSubscribe } from '../../lib/util/paced-subscribe'
import type { ReadonlyStore } from '../../lib/util/store'
import type { ImportJob } from './job/import-job'

// The job as the page shows it (issue 31 §2). A running import changes its
// job twice a row (marked sending, then its outcome): at the Business plan's
// pace, 33 times a second, and each change rendered, laid out and painted
// the page. While the same job runs, the page takes its latest state at most
// four times a second; any other change (it starts, pauses, ends, another
// job) is shown at once.

/** Whether `next` may wait for the next showing: the same job, running before and after. */
const mayWait = (before: ImportJob | null, next: ImportJob | null) =>
  before !== null &&
  next !== null &&
  before.id === next.id &&
  before.state === 'running' &&
  next.state === 'running'

/** `job`'s subscribe, paced while the same job runs. */
function shownSubscribe(job: ReadonlyStore<ImportJob | null>) {
  let before = job.get()
  return pacedSubscribe(job.subscribe, undefined, () => {
    const next = job.get()
    const urgent = !mayWait(before, next)
    before = next
    return urgent
  })
}

/** The runner's job as the page shows it. */
export function useShownJob(job: ReadonlyStore<ImportJob | null>) {
  const subscribe = useMemo(() => shownSubscribe(job), [job])
  return useSyncExternalStore(subscribe, job.get)
}
