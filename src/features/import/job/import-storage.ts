import type { UseStore } from 'idb-keyval'
import type { Database } from '../../../lib/tabs/database'
import { type LogStep, runLogOp } from '../../../lib/activity/activity-log'
import type { ImportJob } from './import-job'
import { transactionResult } from '../../../lib/tabs/transaction-result'
import {
  asStored,
  type ChunkCache,
  type ChunkWrite,
  CHUNK_ROWS,
  chunkRows,
  createChunkCache,
  readHead,
  sameBase,
  type StoredHead,
} from './job-chunks'
import {
  chunkKey,
  everything,
  knownKey,
  PUT_ROWS,
  putWrite,
  rowRange,
} from './job-records'
import type { JobWriter } from './job-writer'

// Every write is a compare-and-set over the version it was made from, in one
// atomic step, so a copy from an older read never overwrites a newer one. A
// remembered key's job is in IndexedDB (one readwrite transaction), never
// localStorage, whose per-tab cache in Chromium lets a read-modify-write go
// backwards; a key typed for this tab keeps it in sessionStorage
// (session-jobs.ts). Decision 009. A job is kept as a head and its rows
// (job-chunks.ts), here one record per row (decision 041).

/** Versions restart at 1 for each job, so the id is compared too. */
export type Base = Pick<ImportJob, 'id' | 'version'> | null

type SaveResult =
  /** `logged`: the Activity write asked for was stored in the same step. */
  | { ok: true; job: ImportJob | null; logged?: boolean }
  /** Another copy, newer than the one this was made from, is stored: nothing was written. */
  | { ok: false; reason: 'conflict'; stored: ImportJob | null }
  | { ok: false; reason: 'unavailable' }
  /** Another tab's job, copied by Duplicate tab: shown, never changed or sent from here. */
  | { ok: false; reason: 'copy' }

