import type { ActivityChange } from '../../../lib/activity/activity-entry'
import type { Area } from '../../../lib/connection/key-area'
import type { Channel } from '../../../lib/tabs/channel'
import {
  changedSince,
  type ImportJob,
  type JobRow,
  parseStoredJob,
} from './import-job'

// What the `import` message carries of a save (issue 31): the job without
// its rows and the rows the save changed, so a page following the job
// applies them rather than reading it again. A save changes one row or a
// few; one that changes more carries none, and is read. A row's mark is
// told with its outcome, in one message with the row's Activity entry
// (decision 041).

/** Rows one message carries at most: a chunk's worth (job-chunks.ts). */
const CARRIED_ROWS = 100

export type ImportMessage = Parameters<Channel['post']>[0] & { topic: 'import' }

/** A save as a follower applies it: `job` is the job at `from` with `rows` changed. */
export interface CarriedChange {
  area: Area
  /** The job as stored, without its rows (nor `knownBefore`). */
  job: Omit<ImportJob, 'rows'>
  count: number
  /** Null: not carried (too many, or the job is new); read again unless held. */
  rows: [number, JobRow][] | null
  /** The version the rows changed from. */
  from: number
}

/**
 * The rows of `job` that are not those of `before` (a change makes new row
 * objects); null past the bound. Found from the machine's links when it made
 * one from the other, so a save of a 10,000-row job does not walk them all.
 */
function changedRows(
  job: ImportJob,
  before: ImportJob,
): [number, JobRow][] | null {
  const linked = changedSince(job.rows, before.rows)
  if (linked) {
    const changed = [...linked]
      .filter((index) => job.rows[index] !== before.rows[index])
      .sort((a, b) => a - b)
    return changed.length > CARRIED_ROWS
      ? null
      : changed.map((index) => [index, job.rows[index] as JobRow])
  }
  const rows: [number, JobRow][] = []
  for (let index = 0; index < job.rows.length; index += 1) {
    const row = job.rows[index]
    if (!row || row === before.rows[index]) continue
    if (rows.length === CARRIED_ROWS) return null
    rows.push([index, row])
  }
  return rows
}

/**
 * The message for a save of `name` in `area`: `job` stored over `before`,
 * the last job told (a row's mark is not told: the rows changed since are
 * carried, with the version they changed from), and `activity`, the
 * Activity change stored in the same step (decision 041).
 */
export function importMessage(
  name: string,
  area: Area,
  job: ImportJob | null,
  before: ImportJob | null,
  activity: ActivityChange | null = null,
): ImportMessage {
  if (!job) return { topic: 'import', name }
  const follows =
    before &&
    before.version > 0 &&
    job.id === before.id &&
    job.version > before.version &&
    job.rows.length === before.rows.length
  const rows = follows ? changedRows(job, before) : null
  // Not `knownBefore`: set when the job is made, a follower has it.
  const head: Omit<ImportJob, 'rows'> & { rows?: unknown } = { ...job }
  delete head.rows
  delete head.knownBefore
  return {
    topic: 'import',
    name,
    area,
    job: head,
    count: job.rows.length,
    ...(rows ? { rows } : {}),
    ...(rows && before && before.version !== job.version - 1
      ? { from: before.version }
      : {}),
    ...(activity && 'entry' in activity && area === 'device'
      ? { activity: { name: activity.name, entry: activity.entry } }
      : {}),
  }
}

const isIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count

const isPair = (pair: unknown, count: number): pair is [number, unknown] =>
  Array.isArray(pair) && pair.length === 2 && isIndex(pair[0], count)

/** The change a message carries, checked as stored rows are; null: read the job again. */
export function carriedChange(message: ImportMessage): CarriedChange | null {
  const { area, job, count, rows, from } = message
  if (area !== 'device' && area !== 'tab') return null
  if (typeof count !== 'number' || typeof job !== 'object' || job === null)
    return null
  const pairs: unknown[] =
    rows === undefined ? [] : Array.isArray(rows) ? rows : [null]
  if (pairs.length > CARRIED_ROWS) return null
  const carried = pairs.filter((pair) => isPair(pair, count))
  if (carried.length !== pairs.length) return null
  const parsed = parseStoredJob({
    ...job,
    rows: carried.map(([, row]) => row),
  })
  if (!parsed) return null
  const { rows: checked, ...head } = parsed
  return {
    area,
    job: head,
    count,
    from:
      typeof from === 'number' && from < head.version ? from : head.version - 1,
    rows:
      rows === undefined
        ? null
        : checked.map((row, at) => [carried[at]?.[0] ?? -1, row]),
  }
}
