import 'fake-indexeddb/auto'
import { get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkedRows } from '../../../test/test-jobs'
import { createJob, type ImportJob } from './import-job'
import * as machine from './import-machine'
import { indexedDbJobs, jobsDb, type JobStorage } from './import-storage'
import { CHUNK_ROWS } from './job-chunks'
import { sessionJobs } from './session-jobs'

// What storing one row costs must not grow with the job (issue 22, defect
// 6): the rows parsed and the characters written to store a row's mark,
// read it back and store its outcome, in a small job and a large one.

const parsed = vi.hoisted(() => ({ rows: 0 }))
vi.mock('./import-job', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./import-job')>()
  return {
    ...actual,
    parseStoredJob: (value: unknown) => {
      const rows = (value as { rows?: unknown } | null)?.rows
      if (Array.isArray(rows)) parsed.rows += rows.length
      return actual.parseStoredJob(value)
    },
  }
})

const written = { chars: 0 }
beforeEach(() => {
  written.chars = 0
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
  const put = IDBObjectStore.prototype.put
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    written.chars += JSON.stringify(value).length
    return put.call(this, value, key)
  })
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each storage as `this`
  const setItem = Storage.prototype.setItem
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    written.chars += value.length
    setItem.call(this, key, value)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

const rows = checkedRows

let counter = 0
const unique = () => `cost-job-${(counter += 1)}`

/** A running job of `count` rows, stored, with the rows before `index` added. */
async function storedJob(
  open: (name: string) => JobStorage,
  count: number,
  index: number,
) {
  const storage = open(unique())
  let job: ImportJob = { ...createJob(rows(count), 0), state: 'running' }
  for (let at = 0; at < index; at += 1)
    job = machine.added(job, at, `${at + 1}`)
  const saved = await storage.save(job, null)
  if (!saved.ok || !saved.job) throw new Error('not stored')
  return { storage, job: saved.job }
}

/** What one row costs the way the runner stores it: mark, read back, outcome. */
async function costOfRow(storage: JobStorage, job: ImportJob, index: number) {
  parsed.rows = 0
  written.chars = 0
  const marked = await storage.save(machine.markSending(job, index), job)
  if (!marked.ok || !marked.job) throw new Error('mark not stored')
  const parsedBefore = parsed.rows
  const back = await storage.readRow(index)
  const readBack = parsed.rows - parsedBefore
  expect(back).toMatchObject({
    version: marked.job.version,
    row: { outcome: 'sending' },
  })
  const done = await storage.save(
    machine.added(marked.job, index, '123456789012345678'),
    marked.job,
  )
  expect(done).toMatchObject({ ok: true })
  return { parsed: parsed.rows, readBack, written: written.chars }
}

describe.each([
  ['IndexedDB', indexedDbJobs],
  ['sessionStorage', sessionJobs],
] as const)('%s: one row costs the same in any job', (_, open) => {
  it('row 10 of 200 and row 5,000 of 10,000: the same rows parsed and characters written', async () => {
    const small = await storedJob(open, 200, 9)
    const early = await costOfRow(small.storage, small.job, 9)
    const large = await storedJob(open, 10_000, 4_999)
    const late = await costOfRow(large.storage, large.job, 4_999)
    // A row reads back its own chunk, and writes it twice with the head.
    expect(early.parsed).toBeLessThanOrEqual(CHUNK_ROWS)
    expect(late.parsed).toBeLessThanOrEqual(CHUNK_ROWS)
    expect(late.written).toBeLessThan(early.written * 1.5)
    // The read-back before each request checks the row it reads, not its chunk's 100.
    expect(early.readBack).toBe(1)
    expect(late.readBack).toBe(1)
  }, 60_000)

  it('another tab reads only the chunks that changed since it last read', async () => {
    const job: ImportJob = createJob(rows(1_000), 0)
    const name = unique()
    const mine = open(name)
    const theirs = open(name)
    const first = await mine.save(job, null)
    if (!first.ok || !first.job) throw new Error('not stored')
    expect(await theirs.load()).toEqual(first.job)
    await mine.save(machine.added(first.job, 512, '77'), first.job)
    parsed.rows = 0
    const seen = await theirs.load()
    expect(seen?.rows[512]).toMatchObject({ outcome: 'added', id: '77' })
    expect(seen?.rows.length).toBe(1_000)
    expect(parsed.rows).toBeLessThanOrEqual(CHUNK_ROWS)
  })
})

describe('a job stored whole by an earlier version', () => {
  const whole = (): ImportJob => ({
    ...machine.added({ ...createJob(rows(250), 0), state: 'paused' }, 0, '9'),
    version: 4,
  })

  it('IndexedDB: is read, then kept in chunks at the same version, and goes on', async () => {
    const name = unique()
    const old = whole()
    await set(name, old, jobsDb())
    const storage = indexedDbJobs(name)
    expect(await storage.load()).toEqual(old)
    expect(await get<{ layout?: string }>(name, jobsDb())).toMatchObject({
      layout: 'chunks',
      job: { version: 4 },
    })
    expect(await indexedDbJobs(name).load()).toEqual(old)
    expect(await storage.save({ ...old, state: 'running' }, old)).toMatchObject(
      {
        ok: true,
        job: { version: 5 },
      },
    )
    expect((await indexedDbJobs(name).readRow(0))?.row).toMatchObject({
      id: '9',
    })
  })

  it('sessionStorage: is read, then kept in chunks at the same version', async () => {
    const name = unique()
    const old = whole()
    window.sessionStorage.setItem(name, JSON.stringify(old))
    const storage = sessionJobs(name)
    expect(await storage.load()).toEqual(old)
    expect(JSON.parse(window.sessionStorage.getItem(name) ?? '')).toMatchObject(
      {
        layout: 'chunks',
        job: { version: 4 },
      },
    )
    expect(await sessionJobs(name).load()).toEqual(old)
    expect(storage.isCopy?.()).toBe(false)
  })
})
