import {
  type LogOp,
  type LogOpResult,
  runLogOp,
} from '../../../lib/activity/activity-log'
import type { ImportJob } from './import-job'
import { type ChunkWrite, readHead, sameBase } from './job-chunks'
import { putWrite } from './job-records'

// A running import stores each row twice (its mark, then its outcome), each
// time with its Activity entry, in one transaction. On the page, those
// transactions' requests and results were a third of the main thread's work
// while it sends (issue 31, decision 048). A dedicated worker runs them
// instead, over its own connection to the same database: the page plans the
// write (job-chunks.ts), the worker compares the stored head with the one
// the plan was made over and writes it, or writes nothing. A write it did
// not store is made again on the page, which compares afresh, so a lost
// worker costs speed, never a row.

/** Page → worker: one planned write of a job's rows, with its Activity step. */
export interface RowWrite {
  id: number
  /** The job's name in the `imports` store. */
  name: string
  /** Stored only over this version, of this life (the head the plan was made over). */
  base: Pick<ImportJob, 'id' | 'version'>
  life: string
  write: Pick<ChunkWrite, 'rows' | 'known' | 'dropFrom' | 'head'>
  log: LogOp
}

/** Worker → page: stored, with what the Activity step returned; or nothing stored. */
export type RowWriteReply =
  { id: number; stored: true; log: LogOpResult } | { id: number; stored: false }

/** The worker's transaction: writes `write` only over the head it was planned on. */
function storeRowWrite(
  db: IDBDatabase,
  { id, name, base, life, write, log }: RowWrite,
  reply: (answer: RowWriteReply) => void,
) {
  const transaction = db.transaction(['imports', 'activity'], 'readwrite')
  const store = transaction.objectStore('imports')
  let ran: LogOpResult | undefined
  const request = store.get(name)
  request.onsuccess = () => {
    const head = readHead(request.result)
    if (!sameBase(head, base) || head?.layout !== 'rows' || head.life !== life)
      return
    runLogOp(transaction.objectStore('activity'), log, (result) => {
      ran = result
    })
    putWrite(store, name, write, () => undefined)
  }
  transaction.oncomplete = () =>
    reply(
      ran === undefined
        ? { id, stored: false }
        : { id, stored: true, log: ran },
    )
  transaction.onabort = () => reply({ id, stored: false })
}

/** What the worker's entry is given (a fake in tests). */
export interface WriterScope {
  addEventListener: (
    type: 'message',
    listener: (event: MessageEvent<RowWrite>) => void,
  ) => void
  postMessage: (answer: RowWriteReply) => void
}

/**
 * The worker's side: each write posted is stored in turn over one
 * connection, opened at the first and again after another version of the
 * page asked it to close.
 */
export function answerRowWrites(
  scope: WriterScope,
  open: () => IDBOpenDBRequest,
) {
  let db: Promise<IDBDatabase> | null = null
  const connect = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = open()
      request.onsuccess = () => {
        const opened = request.result
        opened.onversionchange = () => {
          opened.close()
          db = null
        }
        resolve(opened)
      }
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
    })
  scope.addEventListener('message', ({ data }) => {
    const refused = () => scope.postMessage({ id: data.id, stored: false })
    db ??= connect().catch((error: unknown) => {
      db = null
      throw error
    })
    db.then((opened) => {
      try {
        storeRowWrite(opened, data, (answer) => scope.postMessage(answer))
      } catch {
        refused()
      }
    }, refused)
  })
}

/** The part of a Worker the page uses (a fake in tests). */
export interface WriterWorker {
  postMessage: (write: RowWrite) => void
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<RowWriteReply>) => void,
  ): void
  addEventListener(type: 'error', listener: () => void): void
  terminate: () => void
}

const startJobWriter = (): WriterWorker =>
  new Worker(new URL('./job-writer-worker.ts', import.meta.url), {
    type: 'module',
    name: 'adoption-desk-rows',
  })

export type JobWriter = (
  write: Omit<RowWrite, 'id'>,
) => Promise<RowWriteReply | null>

/**
 * The page's side: a write's reply, or null when the worker cannot run it
 * (it did not start, or failed): the page then writes on its own. Started
 * at the first write.
 */
export function jobWriter(start: () => WriterWorker = startJobWriter) {
  let worker: WriterWorker | null = null
  let failed = false
  let nextId = 0
  const waiting = new Map<number, (reply: RowWriteReply | null) => void>()
  function fail() {
    failed = true
    worker?.terminate()
    for (const settle of waiting.values()) settle(null)
    waiting.clear()
  }
  function begin(): WriterWorker | null {
    try {
      worker = start()
    } catch {
      failed = true
      return null
    }
    worker.addEventListener('message', ({ data }) => {
      waiting.get(data.id)?.(data)
      waiting.delete(data.id)
    })
    worker.addEventListener('error', fail)
    return worker
  }
  const write: JobWriter = (planned) =>
    new Promise((resolve) => {
      const running = failed ? null : (worker ?? begin())
      if (!running) return resolve(null)
      const id = nextId++
      waiting.set(id, resolve)
      try {
        running.postMessage({ ...planned, id })
      } catch {
        waiting.delete(id)
        resolve(null)
      }
    })
  return write
}
