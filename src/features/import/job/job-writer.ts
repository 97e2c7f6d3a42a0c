import type { RowWrite, RowWriteReply } from './row-writes'

// A running import stores each row twice (its mark, then its outcome), each
// time with its Activity entry, in one transaction. On the page, those
// transactions' requests and results were a third of the main thread's work
// while it sends (issue 31, decision 048). A dedicated worker runs them
// instead, over its own connection to the same database: the page plans the
// write (job-chunks.ts), the worker compares the stored head with the one
// the plan was made over and writes it, or writes nothing (row-writes.ts).
// A write it did not store is made again on the page, which compares
// afresh (import-storage.ts).

/** The part of a Worker the page uses (a fake in tests). */
export interface WriterWorker {
  postMessage: (write: RowWrite) => void
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<RowWriteReply>) => void,
  ): void
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void
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
    // A reply that cannot be read is a reply lost: every write goes to the page.
    worker.addEventListener('messageerror', fail)
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
