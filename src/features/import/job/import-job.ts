import * as z from 'zod/mini'
import { booleanSchema } from '../../../lib/util/boolean-schema'
import { findingSchema, rowProblemSchema } from '../check/check-codes'
import type { CheckedRow } from '../check/check-rows'

// An import job: every row of the file with where it stands, as data. How it
// may change is import-machine.ts; where it is kept, import-storage.ts. A row
// is "resend" when the person confirmed sending an Unknown row again and its
// request has not left yet.
//
// The desk's own words are kept as codes with values (`problems`, `note`,
// `reason`), worded when shown: a job stored in one language reads in the
// other, and a 10,000-row job keeps a short code rather than a sentence per
// row. `message` and `notice` hold words as they came (the server's, an
// error's), and, in jobs stored before the codes, the desk's English.

export const OUTCOMES = [
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

/** What the desk says of a row's outcome, as a code. */
const rowNoteSchema = z.union([
  /** Unknown, and why: after 'error' the error's own words are in `message`. */
  z.object({
    note: z.literal('unknown'),
    why: z.enum(['error', 'closed', 'not-resent']),
  }),
  /** What Check the list found. */
  z.object({ note: z.literal('found'), finding: findingSchema }),
  /** The person marked it Added as `id`, as Check the list found it. */
  z.object({ note: z.literal('marked') }),
  /** Refused: `message` holds the server's own words. */
  z.object({ note: z.literal('server') }),
])

/** Why a job paused when the person did not pause it. */
const REASONS = [
  'interrupted',
  'key-refused',
  'storage',
  'connection-changed',
] as const
export type PauseReason = (typeof REASONS)[number]

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
  /** Words as they came: the server's (Refused), an error's (Unknown); older jobs: the desk's English. */
  message: z.optional(z.string()),
  /** An error's words as data (lib/activity/stored-words.ts), spoken when shown; `message` is their English. */
  words: z.optional(z.string()),
  /** Why it was skipped: its problems, or left out as a possible duplicate. */
  problems: z.optional(z.array(rowProblemSchema)),
  /** The desk's words of its outcome, as a code. */
  note: z.optional(rowNoteSchema),
  /** Skipped as a possible duplicate the person did not include: it has no problem. */
  leftOut: z.optional(booleanSchema),
  /** The Activity entry of the row's last send, for a link to it. */
  entry: z.optional(z.string()),
  /** Being sent again after the person confirmed it (an Unknown row): back to Unknown if not processed. */
  again: z.optional(booleanSchema),
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
  /** Why it is paused when the person did not pause it, as a code. */
  reason: z.optional(z.enum(REASONS)),
  /** Or in words as they came (an error's); older jobs: the desk's English. */
  notice: z.optional(z.string()),
  /** The notice's words as data, as a row's `words`. */
  noticeWords: z.optional(z.string()),
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
            problems: row.problems,
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

// Counts are kept as a job changes, not walked from every row on each
// render (decision 027): a job the machine changed one row of carries its
// counts from the job before; a job read from storage is walked once.
const counted = new WeakMap<readonly JobRow[], Counts>()

function withRowCounted(counts: Counts, row: JobRow, by: 1 | -1): Counts {
  const next = { ...counts, [row.outcome]: counts[row.outcome] + by }
  if (row.outcome === 'skipped') {
    next.total -= by
    if (row.leftOut) next.leftOut += by
  }
  next.finished = next.added + next.refused + next.unknown
  return next
}

export function countRows(job: ImportJob): Counts {
  const known = counted.get(job.rows)
  if (known) return known
  const counts = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, 0]),
  ) as Record<Outcome, number>
  let leftOut = 0
  for (const row of job.rows) {
    counts[row.outcome] += 1
    if (row.outcome === 'skipped' && row.leftOut) leftOut += 1
  }
  const result = {
    ...counts,
    leftOut,
    total: job.rows.length - counts.skipped,
    finished: counts.added + counts.refused + counts.unknown,
  }
  counted.set(job.rows, result)
  return result
}

/** Per rows array the machine made: the array it was made from, and the one row it changed there. */
const madeFrom = new WeakMap<
  readonly JobRow[],
  { before: readonly JobRow[]; index: number }
>()

/**
 * `after` is `before` with row `index` changed: its counts are carried, when
 * known, and the change is remembered, so a save finds what changed without
 * comparing every row (changedSince).
 */
export function carryRowChange(
  before: readonly JobRow[],
  after: readonly JobRow[],
  index: number,
) {
  if (before.length !== after.length) return
  madeFrom.set(after, { before, index })
  forgetPast(before)
  const known = counted.get(before)
  const was = before[index]
  const now = after[index]
  if (!known || !was || !now) return
  counted.set(after, withRowCounted(withRowCounted(known, was, -1), now, 1))
}

/** A save follows at most this many changes back; past them it compares the rows. */
const CHANGES_FOLLOWED = 16

/**
 * Drops the link that is past what a save follows from the newest array:
 * each link holds the array it came from, so an endless chain would keep
 * every rows array the job ever had alive (a 10,000-row import: two arrays
 * of 10,000 a row, and ever longer garbage collections as it went).
 */
function forgetPast(newestBefore: readonly JobRow[]) {
  let at = newestBefore
  for (let step = 1; step < CHANGES_FOLLOWED; step += 1) {
    const link = madeFrom.get(at)
    if (!link) return
    at = link.before
  }
  madeFrom.delete(at)
}

/**
 * The rows that differ between `rows` and `base`, when `rows` was made from
 * `base` by the machine, one row at a time, in a few steps; else null.
 */
export function changedSince(
  rows: readonly JobRow[],
  base: readonly JobRow[],
): Set<number> | null {
  const changed = new Set<number>()
  let at = rows
  for (let step = 0; at !== base; step += 1) {
    const link = madeFrom.get(at)
    if (!link || step === CHANGES_FOLLOWED) return null
    changed.add(link.index)
    at = link.before
  }
  return changed
}
