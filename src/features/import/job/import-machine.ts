import { findingText, findRow, type ListLook } from '../check/check-list'
import type { ImportJob, JobRow } from './import-job'

// Every way a job may change, as pure functions; the runner stores each
// result before acting on it. "pending" rows go out only while the job runs,
// "resend" rows (an Unknown row confirmed to send again) whatever its state,
// so sending one row again never resumes a paused job.

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

export function start(job: ImportJob): ImportJob {
  return { ...job, state: 'running', notice: undefined }
}

/** A row confirmed for sending again but not yet sent goes back to Unknown. */
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

export function resume(job: ImportJob): ImportJob {
  if (job.state !== 'paused') return job
  return { ...job, state: 'running', notice: undefined }
}

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

/** After the person accepted a possible duplicate; the job's state does not change. */
export function resendOne(job: ImportJob, index: number): ImportJob {
  if (job.rows[index]?.outcome !== 'unknown') return job
  return withRow(job, index, (row) => rowAs(row, 'resend', row))
}

/** A row confirmed to send again first, else (while running) the next pending. */
export function nextToSend(job: ImportJob): number {
  const again = job.rows.findIndex((row) => row.outcome === 'resend')
  if (again !== -1) return again
  if (job.state !== 'running') return -1
  return job.rows.findIndex((row) => row.outcome === 'pending')
}

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

/** Stored (and read back) before the row's request leaves. */
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

/** Only on a finished row: one that goes back to the queue is sent, and logged, again. */
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

export function added(job: ImportJob, index: number, id: string): ImportJob {
  return finishIfDone(withRow(job, index, (row) => rowAs(row, 'added', { id })))
}

/** A 4xx other than 401 and 429. */
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

/** 401, 429, no key: a pending row goes back to the queue, a resent one to Unknown. */
export function notProcessed(job: ImportJob, index: number): ImportJob {
  return withRow(job, index, (row) =>
    row.again
      ? rowAs(row, 'unknown', {
          message: `Not sent again: the request was not processed. ${UNKNOWN_MESSAGE}`,
        })
      : rowAs(row, 'pending'),
  )
}

/** Never running after a reload: it does not resume by itself; a row in flight is Unknown. */
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

/**
 * What Check the list found (check-list.ts): Added when an animal is new
 * since the job's record; left Unknown, with what was found, otherwise.
 */
export function checked(
  job: ImportJob,
  index: number,
  look: ListLook,
): ImportJob {
  const row = job.rows[index]
  if (row?.outcome !== 'unknown' || !row.pet) return job
  const others = [
    ...job.rows.flatMap((other, at) =>
      at !== index && other.outcome === 'added' && other.id ? [other.id] : [],
    ),
    ...look.addedHere,
  ]
  const finding = findRow(look.latest, row.pet, {
    before: job.knownBefore,
    others,
  })
  const message = findingText(finding)
  return withRow(job, index, (current) =>
    finding.kind === 'added'
      ? rowAs(current, 'added', { id: finding.ids[0], message })
      : rowAs(current, 'unknown', {
          // Found, undecided: the animal the person may mark it Added as.
          id: finding.kind === 'maybe' ? finding.ids[0] : undefined,
          message,
        }),
  )
}

/** The person marked an Unknown row Added as the animal Check the list found without deciding. */
export function markFound(job: ImportJob, index: number): ImportJob {
  const row = job.rows[index]
  if (row?.outcome !== 'unknown' || !row.id) return job
  const { id } = row
  return withRow(job, index, (current) =>
    rowAs(current, 'added', {
      id,
      message: `Marked Added by you, as ID ${id}: found with this name and category.`,
    }),
  )
}
