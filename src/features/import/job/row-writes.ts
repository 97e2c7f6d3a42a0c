import {
  type LogOp,
  type LogOpResult,
  runLogOp,
} from '../../../lib/activity/activity-log'
import type { Database } from '../../../lib/tabs/database'
import type { ImportJob } from './import-job'
import { type ChunkWrite, readHead, sameBase } from './job-chunks'
import { putWrite } from './job-records'

// The protocol between the page and the worker that stores a running
// import's rows (job-writer.ts, job-writer-worker.ts), and the worker's
// side: the page posts a planned write, the worker stores it over the head
// it was planned on, or stores nothing, and says which (decision 048).

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
  let matched = false
  let ran: LogOpResult = null
  const request = store.get(name)
  request.onsuccess = () => {
    const head = readHead(request.result)
    matched =
      sameBase(head, base) && head?.layout === 'rows' && head.life === life
    if (!matched) return
    runLogOp(transaction.objectStore('activity'), log, (result) => {
      ran = result
    })
    putWrite(store, name, write, () => undefined)
  }
  transaction.oncomplete = () =>
    reply(matched ? { id, stored: true, log: ran } : { id, stored: false })
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
 * The worker's side: each write posted is stored over `database`, the
 * desk's one database as this worker's own connection (opened at the first
 * write, closed when a later version asks, opened again by the next).
 */
export function answerRowWrites(
  scope: WriterScope,
  database: Pick<Database, 'open'>,
) {
  scope.addEventListener('message', ({ data }) => {
    const refused = () => scope.postMessage({ id: data.id, stored: false })
    database.open().then((opened) => {
      try {
        storeRowWrite(opened, data, (answer) => scope.postMessage(answer))
      } catch {
        refused()
      }
    }, refused)
  })
}
