import { type ImportJob, type JobRow, parseStoredJob } from './import-job'

// A job is stored as a small head (its state, version and, per chunk of 100
// rows, the version that last wrote it) and its rows in chunks, so storing
// one row's change writes the head and that row's chunk, and reading it back
// reads the same: the cost of a row does not grow with the job. Each storage
// remembers the chunks it last read or wrote, so a load reads only the
// chunks another tab changed. A job stored whole (before this layout) is
// still read, and stored in chunks by its next write.

export const CHUNK_ROWS = 100

/** What is stored under the job's name. */
interface Head {
  layout: 'chunks'
  /** The job without its rows. */
  job: Omit<ImportJob, 'rows'>
  count: number
  /** Per chunk, the version that last wrote it. */
  revs: number[]
  /** New each time the job is stored where none was: a version seen before it is not the same. */
  life: string
}

export type StoredHead =
  | {
      layout: 'chunks'
      job: ImportJob
      count: number
      revs: number[]
      life: string
    }
  | { layout: 'whole'; job: ImportJob }

const chunksOf = (count: number) => Math.ceil(count / CHUNK_ROWS)
export const chunkOf = (index: number) => Math.floor(index / CHUNK_ROWS)

/** The stored head, a whole job of the earlier layout, or null (nothing, or unreadable). */
export function readHead(value: unknown): StoredHead | null {
  if (typeof value !== 'object' || value === null) return null
  if ((value as { layout?: unknown }).layout !== 'chunks') {
    const job = parseStoredJob(value)
    return job && { layout: 'whole', job }
  }
  const head = value as Partial<Head>
  const job = parseStoredJob({ ...head.job, rows: [] })
  const { count, revs, life } = head
  if (
    !job ||
    typeof count !== 'number' ||
    typeof life !== 'string' ||
    !Array.isArray(revs) ||
    revs.length !== chunksOf(count) ||
    !revs.every((rev) => typeof rev === 'number')
  )
    return null
  return { layout: 'chunks', job, count, revs, life }
}

/** A chunk's rows, checked with the job's own schema; null when unreadable. */
function readChunk(
  head: StoredHead & { layout: 'chunks' },
  index: number,
  value: unknown,
): JobRow[] | null {
  const rows = parseStoredJob({ ...head.job, rows: value })?.rows
  const expected = Math.min(CHUNK_ROWS, head.count - index * CHUNK_ROWS)
  return rows?.length === expected ? rows : null
}

/** Row `index` of the job from its chunk, the one row checked: a read-back costs one row, not its chunk's 100. */
export function readChunkRow(
  head: StoredHead & { layout: 'chunks' },
  index: number,
  value: unknown,
): JobRow | undefined {
  const chunk = chunkOf(index)
  const expected = Math.min(CHUNK_ROWS, head.count - chunk * CHUNK_ROWS)
  if (!Array.isArray(value) || value.length !== expected) return undefined
  const row: unknown = value[index % CHUNK_ROWS]
  return parseStoredJob({ ...head.job, rows: [row] })?.rows[0]
}

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
  revs: number[]
  chunks: JobRow[][]
}

/** A write: the head, the chunks to put (by number) and how many chunks to delete past the job's. */
export interface ChunkWrite {
  head: Head
  put: Map<number, JobRow[]>
  /** Chunk numbers stored before and no longer part of the job. */
  drop: number[]
}

export function createChunkCache() {
  let known: Known | null = null
  const matches = (
    head: StoredHead | null,
  ): head is StoredHead & { layout: 'chunks' } =>
    head?.layout === 'chunks' &&
    known !== null &&
    known.id === head.job.id &&
    known.life === head.life

  return {
    forget() {
      known = null
    },
    /** Chunk numbers a load must read: those another storage wrote since. */
    missing(head: StoredHead & { layout: 'chunks' }): number[] {
      const have = matches(head) ? known : null
      const wanted: number[] = []
      for (let chunk = 0; chunk < head.revs.length; chunk += 1)
        if (!have?.chunks[chunk] || have.revs[chunk] !== head.revs[chunk])
          wanted.push(chunk)
      return wanted
    },
    /** The job, from what was read and what is known; null when a chunk is unreadable. */
    assemble(
      head: StoredHead,
      read: ReadonlyMap<number, unknown>,
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
      known = { id: head.job.id, life: head.life, revs: head.revs, chunks }
      return { ...head.job, rows: chunks.flat() }
    },
    /**
     * How to store `next` (stamped with its new version) over `stored`:
     * only the chunks whose rows are not those last read or written here.
     */
    plan(next: ImportJob, stored: StoredHead | null): ChunkWrite {
      const have = matches(stored) && stored.job.id === next.id ? known : null
      const count = chunksOf(next.rows.length)
      const put = new Map<number, JobRow[]>()
      const revs: number[] = []
      for (let chunk = 0; chunk < count; chunk += 1) {
        const rev =
          have && stored?.layout === 'chunks' ? stored.revs[chunk] : undefined
        if (
          rev !== undefined &&
          have?.revs[chunk] === rev &&
          sameRows(next.rows, chunk, have.chunks[chunk])
        )
          revs.push(rev)
        else {
          put.set(
            chunk,
            next.rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS),
          )
          revs.push(next.version)
        }
      }
      const job: Omit<ImportJob, 'rows'> & { rows?: unknown } = { ...next }
      delete job.rows
      return {
        head: {
          layout: 'chunks',
          job,
          count: next.rows.length,
          revs,
          life: have?.life ?? Math.random().toString(36).slice(2, 10),
        },
        put,
        drop: dropped(stored, count),
      }
    },
    /** After a write that was stored. */
    wrote(write: ChunkWrite, next: ImportJob) {
      const chunks: JobRow[][] = []
      for (let chunk = 0; chunk < write.head.revs.length; chunk += 1)
        chunks.push(
          write.put.get(chunk) ??
            known?.chunks[chunk] ??
            next.rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS),
        )
      known = {
        id: next.id,
        life: write.head.life,
        revs: write.head.revs,
        chunks,
      }
    },
  }
}
export type ChunkCache = ReturnType<typeof createChunkCache>

/** Whether chunk `chunk` of `rows` holds the very rows `before` (a change makes new row objects). */
function sameRows(
  rows: readonly JobRow[],
  chunk: number,
  before: readonly JobRow[] | undefined,
) {
  if (!before) return false
  const start = chunk * CHUNK_ROWS
  if (before.length !== Math.min(CHUNK_ROWS, rows.length - start)) return false
  return before.every((row, at) => rows[start + at] === row)
}

/** Chunks of the stored job past `keep` (all of them when the job goes). */
export function dropped(stored: StoredHead | null, keep: number): number[] {
  if (stored?.layout !== 'chunks') return []
  const drop: number[] = []
  for (let chunk = keep; chunk < stored.revs.length; chunk += 1)
    drop.push(chunk)
  return drop
}
