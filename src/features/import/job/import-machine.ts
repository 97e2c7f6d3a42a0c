import type { ImportJob, JobRow } from './import-job'

// The import job's state machine: every way a job may change, as pure
// functions from one job to the next. The runner (import-runner.ts) decides
// when to apply them and stores each result before acting on it; nothing here
// sends, stores or waits, so each transition is tested on its own
// (import-machine.test.ts).
//
// Two kinds of rows go out: "pending" rows, only while the job is running,
// and "resend" rows (an Unknown row the person confirmed to send again),
// whatever the job's state. So sending one row again never resumes a paused
// job, and a running job simply takes it in turn.

export const UNKNOWN_MESSAGE =
  'May have been added: use Check the list before sending it again. The connection may have dropped after the server stored it, and the browser itself may have sent the request twice over a reused connection.'
export const INTERRUPTED_NOTICE =
  'The import stopped when the page closed. Rows that were being sent are Unknown; the rest wait for Resume.'
export const KEY_REFUSED_NOTICE =
  'API key refused: fix it in Settings, then Resume. Nothing was lost.'
export const STORAGE_NOTICE =
  'This browser has no room to record the import; free space or export the results, then Resume'
export const CONNECTION_CHANGED_NOTICE =
  'The connection changed in Settings. Switch back to the connection this import was started on, then Resume.'

function withRow(
  job: ImportJob,
  index: number,
  change: (row: JobRow) => JobRow,
): ImportJob {
  return {
    ...job,
    rows: job.rows.map((row, at) => (at === index ? change(row) : row)),
  }
}

/** A row with a new outcome, carrying only that outcome's details. */
function rowAs(
  row: JobRow,
  outcome: JobRow['outcome'],
  details: { id?: string; message?: string } = {},
): JobRow {
  const next: JobRow = { ...row, outcome }
  delete next.id
  delete next.message
  delete next.again
  if (details.id !== undefined) next.id = details.id
  if (details.message !== undefined) next.message = details.message
  return next
}

const isFinished = (job: ImportJob) =>
  job.state === 'done' || job.state === 'cancelled'

/** Start: a new job runs. */
export function start(job: ImportJob): ImportJob {
  return { ...job, state: 'running', notice: undefined }
}

/**
 * Pause: nothing more is sent. A row confirmed for sending again but not yet
 * sent goes back to Unknown: the person paused everything.
 */
export function pause(job: ImportJob, notice?: string): ImportJob {
  if (isFinished(job)) return job
  return {
    ...job,
    state: 'paused',
    notice,
    rows: job.rows.map((row) =>
      row.outcome === 'resend' ? rowAs(row, 'unknown', row) : row,
    ),
  }
}

/** Resume: a paused job runs again. */
export function resume(job: ImportJob): ImportJob {
  if (job.state !== 'paused') return job
  return { ...job, state: 'running', notice: undefined }
}

/** Cancel: rows not yet sent stay listed as not sent. */
export function cancel(job: ImportJob): ImportJob {
  if (isFinished(job)) return job
  return {
    ...job,
    state: 'cancelled',
    notice: undefined,
    rows: job.rows.map((row) =>
      row.outcome === 'pending'
        ? rowAs(row, 'not-sent')
        : row.outcome === 'resend'
          ? rowAs(row, 'unknown', row)
          : row,
    ),
  }
}

/**
 * Send one Unknown row again, after the person confirmed it may add a
 * duplicate. Only that row: the job's state does not change.
 */
export function resendOne(job: ImportJob, index: number): ImportJob {
  if (job.rows[index]?.outcome !== 'unknown') return job
  return withRow(job, index, (row) => rowAs(row, 'resend', row))
}

/** The next row to send: one confirmed to send again, else (while running) the next pending, in file order. */
export function nextToSend(job: ImportJob): number {
  const again = job.rows.findIndex((row) => row.outcome === 'resend')
  if (again !== -1) return again
  if (job.state !== 'running') return -1
  return job.rows.findIndex((row) => row.outcome === 'pending')
}

/** A running job with nothing left to send or wait for is done. */
export function finishIfDone(job: ImportJob): ImportJob {
  if (job.state !== 'running') return job
  const open = job.rows.some(
    (row) =>
      row.outcome === 'pending' ||
      row.outcome === 'sending' ||
      row.outcome === 'resend',
  )
  return open ? job : { ...job, state: 'done', notice: undefined }
}

