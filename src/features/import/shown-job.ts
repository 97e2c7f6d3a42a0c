import { useMemo, useSyncExternalStore } from 'react'
import { pacedSubscribe, SHOWN_EVERY_MS } from '../../lib/util/paced-subscribe'
import type { ReadonlyStore } from '../../lib/util/store'
import { countRows, type ImportJob } from './job/import-job'

// The job as the page shows it (issue 31 §2). A running import changes its
// job twice a row (the row marked sending, then its outcome), and each
// change the page took was a render, a layout and a paint. While the same
// job runs, a mark waits to be shown with the others of its second
// (decision 035); on a plan that sends over one row a second (Pro: 5,
// Business: 16), an Added outcome waits too. A row that needs the person
// (Refused, Unknown), and any other change (a start, a pause, an end, a
// notice, another job), is shown at once: what asks for attention never
// waits.

/** Whether `next` only moved rows along in the job that runs: a mark, or with `added` an Added outcome. */
function onlyProgress(
  before: ImportJob | null,
  next: ImportJob | null,
  added: boolean,
) {
  if (!before || !next || before.id !== next.id) return false
  if (before.state !== 'running' || next.state !== 'running') return false
  if (before.notice !== next.notice || before.reason !== next.reason)
    return false
  const was = countRows(before)
  const is = countRows(next)
  if (was.refused !== is.refused || was.unknown !== is.unknown) return false
  return added || is.sending > was.sending
}

/** `job`'s subscribe, paced while the job runs. */
function shownSubscribe(job: ReadonlyStore<ImportJob | null>, fast: boolean) {
  let before = job.get()
  return pacedSubscribe(job.subscribe, undefined, () => {
    const next = job.get()
    const urgent = !onlyProgress(before, next, fast)
    before = next
    return urgent
  })
}

/** The runner's job as the page shows it; `rowEveryMs`: the plan's pace. */
export function useShownJob(
  job: ReadonlyStore<ImportJob | null>,
  rowEveryMs: number,
) {
  const fast = rowEveryMs < SHOWN_EVERY_MS
  const subscribe = useMemo(() => shownSubscribe(job, fast), [job, fast])
  return useSyncExternalStore(subscribe, job.get)
}