export interface JobStorage {
  /** Rejects when storage cannot be read. */
  load: () => Promise<ImportJob | null>
  /**
   * Writes only if the stored job is still `base`; `null` removes it. `log`
   * is written in the same step where the log is kept in the same area
   * (decision 041); else the caller writes it.
   */
  save: (
    next: ImportJob | null,
    base: Base,
    log?: LogStep | null,
  ) => Promise<SaveResult>
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

/** The import's store in the page's database (its Tabs'); throws without IndexedDB. */
export function jobsDb(database: Database | null): UseStore {
  const store = database?.store('imports')
  if (!store) throw new Error('This browser keeps no IndexedDB.')
  return store
}

/**
 * A transaction over the job's store and the Activity log's together
 * (decision 041): idb-keyval's store shape opens one store per transaction,
 * so it is made on the database's open connection.
 */
async function jointTransaction(
  database: Database | null,
  mode: IDBTransactionMode,
) {
  if (!database) throw new Error('This browser keeps no IndexedDB.')
  const db = await database.open()
  return db.transaction(['imports', 'activity'], mode)
}

/** Runs `body` in one transaction; resolves with what it set once the transaction completes. */
function transact<T>(
  database: Database | null,
  mode: IDBTransactionMode,
  body: (
    store: IDBObjectStore,
    done: (value: T) => void,
    activity: IDBObjectStore | null,
  ) => void,
  joint = false,
): Promise<T> {
  const run = (store: IDBObjectStore) =>
    transactionResult<T>(store.transaction, (done) =>
      body(
        store,
        done,
        joint ? store.transaction.objectStore('activity') : null,
      ),
    )
  return joint
    ? jointTransaction(database, mode).then((transaction) =>
        run(transaction.objectStore('imports')),
      )
    : jobsDb(database)(mode, run)
}

// One record read, or changed from what is stored, in a transaction of its
// own; not idb-keyval's get and update (nor keys): they bring its default
// database along into the first load, where idb-keyval sits for the shared
// state (decision 004), and this store is always given.

export function readRecord<T>(
  database: Database | null,
  key: IDBValidKey,
): Promise<T | undefined> {
  return transact(database, 'readonly', (store, done) => {
    const request = store.get(key)
    request.onsuccess = () => done(request.result as T | undefined)
  })
}

export function updateRecord<T>(
  database: Database | null,
  key: IDBValidKey,
  change: (current: T | undefined) => T,
): Promise<void> {
  return transact(database, 'readwrite', (store, done) => {
    const request = store.get(key)
    request.onsuccess = () => {
      store.put(change(request.result as T | undefined), key)
      done()
    }
  })
}

/** The head and the parts this storage does not know yet, read in one transaction. */
function readJob(database: Database | null, name: string, cache: ChunkCache) {
  return transact<{ job: ImportJob | null; whole: boolean }>(
    database,
    'readonly',
    (store, done) => {
      const request = store.get(name)
      request.onsuccess = () => {
        const head = readHead(request.result)
        if (!head) return done({ job: null, whole: false })
        const read = new Map<number, unknown>()
        const whole = head.layout === 'whole'
        if (whole) return done({ job: cache.assemble(head, read), whole })
        const missing = cache.missing(head)
        const finish = (known?: unknown) =>
          done({ job: cache.assemble(head, read, known), whole })
        let left = missing.chunks.length + (missing.known ? 1 : 0)
        if (!left) return finish()
        let known: unknown
        const got = () => {
          left -= 1
          if (!left) finish(known)
        }
        for (const chunk of missing.chunks) {
          // A chunk's rows: its record, or in 'rows' its rows' records in order.
          const from = chunk * CHUNK_ROWS
          const part =
            head.layout === 'chunks'
              ? store.get(chunkKey(name, chunk))
              : store.getAll(
                  rowRange(name, from, from + chunkRows(head.count, chunk) - 1),
                )
          part.onsuccess = () => {
            read.set(chunk, part.result)
            got()
          }
        }
        if (missing.known) {
          const part = store.get(knownKey(name))
          part.onsuccess = () => {
            known = part.result
            got()
          }
        }
      }
    },
  )
}

type Written =
  | { conflict: true }
  | { conflict: false; write: ChunkWrite | null; logged: boolean }

/** The compare-and-set: the head read, compared and written, with the rows that changed (and `log`, when joint). */
function writeJob(
  database: Database | null,
  name: string,
  cache: ChunkCache,
  next: ImportJob | null,
  base: Base,
  log: LogStep | null = null,
  stored: (head: StoredHead | null) => boolean = (head) => sameBase(head, base),
) {
  const joint = log?.area === 'device'
  return transact<Written>(
    database,
    'readwrite',
    (store, done, activity) => {
      const request = store.get(name)
      request.onsuccess = () => {
        const head = readHead(request.result)
        if (!stored(head)) return done({ conflict: true })
        if (activity && log) runLogOp(activity, log.op, log.ran)
        if (!next) {
          // Removing is writing "nothing" in the same transaction: a
          // separate delete could remove a newer job written in between.
          store.delete(everything(name))
          store.delete(name)
          return done({ conflict: false, write: null, logged: joint })
        }
        const write = cache.plan(next, head, 'rows')
        if (write.clear) store.delete(everything(name))
        putWrite(store, name, write, () =>
          done({ conflict: false, write, logged: joint }),
        )
      }
    },
    joint,
  )
}

/**
 * A running import's row write, in the worker (job-writer.ts): a change of
 * a few rows, with its Activity step on this device, over the head this
 * storage last wrote. The write once stored; null: the page writes it
 * (the worker compared another head, or could not run).
 */
async function inWorker(
  writer: JobWriter,
  name: string,
  cache: ChunkCache,
  job: ImportJob,
  over: Extract<StoredHead, { life: string }>,
  log: LogStep,
): Promise<ChunkWrite | null> {
  const write = cache.plan(job, over, 'rows')
  // Planned over another head than `over` (not the one the cache knows):
  // the page's own compare-and-set reads what is stored.
  if (write.clear || write.head.life !== over.life) return null
  if (write.rows.size > PUT_ROWS) return null
  const reply = await writer({
    name,
    base: { id: over.job.id, version: over.job.version },
    life: over.life,
    write: {
      rows: write.rows,
      known: write.known,
      dropFrom: write.dropFrom,
      head: write.head,
    },
    log: log.op,
  })
  if (!reply?.stored) return null
  log.ran(reply.log)
  return write
}

/** The job `name` in `database` (the page's, its Tabs'); its row writes in `writer`'s worker where given. */
export function indexedDbJobs(
  name: string,
  database: Database | null,
  writer?: JobWriter,
): JobStorage {
  const cache = createChunkCache()
  // The head this storage last stored: a row write planned over it goes to
  // the worker, which stores it only if it is still the stored one.
  let wrote: StoredHead | null = null
  /** A job stored whole by an earlier version is stored in rows, at the same version. */
  async function migrate(job: ImportJob) {
    const written = await writeJob(
      database,
      name,
      cache,
      job,
      job,
      null,
      (head) => head?.layout === 'whole' && sameBase(head, job),
    ).catch(() => null)
    if (written && !written.conflict && written.write)
      cache.wrote(written.write, job)
  }
  return {
    async load() {
      const { job, whole } = await readJob(database, name, cache)
      if (job && whole) await migrate(job)
      return job
    },
    async save(next, base, log) {
      const job = stamp(next, base)
      const over = wrote && sameBase(wrote, base) ? wrote : null
      wrote = null
      const quick =
        writer && job && over?.layout === 'rows' && log?.area === 'device'
          ? await inWorker(writer, name, cache, job, over, log).catch(
              () => null,
            )
          : null
      if (quick && job) {
        cache.wrote(quick, job)
        wrote = asStored(quick.head)
        return { ok: true, job, logged: true }
      }
      let written: Written
      try {
        written = await writeJob(database, name, cache, job, base, log)
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (written.conflict) {
        const stored = await readJob(database, name, cache).then(
          (read) => read.job,
          () => null,
        )
        return { ok: false, reason: 'conflict', stored }
      }
      if (written.write && job) {
        cache.wrote(written.write, job)
        wrote = asStored(written.write.head)
      } else cache.forget()
      return { ok: true, job, ...(written.logged ? { logged: true } : {}) }
    },
  }
}

/** Another key's jobs for the same server, to offer a paused one to a new key. */
export async function storedJobNames(
  prefix: string,
  database: Database | null,
): Promise<string[]> {
  const names = new Set<string>()
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const name = window.sessionStorage.key(index)
      if (name?.startsWith(prefix) && !name.includes('#')) names.add(name)
    }
  } catch {
    // No sessionStorage: nothing of this tab's to offer.
  }
  try {
    const stored = await transact<IDBValidKey[]>(
      database,
      'readonly',
      (store, done) => {
        const request = store.getAllKeys()
        request.onsuccess = () => done(request.result)
      },
    )
    for (const name of stored)
      if (typeof name === 'string' && name.startsWith(prefix)) names.add(name)
  } catch {
    // No IndexedDB: nothing remembered to offer.
  }
  return [...names]
}
