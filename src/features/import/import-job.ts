import * as z from 'zod/mini'
import type { NewPet } from '../../lib/pet-schemas'
import type { CheckedRow } from './check-rows'

// An import job: every row of the file with where it stands. It is stored as
// it changes, so the page can always be closed: a row is marked "sending"
// before its request goes out, and a row found "sending" when a job is
// restored becomes Unknown, because its request may have reached the server.

export const OUTCOMES = [
  'skipped',
  'pending',
  'sending',
  'added',
  'refused',
  'unknown',
  'not-sent',
] as const
export type Outcome = (typeof OUTCOMES)[number]

const jobRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  categoryId: z.string(),
  status: z.string(),
  outcome: z.enum(OUTCOMES),
  /** The new animal's id (Added), exact. */
  id: z.optional(z.string()),
  /** The server's words (Refused), why it is Unknown, or why it was skipped. */
  message: z.optional(z.string()),
  /** The request body, for rows that may be sent. */
  pet: z.optional(
    z.object({
      name: z.string(),
      categoryId: z.string(),
      status: z.optional(z.enum(['available', 'pending', 'sold'])),
    }),
  ),
})
export type JobRow = z.infer<typeof jobRowSchema>

export const JOB_STATES = ['running', 'paused', 'cancelled', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]

export const jobSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  state: z.enum(JOB_STATES),
  /** Why it is paused, in words, when something other than the person paused it. */
  notice: z.optional(z.string()),
  rows: z.array(jobRowSchema),
})
export type ImportJob = z.infer<typeof jobSchema>

export const UNKNOWN_MESSAGE =
  'May have been added: check the list before sending it again.'
export const INTERRUPTED_NOTICE =
  'The import stopped when the page closed. Rows that were being sent are Unknown; the rest wait for Resume.'

export function createJob(rows: readonly CheckedRow[], now: number): ImportJob {
  return {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    createdAt: now,
    state: 'running',
    rows: rows.map((row) => ({
      row: row.row,
      name: row.name,
      categoryId: row.categoryId,
      status: row.status,
      ...(row.pet
        ? { outcome: 'pending' as const, pet: row.pet }
        : {
            outcome: 'skipped' as const,
            message: row.problems
              .map((problem) =>
                /[.!?]$/.test(problem) ? problem : `${problem}.`,
              )
              .join(' '),
          }),
    })),
  }
}

/**
 * A stored job as it must be shown after the page that ran it went away:
 * never running (it does not resume by itself), and a row that was in
 * flight is Unknown.
 */
export function restoreJob(job: ImportJob): ImportJob {
  if (
    job.state !== 'running' &&
    !job.rows.some((row) => row.outcome === 'sending')
  )
    return job
  return {
    ...job,
    state: job.state === 'running' ? 'paused' : job.state,
    notice: job.state === 'running' ? INTERRUPTED_NOTICE : job.notice,
    rows: job.rows.map((row) =>
      row.outcome === 'sending'
        ? {
            ...row,
            outcome: 'unknown',
            message: `The page closed while this row was being sent. ${UNKNOWN_MESSAGE}`,
          }
        : row,
    ),
  }
}

export function parseStoredJob(value: unknown): ImportJob | null {
  const parsed = jobSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export type Counts = Record<Outcome, number> & {
  /** Rows the job sends: all but skipped. */
  total: number
  /** Rows with an outcome (added, refused, unknown). */
  finished: number
}

export function countRows(job: ImportJob): Counts {
  const counts = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, 0]),
  ) as Record<Outcome, number>
  for (const row of job.rows) counts[row.outcome] += 1
  return {
    ...counts,
    total: job.rows.length - counts.skipped,
    finished: counts.added + counts.refused + counts.unknown,
  }
}

/** The next row to send, in file order. */
export function nextPending(job: ImportJob): number {
  return job.rows.findIndex((row) => row.outcome === 'pending')
}

export function updateRow(
  job: ImportJob,
  index: number,
  change: Partial<JobRow>,
): ImportJob {
  return {
    ...job,
    rows: job.rows.map((row, at) => {
      if (at !== index) return row
      const next = { ...row, ...change }
      // An outcome carries only its own details.
      if (change.outcome && change.outcome !== 'added') delete next.id
      if (change.outcome && !('message' in change)) delete next.message
      return next
    }),
  }
}

/** Cancel: rows not yet sent stay listed as not sent. */
export function cancelJob(job: ImportJob): ImportJob {
  return {
    ...job,
    state: 'cancelled',
    notice: undefined,
    rows: job.rows.map((row) =>
      row.outcome === 'pending' ? { ...row, outcome: 'not-sent' } : row,
    ),
  }
}

export function petOf(row: JobRow): NewPet | null {
  return row.pet ?? null
}
