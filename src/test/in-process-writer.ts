import type { WriterWorker } from '../features/import/job/job-writer'
import {
  answerRowWrites,
  type RowWrite,
  type RowWriteReply,
} from '../features/import/job/row-writes'
import { openDatabase } from '../lib/tabs/database'

/**
 * The row writer's worker, run in the test's own thread on its IndexedDB:
 * each message copied and delivered in a task of its own, as a worker's
 * would be. `received`: every write posted to it; `answered`: its replies.
 */
export function inProcessWriter(): WriterWorker & {
  received: RowWrite[]
  answered: RowWriteReply[]
} {
  const answered: RowWriteReply[] = []
  const toPage = new EventTarget()
  const toWorker = new EventTarget()
  const deliver = (target: EventTarget, data: unknown) =>
    setTimeout(() =>
      target.dispatchEvent(
        new MessageEvent('message', { data: structuredClone(data) }),
      ),
    )
  // Its own connection, as a worker has.
  const connection = openDatabase(indexedDB, { adopts: false })
  if (!connection) throw new Error('No IndexedDB in this test.')
  answerRowWrites(
    {
      addEventListener: (_, listener) =>
        toWorker.addEventListener('message', (event) =>
          listener(event as MessageEvent<RowWrite>),
        ),
      postMessage: (answer: RowWriteReply) => {
        answered.push(answer)
        deliver(toPage, answer)
      },
    },
    connection,
  )
  const received: RowWrite[] = []
  return {
    received,
    answered,
    postMessage: (write) => {
      received.push(write)
      deliver(toWorker, write)
    },
    addEventListener: (type: string, listener: (event: never) => void) =>
      toPage.addEventListener(type, listener as EventListener),
    terminate: () => undefined,
  }
}
