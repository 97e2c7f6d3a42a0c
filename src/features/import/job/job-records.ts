import type { JobRow } from './import-job'
import type { ChunkWrite } from './job-chunks'

// How a job's records are laid out in the `imports` store, and how a
// planned write puts them: the page's storage (import-storage.ts) and the
// worker that stores a running import's rows (job-writer.ts) use both.

// A job's records beside its head, under array keys (never listed as a
// job's name): a chunk [name, n] (decision 023), a row [name, 'row', i]
// and its `knownBefore` [name, 'known'] (decision 041).
export const chunkKey = (name: string, chunk: number) => [name, chunk]
const rowKey = (name: string, index: number) => [name, 'row', index]
export const knownKey = (name: string) => [name, 'known']
export const rowRange = (name: string, from: number, to = Infinity) =>
  IDBKeyRange.bound(rowKey(name, from), rowKey(name, to))
// [name] sorts before every array key of the job, [name, []] after.
export const everything = (name: string) =>
  IDBKeyRange.bound([name], [name, []])

/**
 * Rows put in one task. A new job's first write puts every row, 1,500 of
 * them in a 100 ms task (structured clone and request setup, 0.05 ms a
 * row): the rest go from the last put's success, a task of its own, in the
 * same transaction (a success callback keeps it active), so the write stays
 * one atomic step.
 */
export const PUT_ROWS = 100

function putRows(
  store: IDBObjectStore,
  name: string,
  rows: [number, JobRow][],
  then: () => void,
) {
  let at = 0
  const slice = () => {
    const end = Math.min(at + PUT_ROWS, rows.length)
    let last: IDBRequest | null = null
    for (const [index, row] of rows.slice(at, end))
      last = store.put(row, rowKey(name, index))
    at = end
    if (last && at < rows.length) last.onsuccess = slice
    else then()
  }
  slice()
}

/** A planned write's rows, `knownBefore`, rows past the count and head, in the caller's transaction; `then` once all are asked. */
export function putWrite(
  store: IDBObjectStore,
  name: string,
  write: Pick<ChunkWrite, 'rows' | 'known' | 'dropFrom' | 'head'>,
  then: () => void,
) {
  putRows(store, name, [...write.rows], () => {
    if (write.known) store.put(write.known, knownKey(name))
    if (write.dropFrom !== null) store.delete(rowRange(name, write.dropFrom))
    store.put(write.head, name)
    then()
  })
}
