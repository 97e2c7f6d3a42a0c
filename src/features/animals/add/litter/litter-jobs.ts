import type { Connection } from '../../../../lib/connection/connection'
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  textBytes,
} from '../../../../lib/files/input-limits'

// A litter is an import job: its rows go through the import's runner (paced,
// never sent twice, resumable, recorded in Activity). Features do not import
// each other, so src/app hands the add form these few calls, and the form
// sees the job only as this shape.

/** What a watched value is: the import's stores fit it. */
interface Watched<T> {
  get: () => T
  subscribe: (listener: () => void) => () => void
}

/** The import job as the add form shows it. */
export interface LitterJob {
  /**
   * Every outcome a row may have: the import's own list (its job's door,
   * handed over by src/app). The panel words each by its machine value.
   */
  outcomes: readonly string[]
  id: string
  state: 'running' | 'paused' | 'cancelled' | 'done'
  /** Why it is paused, when something other than the person paused it. */
  notice?: string
  rows: readonly {
    row: number
    name: string
    outcome: string
    id?: string
    /** Skipped as a possible duplicate not included (else skipped for `message`'s problem). */
    leftOut?: boolean
    message?: string
  }[]
}

export interface LitterRunnerStatus {
  /** The stored job was read: until then nobody can tell whether there is one. */
  loaded: boolean
  running: boolean
  /** Another tab sends it. */
  elsewhere: boolean
}

/** One name of the litter as checked: the import's rules and duplicate check. */
interface LitterRow {
  row: number
  name: string
  /** What stops it from being sent. */
  problems: string[]
  /** "Possible duplicate of ID 123", "… of row 2", or null. */
  duplicate: string | null
}

/** Why a litter did not start: nothing was sent, and the form keeps the names. */
export type LitterRefusal =
  /** Another import of this server and key is not finished: nothing is queued behind it. */
  | 'unfinished'
  /** The key is kept for this tab only, and the job would not fit its storage. */
  | 'no-room'
  /** The browser refused to store the job, or another tab stored one first. */
  | 'not-stored'

export type LitterStart = { started: string } | { refused: LitterRefusal }

export interface LitterCheck {
  rows: LitterRow[]
  /** Why the latest 100 could not be compared with; null when they were. */
  latestProblem: string | null
  /**
   * Starts the job with the flagged rows it includes, replacing a finished
   * import; resolves once the job is stored (its id), or refused.
   */
  start: (included: ReadonlySet<number>) => Promise<LitterStart>
}

export interface Litter {
  job: Watched<LitterJob | null>
  status: Watched<LitterRunnerStatus>
  /** Reads the stored job and follows changes from other tabs; returns the stop. */
  watch: () => () => void
  check: (
    names: readonly string[],
    categoryId: string,
    status: string,
  ) => Promise<LitterCheck>
}

/** The litter of a connection; null without a key (nothing may be sent or kept). */
export type LitterFor = (connection: Connection) => Litter | null

/** The names of a multi-line field: one a line, blank lines dropped. */
export function namesOfLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** A litter past the import's limits: refused before a name is checked or sent. */
export type LitterLimit =
  { limit: 'bytes'; bytes: number } | { limit: 'names'; count: number }

/** Which of the import's limits `text`, read as `names`, is past, or null. */
export function litterLimit(
  text: string,
  names: readonly string[],
): LitterLimit | null {
  const bytes = textBytes(text)
  if (bytes > MAX_FILE_BYTES) return { limit: 'bytes', bytes }
  if (names.length > MAX_ROWS) return { limit: 'names', count: names.length }
  return null
}

export const isUnfinished = (job: LitterJob | null): boolean =>
  job !== null && (job.state === 'running' || job.state === 'paused')
