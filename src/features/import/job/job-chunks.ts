import {
  changedSince,
  type ImportJob,
  type JobRow,
  parseStoredJob,
} from './import-job'

// A job is stored as a small head (its state, version and, per chunk of 100
// rows, the version that last wrote a row of it) and its rows, so storing
// one row's change writes the head and that row: the cost of a row does not
// grow with the job. Each storage remembers the chunks it last read or
// wrote, so a load reads only the chunks another tab changed.
// Two layouts of the rows (decision 041):
// - 'rows' (the desk's database): one record per row, and the job's
//   `knownBefore` in a record of its own, written once: a row's change
//   writes a few hundred characters, not its chunk's 20,000.
// - 'chunks' (decision 023; this tab's sessionStorage, whose quota counts
//   a key per record, and jobs stored so before): a chunk's rows in one
//   record. Still read wherever found; a database's is kept as 'rows' by
//   its next write.
// A job stored whole (before both) is still read, and stored by its next write.

export const CHUNK_ROWS = 100

type Layout = 'rows' | 'chunks'

/** What is stored under the job's name. */
interface Head {
  layout: Layout
  /** The job without its rows (and, in 'rows', without `knownBefore`). */
  job: Omit<ImportJob, 'rows'>
  count: number
  /** Per chunk, the version that last wrote a row of it. */
  revs: number[]
  /** New each time the job is stored where none was: a version seen before it is not the same. */
  life: string
  /** 'rows': the job's `knownBefore` is stored beside it. */
  known?: boolean
}

export type StoredHead =
  | {
      layout: Layout
      /** Without its rows; in 'rows', without `knownBefore` too (`known` says whether it has one). */
      job: ImportJob
      count: number
      revs: number[]
      life: string
      known: boolean
    }
  | { layout: 'whole'; job: ImportJob }
type InChunks = StoredHead & { layout: Layout }

const chunksOf = (count: number) => Math.ceil(count / CHUNK_ROWS)
/** The rows of chunk `chunk` in a job of `count` rows. */
export const chunkRows = (count: number, chunk: number) =>
  Math.min(CHUNK_ROWS, count - chunk * CHUNK_ROWS)

/** The stored head, a whole job of the earlier layout, or null (nothing, or unreadable). */
export function readHead(value: unknown): StoredHead | null {
  if (typeof value !== 'object' || value === null) return null
  const head = value as Partial<Head>
  if (head.layout !== 'chunks' && head.layout !== 'rows') {
    const job = parseStoredJob(value)
    return job && { layout: 'whole', job }
  }
  const job = parseStoredJob({ ...head.job, rows: [] })
  const { layout, count, revs, life } = head
  if (
    !job ||
    typeof count !== 'number' ||
    typeof life !== 'string' ||
    !Array.isArray(revs) ||
    revs.length !== chunksOf(count) ||
    !revs.every((rev) => typeof rev === 'number')
  )
    return null
  if (layout === 'rows') delete job.knownBefore
  return {
    layout,
    job,
    count,
    revs,
    life,
    known: layout === 'rows' && head.known === true,
  }
}

/** A head this storage wrote, as a read would give it back (its own: not checked again). */
export const asStored = (head: Head): StoredHead => ({
  layout: head.layout,
  job: { ...head.job, rows: [] },
  count: head.count,
  revs: head.revs,
  life: head.life,
  known: head.known === true,
})

/** A chunk's rows, checked with the job's own schema; null when unreadable. */
function readChunk(head: InChunks, index: number, value: unknown) {
  const rows = parseStoredJob({ ...head.job, rows: value })?.rows
  return rows?.length === chunkRows(head.count, index) ? rows : null
}

/** A job's `knownBefore` stored beside a 'rows' head; undefined when unreadable. */
const readKnown = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((id) => typeof id === 'string')
    ? value
    : undefined

export const sameBase = (
  stored: StoredHead | null,
  base: Pick<ImportJob, 'id' | 'version'> | null,
) =>
  stored === null || base === null
    ? stored === base
    : stored.job.id === base.id && stored.job.version === base.version

/** What one storage last read or wrote of a job. */
interface Known {
  id: string
  life: string
  layout: Layout
  revs: number[]
  chunks: JobRow[][]
  knownBefore: string[] | undefined
  /** The job's rows these chunks hold, the very array (changedSince). */
  rows: readonly JobRow[]
}

