import { keys, type UseStore } from 'idb-keyval'
import { browserDatabase } from '../../../lib/tabs/browser-tabs'
import type { ImportJob, JobRow } from './import-job'
import {
  type ChunkCache,
  type ChunkWrite,
  chunkOf,
  createChunkCache,
  dropped,
  readChunkRow,
  readHead,
  sameBase,
  type StoredHead,
} from './job-chunks'

// Every write is a compare-and-set over the version it was made from, in one
// atomic step, so a copy from an older read never overwrites a newer one. A
// remembered key's job is in IndexedDB (one readwrite transaction), never
// localStorage, whose per-tab cache in Chromium lets a read-modify-write go
// backwards; a key typed for this tab keeps it in sessionStorage
// (session-jobs.ts). Decision 009. A job is kept in chunks (job-chunks.ts).

/** Versions restart at 1 for each job, so the id is compared too. */
export type Base = Pick<ImportJob, 'id' | 'version'> | null

type SaveResult =
  | { ok: true; job: ImportJob | null }
  /** Another copy, newer than the one this was made from, is stored: nothing was written. */
  | { ok: false; reason: 'conflict'; stored: ImportJob | null }
  | { ok: false; reason: 'unavailable' }
  /** Another tab's job, copied by Duplicate tab: shown, never changed or sent from here. */
  | { ok: false; reason: 'copy' }

/** One row as stored, and the job version it was read at. */
export interface StoredRow {
  id: string
  version: number
  row: JobRow | undefined
}

export interface JobStorage {
  /** Rejects when storage cannot be read. */
  load: () => Promise<ImportJob | null>
  /** Writes only if the stored job is still `base`; `null` removes it. */
  save: (next: ImportJob | null, base: Base) => Promise<SaveResult>
  /** The stored row `index` alone (the read-back of a mark); rejects when storage cannot be read. */
  readRow: (index: number) => Promise<StoredRow | null>
  /** Known once `load` has resolved. */
  isCopy?: () => boolean
  /** Removes a read-only copy from this tab only; the other tab's job and its mark stay. */
  forgetCopy?: () => void
}

export function stamp(next: ImportJob | null, base: Base, keep = false) {
  return next
    ? { ...next, version: keep ? next.version : (base?.version ?? 0) + 1 }
    : null
}

export function rowOf(
  head: StoredHead | null,
  index: number,
  chunk: unknown,
): StoredRow | null {
  if (!head) return null
  const { id, version } = head.job
  if (head.layout === 'whole') return { id, version, row: head.job.rows[index] }
  return { id, version, row: readChunkRow(head, index, chunk) }
}

export function jobsDb(): UseStore {
  const store = browserDatabase()?.store('imports')
  if (!store) throw new Error('This browser keeps no IndexedDB.')
  return store
}

/** A chunk's key: an array, so never listed as a job's name. */
const chunkKey = (name: string, chunk: number) => [name, chunk]

/** Runs `body` in one transaction; resolves with what it set once the transaction completes. */
function transact<T>(
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  return jobsDb()(
    mode,
    (store) =>
      new Promise<T>((resolve, reject) => {
        const transaction = store.transaction
        let value: { set: T } | null = null
        transaction.oncomplete = () =>
          value ? resolve(value.set) : reject(new Error('IndexedDB'))
        transaction.onabort = transaction.onerror = () =>
          reject(transaction.error ?? new Error('IndexedDB'))
        body(store, (set) => {
          value = { set }
        })
      }),
  )
}

/** The head and the chunks this storage does not know yet, read in one transaction. */
function readJob(name: string, cache: ChunkCache) {
  return transact<{ job: ImportJob | null; whole: boolean }>(
    'readonly',
    (store, done) => {
      const request = store.get(name)
      request.onsuccess = () => {
        const head = readHead(request.result)
        if (!head) return done({ job: null, whole: false })
        const read = new Map<number, unknown>()
        const whole = head.layout === 'whole'
        const finish = () => done({ job: cache.assemble(head, read), whole })
        const wanted = whole ? [] : cache.missing(head)
        if (wanted.length === 0) return finish()
        let left = wanted.length
        for (const chunk of wanted) {
          const part = store.get(chunkKey(name, chunk))
          part.onsuccess = () => {
            read.set(chunk, part.result)
            left -= 1
            if (left === 0) finish()
          }
        }
      }
    },
  )
}

type Written =
  { conflict: true } | { conflict: false; write: ChunkWrite | null }

/** The compare-and-set: the head read, compared and written, with the chunks that changed. */
function writeJob(
  name: string,
  cache: ChunkCache,
  next: ImportJob | null,
  base: Base,
  stored: (head: StoredHead | null) => boolean = (head) => sameBase(head, base),
) {
  return transact<Written>('readwrite', (store, done) => {
    const request = store.get(name)
    request.onsuccess = () => {
      const head = readHead(request.result)
      if (!stored(head)) return done({ conflict: true })
      if (!next) {
        // Removing is writing "nothing" in the same transaction: a
        // separate delete could remove a newer job written in between.
        for (const chunk of dropped(head, 0))
          store.delete(chunkKey(name, chunk))
        store.delete(name)
        return done({ conflict: false, write: null })
      }
      const write = cache.plan(next, head)
      for (const [chunk, rows] of write.put)
        store.put(rows, chunkKey(name, chunk))
      for (const chunk of write.drop) store.delete(chunkKey(name, chunk))
      store.put(write.head, name)
      done({ conflict: false, write })
    }
  })
}

export function indexedDbJobs(name: string): JobStorage {
  const cache = createChunkCache()
  /** A job stored whole by an earlier version is stored in chunks, at the same version. */
  async function migrate(job: ImportJob) {
    const written = await writeJob(
      name,
      cache,
      job,
      job,
      (head) => head?.layout === 'whole' && sameBase(head, job),
    ).catch(() => null)
    if (written && !written.conflict && written.write)
      cache.wrote(written.write, job)
  }
  return {
    async load() {
      const { job, whole } = await readJob(name, cache)
      if (job && whole) await migrate(job)
      return job
    },
    async save(next, base) {
      const job = stamp(next, base)
      let written: Written
      try {
        written = await writeJob(name, cache, job, base)
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (written.conflict) {
        const stored = await readJob(name, cache).then(
          (read) => read.job,
          () => null,
        )
        return { ok: false, reason: 'conflict', stored }
      }
      if (written.write && job) cache.wrote(written.write, job)
      else cache.forget()
      return { ok: true, job }
    },
    readRow: (index) =>
      transact<StoredRow | null>('readonly', (store, done) => {
        const head = store.get(name)
        const chunk = store.get(chunkKey(name, chunkOf(index)))
        chunk.onsuccess = () =>
          done(rowOf(readHead(head.result), index, chunk.result))
      }),
  }
}

/** Another key's jobs for the same server, to offer a paused one to a new key. */
export async function storedJobNames(prefix: string): Promise<string[]> {
  const names = new Set<string>()
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const name = window.sessionStorage.key(index)
      if (name?.startsWith(prefix) && !name.includes('#rows-')) names.add(name)
    }
  } catch {
    // No sessionStorage: nothing of this tab's to offer.
  }
  try {
    for (const name of await keys(jobsDb()))
      if (typeof name === 'string' && name.startsWith(prefix)) names.add(name)
  } catch {
    // No IndexedDB: nothing remembered to offer.
  }
  return [...names]
}
