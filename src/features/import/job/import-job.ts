import * as z from 'zod/mini'
import type { CheckedRow } from '../check/check-rows'

// An import job: every row of the file with where it stands, as data. How it
// may change is import-machine.ts; where it is kept, import-storage.ts. A row
// is "resend" when the person confirmed sending an Unknown row again and its
// request has not left yet.

const OUTCOMES = [
  'skipped',
  'pending',
  'sending',
  'added',
  'refused',
  'unknown',
  'not-sent',
  'resend',
] as const
export type Outcome = (typeof OUTCOMES)[number]

const jobRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  categoryId: z.string(),
  status: z.string(),
  outcome: z.enum(OUTCOMES),
  /**
   * The new animal's id (Added), exact. On an Unknown row: the animal Check
   * the list found but could not tell from an older one, for the person to
   * mark Added or not.
   */
  id: z.optional(z.string()),
  /** The server's words (Refused), why it is Unknown, or why it was skipped. */
  message: z.optional(z.string()),
  /** Skipped as a possible duplicate the person did not include: it has no problem. */
  leftOut: z.optional(z.boolean()),
  /** The Activity entry of the row's last send, for a link to it. */
  entry: z.optional(z.string()),
  /** Being sent again after the person confirmed it (an Unknown row): back to Unknown if not processed. */
  again: z.optional(z.boolean()),
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

const JOB_STATES = ['running', 'paused', 'cancelled', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]

const jobSchema = z.object({
  id: z.string(),
  /** Counts the job's saves; 0: never stored. */
  version: z.number(),
  createdAt: z.number(),
  state: z.enum(JOB_STATES),
  /** Why it is paused, in words, when something other than the person paused it. */
  notice: z.optional(z.string()),
  /**
   * Ids of the latest 100 animals before the first send: Check the list
   * counts only others as this job's. Absent in jobs stored before it
   * existed, or when its request failed: Check the list then does not decide.
   */
  knownBefore: z.optional(z.array(z.string())),
  rows: z.array(jobRowSchema),
})
export type ImportJob = z.infer<typeof jobSchema>

export function createJob(
  rows: readonly CheckedRow[],
  now: number,
  knownBefore?: readonly string[],
): ImportJob {
  return {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    version: 0,
    createdAt: now,
    state: 'paused',
    ...(knownBefore ? { knownBefore: [...knownBefore] } : {}),
    rows: rows.map((row) => ({
      row: row.row,
      name: row.name,
      categoryId: row.categoryId,
      status: row.status,
      ...(row.pet
        ? { outcome: 'pending' as const, pet: row.pet }
        : {
            outcome: 'skipped' as const,
            ...(row.leftOut ? { leftOut: true } : {}),
            message: row.problems
              .map((problem) =>
                /[.!?]$/.test(problem) ? problem : `${problem}.`,
              )
              .join(' '),
          }),
    })),
  }
}

export function parseStoredJob(value: unknown): ImportJob | null {
  const parsed = jobSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export type Counts = Record<Outcome, number> & {
  /** Rows the job sends: all but skipped. */
  total: number
  /** Of the skipped rows, those left out as possible duplicates (the rest have problems). */
  leftOut: number
  /** Rows with an outcome (added, refused, unknown). */
  finished: number
}

export function countRows(job: ImportJob): Counts {
  const counts = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, 0]),
  ) as Record<Outcome, number>
  let leftOut = 0
  for (const row of job.rows) {
    counts[row.outcome] += 1
    if (row.outcome === 'skipped' && row.leftOut) leftOut += 1
  }
  return {
    ...counts,
    leftOut,
    total: job.rows.length - counts.skipped,
    finished: counts.added + counts.refused + counts.unknown,
  }
}