/** A write: the head and, by layout, the rows or the chunks to put. */
export interface ChunkWrite {
  head: Head
  /** 'chunks': each chunk to put, whole. */
  put: Map<number, JobRow[]>
  /** 'rows': each row to put, by index. */
  rows: Map<number, JobRow>
  /** 'rows': the job's `knownBefore`, to put beside the head. */
  known?: string[]
  /** Whatever else was stored under the job's name goes first (another layout, or another job). */
  clear: boolean
  /** Chunk numbers stored before and no longer part of the job ('chunks'). */
  drop: number[]
  /** 'rows': rows stored past the job's count go, from this index. */
  dropFrom: number | null
}

/** What a load must read: chunks another storage wrote since, and whether `knownBefore`. */
interface Missing {
  chunks: number[]
  known: boolean
}

export function createChunkCache() {
  let known: Known | null = null
  const matches = (head: StoredHead | null): head is InChunks =>
    head !== null &&
    head.layout !== 'whole' &&
    known !== null &&
    known.layout === head.layout &&
    known.id === head.job.id &&
    known.life === head.life

  return {
    forget() {
      known = null
    },
    missing(head: InChunks): Missing {
      const have = matches(head) ? known : null
      const chunks: number[] = []
      for (let chunk = 0; chunk < head.revs.length; chunk += 1)
        if (!have?.chunks[chunk] || have.revs[chunk] !== head.revs[chunk])
          chunks.push(chunk)
      return { chunks, known: head.known && !have?.knownBefore }
    },
    /** The job, from what was read and what is known; null when a part is unreadable. */
    assemble(
      head: StoredHead,
      read: ReadonlyMap<number, unknown>,
      knownRead?: unknown,
    ): ImportJob | null {
      if (head.layout === 'whole') {
        known = null
        return head.job
      }
      const have = matches(head) ? known : null
      const chunks: JobRow[][] = []
      for (let chunk = 0; chunk < head.revs.length; chunk += 1) {
        const rows = read.has(chunk)
          ? readChunk(head, chunk, read.get(chunk))
          : have?.chunks[chunk]
        if (!rows) return null
        chunks.push(rows)
      }
      let knownBefore =
        head.layout === 'rows' ? undefined : head.job.knownBefore
      if (head.known) {
        knownBefore =
          knownRead === undefined ? have?.knownBefore : readKnown(knownRead)
        if (!knownBefore) return null
      }
      const rows = chunks.flat()
      known = {
        id: head.job.id,
        life: head.life,
        layout: head.layout,
        revs: head.revs,
        chunks,
        knownBefore,
        rows,
      }
      return { ...head.job, ...(knownBefore ? { knownBefore } : {}), rows }
    },
    /**
     * How to store `next` (stamped with its new version) over `stored` in
     * `layout`: only the rows (or chunks) that are not those last read or
     * written here.
     */
    plan(
      next: ImportJob,
      stored: StoredHead | null,
      layout: Layout,
    ): ChunkWrite {
      const base =
        matches(stored) && known?.layout === layout && stored.job.id === next.id
          ? stored
          : null
      return planWrite(next, stored, layout, base, base && known)
    },
    /** After a write that was stored. */
    wrote(write: ChunkWrite, next: ImportJob) {
      const chunks: JobRow[][] = []
      for (let chunk = 0; chunk < write.head.revs.length; chunk += 1) {
        const kept =
          known?.layout === write.head.layout &&
          known.life === write.head.life &&
          known.revs[chunk] === write.head.revs[chunk]
            ? known.chunks[chunk]
            : undefined
        chunks.push(kept ?? rowsOf(next.rows, chunk))
      }
      known = {
        id: next.id,
        life: write.head.life,
        layout: write.head.layout,
        revs: write.head.revs,
        chunks,
        knownBefore: next.knownBefore,
        rows: next.rows,
      }
    },
  }
}
export type ChunkCache = ReturnType<typeof createChunkCache>

/**
 * `plan` of the chunk cache: `base` is `stored` when this storage last read
 * or wrote it (same job and layout), and `have` what it then had.
 */