/** The row's request is about to leave; stored (and read back) before it does. */
export function markSending(job: ImportJob, index: number): ImportJob {
  const row = job.rows[index]
  if (row?.outcome !== 'pending' && row?.outcome !== 'resend') return job
  return withRow(job, index, (current) => ({
    // A new send gets a new Activity entry: the last one's link goes.
    ...rowAs(withoutEntry(current), 'sending'),
    // Where it came from decides where it goes back if not processed.
    ...(current.outcome === 'resend' ? { again: true } : {}),
  }))
}

function withoutEntry(row: JobRow): JobRow {
  const next = { ...row }
  delete next.entry
  return next
}

/**
 * The Activity entry of the row's send, kept with its outcome so the results
 * link to it, after a reload too. Only on a row the send finished (Added,
 * Refused, Unknown): a row that goes back to the queue is sent, and logged,
 * again.
 */
export function logged(
  job: ImportJob,
  index: number,
  entry: string,
): ImportJob {
  const row = job.rows[index]
  if (
    row?.outcome !== 'added' &&
    row?.outcome !== 'refused' &&
    row?.outcome !== 'unknown'
  )
    return job
  return withRow(job, index, (current) => ({ ...current, entry }))
}

/** The server created the animal. */
export function added(job: ImportJob, index: number, id: string): ImportJob {
  return finishIfDone(withRow(job, index, (row) => rowAs(row, 'added', { id })))
}

/** The server refused the row (a 4xx other than 401 and 429): its words are kept. */
export function refused(
  job: ImportJob,
  index: number,
  message: string,
): ImportJob {
  return finishIfDone(
    withRow(job, index, (row) => rowAs(row, 'refused', { message })),
  )
}

/** No answer, or one that does not say whether it was processed. */
export function unknown(job: ImportJob, index: number, why: string): ImportJob {
  return finishIfDone(
    withRow(job, index, (row) =>
      rowAs(row, 'unknown', { message: `${why} ${UNKNOWN_MESSAGE}` }),
    ),
  )
}

/**
 * The request was not processed (401, 429, no key): the row goes back where
 * it was, a pending row to the queue, a resent one to Unknown.
 */
export function notProcessed(job: ImportJob, index: number): ImportJob {
  return withRow(job, index, (row) =>
    row.again
      ? rowAs(row, 'unknown', {
          message: `Not sent again: the request was not processed. ${UNKNOWN_MESSAGE}`,
        })
      : rowAs(row, 'pending'),
  )
}

/**
 * After a reload or a closed tab: never running (it does not resume by
 * itself); a row that was in flight is Unknown; a row confirmed for sending
 * again but not sent is Unknown again (the person confirms once more).
 */
export function restoreAfterReload(job: ImportJob): ImportJob {
  const inFlight = job.rows.some(
    (row) => row.outcome === 'sending' || row.outcome === 'resend',
  )
  if (job.state !== 'running' && !inFlight) return job
  return {
    ...job,
    state: job.state === 'running' ? 'paused' : job.state,
    notice: job.state === 'running' ? INTERRUPTED_NOTICE : job.notice,
    rows: job.rows.map((row) =>
      row.outcome === 'sending'
        ? rowAs(row, 'unknown', {
            message: `The page closed while this row was being sent. ${UNKNOWN_MESSAGE}`,
          })
        : row.outcome === 'resend'
          ? rowAs(row, 'unknown', row)
          : row,
    ),
  }
}

/** What Check the list found for an Unknown row: the ids of animals with its name and category. */
export function checked(
  job: ImportJob,
  index: number,
  ids: readonly string[],
): ImportJob {
  const row = job.rows[index]
  if (row?.outcome !== 'unknown') return job
  const [first] = ids
  if (first === undefined) {
    return withRow(job, index, (current) =>
      rowAs(current, 'unknown', {
        message:
          'Not found among the latest 100 animals: it was probably not added. Send it again if you still want it.',
      }),
    )
  }
  if (ids.length === 1) {
    return withRow(job, index, (current) =>
      rowAs(current, 'added', { id: first, message: `Added as ID ${first}.` }),
    )
  }
  return withRow(job, index, (current) =>
    rowAs(current, 'added', {
      id: first,
      message: `Added ${ids.length} times, IDs ${ids.join(', ')}: the connection dropped and the browser resent it.`,
    }),
  )
}
