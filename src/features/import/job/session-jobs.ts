import type { ImportJob } from './import-job'
import type { LogStep } from '../../../lib/activity/activity-log'
import type { Database } from '../../../lib/tabs/database'
import {
  type Base,
  type JobStorage,
  readRecord,
  stamp,
  updateRecord,
} from './import-storage'
import {
  type ChunkCache,
  createChunkCache,
  dropped,
  readHead,
  sameBase,
  type StoredHead,
} from './job-chunks'

// A key typed for this tab keeps its job in this tab's sessionStorage, in
// chunks like the database (job-chunks.ts). Duplicate tab copies
// sessionStorage, so each save also moves a mark in IndexedDB (a job id and
// a version: no key, no animal). A copy whose version is not the mark's is
// read-only: the first copy to save wins (decision 009). Without IndexedDB
// the guard is lost, not the import.

type Mark = { version: number } | { removed: true }

const markName = (name: string, id: string) =>
  `adoption-desk:session-job:${name}:${id}`

const markMatches = (mark: Mark | undefined, version: number) =>
  mark === undefined || ('version' in mark && mark.version === version)

const sessionChunkName = (name: string, chunk: number) =>
  `${name}#rows-${chunk}`

function readItem(key: string): unknown {
  const text = window.sessionStorage.getItem(key)
  return text === null ? undefined : (JSON.parse(text) as unknown)
}

/** Throws when sessionStorage cannot be read. */
function headOf(name: string): StoredHead | null {
  return readHead(readItem(name))
}

function readJob(name: string, cache: ChunkCache, head: StoredHead | null) {
  if (!head) return null
  const read = new Map<number, unknown>()
  // Only 'chunks' here (decision 041): a tab's quota counts a key per record.
  if (head.layout !== 'whole')
    for (const chunk of cache.missing(head).chunks)
      read.set(chunk, readItem(sessionChunkName(name, chunk)))
  return cache.assemble(head, read)
}

/**
 * Writes `job` over `head`: the changed chunks, then the head, then `log`
 * (this tab's Activity, decision 041). Anything refused (the tab's quota)
 * is put back as it was, and the error thrown.
 */
function writeJob(
  name: string,
  cache: ChunkCache,
  job: ImportJob | null,
  head: StoredHead | null,
  log: LogStep | null = null,
) {
  const storage = window.sessionStorage
  const before = new Map<string, string | null>()
  const set = (key: string, value: string | null) => {
    if (!before.has(key)) before.set(key, storage.getItem(key))
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  }
  try {
    if (!job) {
      for (const chunk of dropped(head, 0))
        set(sessionChunkName(name, chunk), null)
      set(name, null)
      cache.forget()
      return
    }
    const write = cache.plan(job, head, 'chunks')
    for (const [chunk, rows] of write.put)
      set(sessionChunkName(name, chunk), JSON.stringify(rows))
    set(name, JSON.stringify(write.head))
    for (const chunk of write.drop) set(sessionChunkName(name, chunk), null)
    log?.inTab()
    cache.wrote(write, job)
  } catch (error) {
    for (const [key, value] of before)
      try {
        if (value === null) storage.removeItem(key)
        else storage.setItem(key, value)
      } catch {
        // As much as the tab lets back.
      }
    throw error
  }
}

/** The job `name` in this tab's sessionStorage, its mark in `database` (the page's, its Tabs'). */
export function sessionJobs(
  name: string,
  database: Database | null,
): JobStorage {
  const cache = createChunkCache()
  let copy = false
  /** Moves the mark from `base` to `next`; false when another copy moved it first. */
  async function moveMark(next: ImportJob | null, base: Base) {
    const id = next?.id ?? base?.id
    if (id === undefined) return true
    let moved = true
    try {
      await updateRecord<Mark | undefined>(
        database,
        markName(name, id),
        (mark) => {
          // A job new here, or moved back here after Remember was switched
          // (its mark says removed): no copy of it can be ahead.
          moved =
            base === null || base.id !== id
              ? mark === undefined || 'removed' in mark
              : markMatches(mark, base.version)
          if (!moved) return mark
          const job = stamp(next, base)
          return job ? { version: job.version } : { removed: true }
        },
      )
    } catch {
      // No IndexedDB (blocked, some private windows): unguarded, not stopped.
    }
    return moved
  }
  return {
    async load() {
      const head = headOf(name)
      const stored = readJob(name, cache, head)
      if (!stored) {
        copy = false
        return null
      }
      if (head?.layout === 'whole') {
        // Stored whole by an earlier version: now in chunks, same version.
        try {
          writeJob(name, cache, stored, head)
        } catch {
          // Read as it is; its next save tries again.
        }
      }
      let mark: Mark | undefined
      try {
        mark = await readRecord<Mark>(database, markName(name, stored.id))
      } catch {
        mark = undefined
      }
      copy = !markMatches(mark, stored.version)
      return stored
    },
    async save(next, base, log) {
      let head: StoredHead | null
      try {
        head = headOf(name)
        if (!sameBase(head, base))
          return {
            ok: false,
            reason: 'conflict',
            stored: readJob(name, cache, head),
          }
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (copy || !(await moveMark(next, base))) {
        copy = true
        return { ok: false, reason: 'copy' }
      }
      const job = stamp(next, base)
      const joint = job !== null && log?.area === 'tab'
      try {
        writeJob(name, cache, job, head, joint ? log : null)
        return { ok: true, job, ...(joint ? { logged: true } : {}) }
      } catch {
        // Not written here: the mark goes back, so this copy stays the one.
        await moveBack(database, name, next, base)
        return { ok: false, reason: 'unavailable' }
      }
    },
    isCopy: () => copy,
    forgetCopy() {
      if (!copy) return
      try {
        writeJob(name, cache, null, headOf(name))
      } catch {
        // Unreadable storage: nothing of it will be shown again anyway.
      }
      copy = false
    },
  }
}

async function moveBack(
  database: Database | null,
  name: string,
  next: ImportJob | null,
  base: Base,
) {
  const id = next?.id ?? base?.id
  if (id === undefined) return
  try {
    await updateRecord<Mark | undefined>(database, markName(name, id), () =>
      base && base.id === id ? { version: base.version } : undefined,
    )
  } catch {
    // Nothing more to do: the next load shows this copy read-only.
  }
}

/** What a row may gain as it is sent: an id, an Activity entry, a short message. */
const ROW_GROWTH = 120
/** Left free for what else this tab keeps there (its Activity log, capped at 1,000 entries). */
const KEEP_FREE = 600_000
const PROBE = 'adoption-desk:room-probe'
/** A chunk's key: the job's name and its number. */
const KEY_ROOM = 200

/**
 * Whether `job`, once every row has an outcome, fits in this tab's
 * sessionStorage (about 5 MB, by browser): tried by writing that much once
 * and taking it back, since no browser says how much room is left.
 */
export function fitsThisTab(job: ImportJob): boolean {
  const write = createChunkCache().plan({ ...job, version: 1 }, null, 'chunks')
  let need = JSON.stringify(write.head).length + KEEP_FREE
  for (const rows of write.put.values())
    need += JSON.stringify(rows).length + KEY_ROOM
  need += job.rows.filter((row) => row.pet).length * ROW_GROWTH
  try {
    window.sessionStorage.setItem(PROBE, 'x'.repeat(need))
    return true
  } catch {
    return false
  } finally {
    try {
      window.sessionStorage.removeItem(PROBE)
    } catch {
      // Nothing was written.
    }
  }
}