function planWrite(
  next: ImportJob,
  stored: StoredHead | null,
  layout: Layout,
  base: InChunks | null,
  have: Known | null,
): ChunkWrite {
  const { revs, put, rows } = changedParts(next, layout, base, have)
  const job: Omit<ImportJob, 'rows'> & { rows?: unknown } = { ...next }
  delete job.rows
  const knownBefore = next.knownBefore
  if (layout === 'rows') delete job.knownBefore
  return {
    head: {
      layout,
      job,
      count: next.rows.length,
      revs,
      life: have?.life ?? Math.random().toString(36).slice(2, 10),
      ...(layout === 'rows' ? { known: knownBefore !== undefined } : {}),
    },
    put,
    rows,
    ...(layout === 'rows'
      ? rowsLayoutRest(next, stored, have)
      : chunksLayoutRest(stored, chunksOf(next.rows.length))),
  }
}

/**
 * Per chunk of `next`, its version, and what of it changed since `have`:
 * 'chunks' puts a changed chunk whole, 'rows' only its changed rows.
 */
function changedParts(
  next: ImportJob,
  layout: Layout,
  base: InChunks | null,
  have: Known | null,
): Pick<ChunkWrite, 'put' | 'rows'> & { revs: number[] } {
  const put = new Map<number, JobRow[]>()
  const rows = new Map<number, JobRow>()
  const revs: number[] = []
  // Rows the machine changed since these chunks: the other chunks are not
  // compared row by row (a save costs the same at row 10 as at row 10,000).
  const touched = have && changedSince(next.rows, have.rows)
  const chunksTouched =
    touched &&
    new Set([...touched].map((index) => Math.floor(index / CHUNK_ROWS)))
  for (let chunk = 0; chunk < chunksOf(next.rows.length); chunk += 1) {
    const rev = base?.revs[chunk]
    const before =
      have && rev !== undefined && have.revs[chunk] === rev
        ? have.chunks[chunk]
        : undefined
    const changed =
      before && chunksTouched && !chunksTouched.has(chunk)
        ? []
        : changedRows(next.rows, chunk, before)
    if (!changed.length) {
      revs.push(rev ?? next.version)
      continue
    }
    revs.push(next.version)
    if (layout === 'chunks') put.set(chunk, rowsOf(next.rows, chunk))
    else
      for (const index of changed) rows.set(index, next.rows[index] as JobRow)
  }
  return { revs, put, rows }
}

type WriteRest = Pick<ChunkWrite, 'known' | 'clear' | 'drop' | 'dropFrom'>

// 'rows' keeps `knownBefore` in its own record (put only when it changed),
// and clears another layout or job, and drops rows past the new count.
function rowsLayoutRest(
  next: ImportJob,
  stored: StoredHead | null,
  have: Known | null,
): WriteRest {
  const knownBefore = next.knownBefore
  const same = stored?.layout === 'rows' ? stored : null
  return {
    ...(knownBefore && (!have || have.knownBefore !== knownBefore)
      ? { known: knownBefore }
      : {}),
    clear: !!stored && same?.job.id !== next.id,
    drop: [],
    dropFrom: same && same.count > next.rows.length ? next.rows.length : null,
  }
}

// 'chunks' keeps `knownBefore` in the head, and drops chunks past `count`.
const chunksLayoutRest = (
  stored: StoredHead | null,
  count: number,
): WriteRest => ({ clear: false, drop: dropped(stored, count), dropFrom: null })

const rowsOf = (rows: readonly JobRow[], chunk: number) =>
  rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS)

/**
 * The indexes of chunk `chunk` of `rows` whose rows are not the very rows
 * `before` (a change makes new row objects); every one without `before`.
 */
function changedRows(
  rows: readonly JobRow[],
  chunk: number,
  before: readonly JobRow[] | undefined,
): number[] {
  const start = chunk * CHUNK_ROWS
  const end = Math.min(rows.length, start + CHUNK_ROWS)
  const changed: number[] = []
  const whole = !before || before.length !== end - start
  for (let index = start; index < end; index += 1)
    if (whole || rows[index] !== before[index - start]) changed.push(index)
  return changed
}

/** Chunks of the stored job past `keep` (all of them when the job goes), in the 'chunks' layout. */
export function dropped(stored: StoredHead | null, keep: number): number[] {
  if (stored?.layout !== 'chunks') return []
  const drop: number[] = []
  for (let chunk = keep; chunk < stored.revs.length; chunk += 1)
    drop.push(chunk)
  return drop
}
