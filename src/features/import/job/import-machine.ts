import { findRow, type ListLook } from '../check/check-list'
import {
  carryRowChange,
  countRows,
  type ImportJob,
  type JobRow,
  type PauseReason,
} from './import-job'

// Every way a job may change, as pure functions; the runner stores each
// result before acting on it. "pending" rows go out only while the job runs,
// "resend" rows (an Unknown row confirmed to send again) whatever its state,
// so sending one row again never resumes a paused job. What the desk says
// is kept as codes (import-job.ts); the results page words them.

/** Why a job pauses by itself: a reason the desk words, or an error's (English, and its words as data). */
export type PauseWhy =
  { reason: PauseReason } | { notice: string; noticeWords?: string }

const NO_NOTICE = {
  notice: undefined,
  noticeWords: undefined,
  reason: undefined,
}

/**
 * Per rows array: no row before this index is pending. Carried as one row
 * changes, so finding the next row to send does not walk the rows already
 * sent (issue 31); an array the machine did not make is walked once.
 */
const pendingFrom = new WeakMap<readonly JobRow[], number>()

function withRow(
  job: ImportJob,
  index: number,
  change: (row: JobRow) => JobRow,
): ImportJob {
  // A copy and one row changed: no call per row (10,000 rows, a few times a row sent).
  const rows = job.rows.slice()
  const row = rows[index]
  if (row) rows[index] = change(row)
  carryRowChange(job.rows, rows, index)
  const from = pendingFrom.get(job.rows)
  if (from !== undefined)
    pendingFrom.set(
      rows,
      rows[index]?.outcome === 'pending' ? Math.min(from, index) : from,
    )
  return { ...job, rows }
}

/** A row with a new outcome, carrying only that outcome's details. */
function rowAs(
  row: JobRow,
  outcome: JobRow['outcome'],
  details: Pick<JobRow, 'id' | 'message' | 'words' | 'note'> = {},
): JobRow {
  const next: JobRow = { ...row, outcome }
  delete next.id
  delete next.message
  delete next.words
  delete next.note
  delete next.again
  if (details.id !== undefined) next.id = details.id
  if (details.message !== undefined) next.message = details.message
  if (details.words !== undefined) next.words = details.words
  if (details.note !== undefined) next.note = details.note
  return next
}

const isFinished = (job: ImportJob) =>
  job.state === 'done' || job.state === 'cancelled'

export function start(job: ImportJob): ImportJob {
  return { ...job, state: 'running', ...NO_NOTICE }
}

/** A row confirmed for sending again but not yet sent goes back to Unknown. */
export function pause(job: ImportJob, why?: PauseWhy): ImportJob {
  if (isFinished(job)) return job
  return {
    ...job,
    state: 'paused',
    ...NO_NOTICE,
    ...why,
    rows: job.rows.map((row) =>
      row.outcome === 'resend' ? rowAs(row, 'unknown', row) : row,
    ),
  }
}

export function resume(job: ImportJob): ImportJob {
  if (job.state !== 'paused') return job
  return { ...job, state: 'running', ...NO_NOTICE }
}

export function cancel(job: ImportJob): ImportJob {
  if (isFinished(job)) return job
  return {
    ...job,
    state: 'cancelled',
    ...NO_NOTICE,
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
  const counts = countRows(job)
  if (counts.resend > 0) {
    const again = job.rows.findIndex((row) => row.outcome === 'resend')
    if (again !== -1) return again
  }
  if (job.state !== 'running' || counts.pending === 0) return -1
  const from = pendingFrom.get(job.rows) ?? 0
  let next = -1
  for (let at = from; at < job.rows.length; at += 1)
    if (job.rows[at]?.outcome === 'pending') {
      next = at
      break
    }
  pendingFrom.set(job.rows, next === -1 ? job.rows.length : next)
  return next
}

export function finishIfDone(job: ImportJob): ImportJob {
  if (job.state !== 'running') return job
  const counts = countRows(job)
  const open = counts.pending + counts.sending + counts.resend > 0
  return open ? job : { ...job, state: 'done', ...NO_NOTICE }
}

/** Stored, with its Activity entry, before the row's request leaves. */
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

/** With `entry`: the Activity entry that recorded the outcome, set in the same copy of the rows. */
const withEntry = (row: JobRow, entry: string | undefined): JobRow =>
  entry === undefined ? row : { ...row, entry }

export function added(
  job: ImportJob,
  index: number,
  id: string,
  entry?: string,
): ImportJob {
  return finishIfDone(
    withRow(job, index, (row) => withEntry(rowAs(row, 'added', { id }), entry)),
  )
}

/** What an error said: its English, its words as data, or the server's own words. */
export interface ErrorSaid {
  message: string
  words?: string
  /** `message` is what the server wrote. */
  server?: boolean
}

/** A 4xx other than 401 and 429. */
export function refused(
  job: ImportJob,
  index: number,
  said: ErrorSaid,
  entry?: string,
): ImportJob {
  return finishIfDone(
    withRow(job, index, (row) =>
      withEntry(
        rowAs(row, 'refused', {
          message: said.message,
          words: said.server ? undefined : said.words,
          ...(said.server ? { note: { note: 'server' as const } } : {}),
        }),
        entry,
      ),
    ),
  )
}

/** No answer, or one that does not say whether it was processed: why, in the error's words. */
export function unknown(
  job: ImportJob,
  index: number,
  said: ErrorSaid,
  entry?: string,
): ImportJob {
  return finishIfDone(
    withRow(job, index, (row) =>
      withEntry(
        rowAs(row, 'unknown', {
          message: said.message,
          words: said.words,
          note: { note: 'unknown', why: 'error' },
        }),
        entry,
      ),
    ),
  )
}

/** 401, 429, no key: a pending row goes back to the queue, a resent one to Unknown. */
export function notProcessed(job: ImportJob, index: number): ImportJob {
  return withRow(job, index, (row) =>
    row.again
      ? rowAs(row, 'unknown', { note: { note: 'unknown', why: 'not-resent' } })
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
    ...(job.state === 'running'
      ? { ...NO_NOTICE, reason: 'interrupted' as const }
      : {}),
    rows: job.rows.map((row) =>
      row.outcome === 'sending'
        ? rowAs(row, 'unknown', { note: { note: 'unknown', why: 'closed' } })
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
  const note = { note: 'found' as const, finding }
  return withRow(job, index, (current) =>
    finding.kind === 'added'
      ? rowAs(current, 'added', { id: finding.ids[0], note })
      : rowAs(current, 'unknown', {
          // Found, undecided: the animal the person may mark it Added as.
          id: finding.kind === 'maybe' ? finding.ids[0] : undefined,
          note,
        }),
  )
}

/** The person marked an Unknown row Added as the animal Check the list found without deciding. */
export function markFound(job: ImportJob, index: number): ImportJob {
  const row = job.rows[index]
  if (row?.outcome !== 'unknown' || !row.id) return job
  const { id } = row
  return withRow(job, index, (current) =>
    rowAs(current, 'added', { id, note: { note: 'marked' } }),
  )
}
