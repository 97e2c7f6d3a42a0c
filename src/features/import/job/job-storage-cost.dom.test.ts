import 'fake-indexeddb/auto'
import { get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityOf } from '../../../lib/activity/activity-log'
import { recordSend, recordStoredSend } from '../../../lib/activity/record-send'
import { resolveConnection } from '../../../test/connection'
import { watchStorageWork } from '../../../test/storage-work'
import { checkedRows } from '../../../test/test-jobs'
import { pageDatabase, testTabs } from '../../../test/test-tabs'
import { createJob, type ImportJob } from './import-job'
import * as machine from './import-machine'
import { createImportRunner } from './import-runner'
import { indexedDbJobs, jobsDb, type JobStorage } from './import-storage'
import { CHUNK_ROWS } from './job-chunks'
import { importMessage } from './job-change'
import { jobWriter, type JobWriter } from './job-writer'
import { inProcessWriter } from '../../../test/in-process-writer'
import { sessionJobs } from './session-jobs'
import type { Tabs } from '../../../lib/tabs/tabs'

// What storing one row costs must not grow with the job (issue 22, defect
// 6): the rows parsed and the characters written to store a row's mark and
// its outcome, in a small job and a large one; and what one row costs the
// sending tab as the runner sends it, with its Activity entry: transactions,
// characters stored, rows read and messages to other tabs (issue 31 §2,
// decision 041).

const parsed = vi.hoisted(() => ({ rows: 0, comparedAll: 0 }))
vi.mock('./import-job', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./import-job')>()
  return {
    ...actual,
    parseStoredJob: (value: unknown) => {
      const rows = (value as { rows?: unknown } | null)?.rows
      if (Array.isArray(rows)) parsed.rows += rows.length
      return actual.parseStoredJob(value)
    },
    // A save that could not follow the machine's changes compares every row.
    changedSince: (...args: Parameters<typeof actual.changedSince>) => {
      const changed = actual.changedSince(...args)
      if (!changed) parsed.comparedAll += 1
      return changed
    },
  }
})

let work: ReturnType<typeof watchStorageWork>
/** The sending page's own Tabs: its database, channel and Activity log. */
let tabs = testTabs()
beforeEach(() => {
  work = watchStorageWork()
  tabs = testTabs()
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
  open: (name: string, database: Tabs['database']) => JobStorage,
  count: number,
  index: number,
) {
  const storage = open(unique(), tabs.database)
  let job: ImportJob = { ...createJob(rows(count), 0), state: 'running' }
  for (let at = 0; at < index; at += 1)
    job = machine.added(job, at, `${at + 1}`)
  const saved = await storage.save(job, null)
  if (!saved.ok || !saved.job) throw new Error('not stored')
  return { storage, job: saved.job }
}

/** What one row costs the way the runner stores it: mark, then outcome (no read-back, decision 041). */
async function costOfRow(storage: JobStorage, job: ImportJob, index: number) {
  parsed.rows = 0
  parsed.comparedAll = 0
  work.chars = 0
  const marked = await storage.save(machine.markSending(job, index), job)
  if (!marked.ok || !marked.job) throw new Error('mark not stored')
  const done = await storage.save(
    machine.added(marked.job, index, '123456789012345678'),
    marked.job,
  )
  expect(done).toMatchObject({ ok: true })
  return {
    parsed: parsed.rows,
    written: work.chars,
    comparedAll: parsed.comparedAll,
  }
}

describe.each([
  ['IndexedDB', indexedDbJobs],
  ['sessionStorage', sessionJobs],
] as const)('%s: one row costs the same in any job', (kind, open) => {
  it('row 10 of 200 and row 5,000 of 10,000: the same rows parsed and characters written', async () => {
    const small = await storedJob(open, 200, 9)
    const early = await costOfRow(small.storage, small.job, 9)
    const large = await storedJob(open, 10_000, 4_999)
    const late = await costOfRow(large.storage, large.job, 4_999)
    // Nothing is read back: no row is parsed to store one; nor is every
    // row compared to find the one that changed.
    expect(early.parsed).toBe(0)
    expect(late.parsed).toBe(0)
    expect(late.comparedAll).toBe(0)
    if (kind === 'sessionStorage')
      expect(late.written).toBeLessThan(early.written * 1.5)
    // The database stores the row alone, twice, with the head: a few
    // hundred characters, not its chunk's 20,000 (decision 041). The head
    // holds a number per 100 rows, at most 100 at the 10,000-row limit.
    else {
      expect(early.written).toBeLessThan(1_000)
      expect(late.written).toBeLessThan(1_600)
    }
  }, 60_000)

  it('another tab reads only the chunks that changed since it last read', async () => {
    const job: ImportJob = createJob(rows(1_000), 0)
    const name = unique()
    const mine = open(name, tabs.database)
    const theirs = open(name, tabs.database)
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

const connection = resolveConnection({
  environment: 'custom',
  customBaseUrl: 'https://api.example.com/v1',
  apiKey: 'cost-key',
  remember: true,
})

/** A runner on a stored job of `count` rows, the rows before `index` added, resumed: its sends answered by the test. */
async function sending(count: number, index: number, writer?: JobWriter) {
  const name = unique()
  let job: ImportJob = createJob(rows(count), 0)
  for (let at = 0; at < index; at += 1)
    job = machine.added(job, at, `${at + 1}`)
  await indexedDbJobs(name, tabs.database).save(job, null)
  const activity = activityOf(tabs)
  const answers: ((id: string) => void)[] = []
  const runner = createImportRunner({
    send: (pet, onLogged, given) =>
      new Promise((resolve) => {
        // As createPet does: its own record unless one is given.
        const record = given ?? recordSend(activity, connection, pet)
        onLogged(record.id)
        answers.push((id) => {
          record.sent()
          record.added(id)
          resolve({ ...pet, id })
        })
      }),
    record: (pet) => recordStoredSend(activity, connection, pet),
    lookAtList: () => Promise.resolve({ latest: [], addedHere: [] }),
    storage: indexedDbJobs(name, tabs.database, writer),
    tryLock: async (run) => {
      await run()
      return true
    },
    whenFree: () => Promise.resolve(),
    interval: () => 0,
    connectionMatches: () => true,
    announce: (stored, before, activity) =>
      tabs.channel.post(
        importMessage(name, 'device', stored, before, activity),
      ),
  })
  await runner.attach()
  void runner.resume()
  const sent = (calls: number) =>
    vi.waitFor(() => expect(answers).toHaveLength(calls), { timeout: 10_000 })
  await sent(1)
  /** The work from row `at`'s answer to the next row's request, with what the Activity log stored meanwhile. */
  return async (at: number) => {
    work.clear()
    const opened = vi.spyOn(pageDatabase(tabs), 'open')
    answers[at - index]?.(`${at + 1}`)
    await sent(at - index + 2)
    await activity.settled()
    const pageOpened = opened.mock.calls.length
    opened.mockRestore()
    return {
      name,
      pageOpened,
      transactions: work.transactions.filter(
        (names) => names.includes('imports') || names.includes('activity'),
      ),
      rowsRead: work.rowsRead.imports ?? 0,
      messages: work.messages.slice(),
      written: work.chars,
    }
  }
}

describe('a row as the runner sends it, on this device (decision 041)', () => {
  it('row 10 of 200 and row 5,000 of 10,000: two transactions with its Activity entry, a few hundred characters, one message', async () => {
    const small = await sending(200, 8)
    // Row 9 is the page's first: its Activity log may move in first.
    await small(8)
    const early = await small(9)
    const large = await sending(10_000, 4_998)
    await large(4_998)
    const late = await large(4_999)
    for (const row of [early, late]) {
      // The outcome of one row and the mark of the next: one transaction
      // each, over the job and its Activity log together; nothing read only.
      expect(row.transactions).toEqual([
        'imports+activity:readwrite',
        'imports+activity:readwrite',
      ])
      // No row read back; no chunk of 100 rows (20,000 characters) written.
      expect(row.rowsRead).toBe(0)
      expect(row.written).toBeLessThan(2_500)
      // One message: the row's outcome, with its Activity entry.
      expect(row.messages).toHaveLength(1)
      expect(row.messages[0]).toMatchObject({
        topic: 'import',
        rows: [[expect.any(Number), { outcome: 'added' }]],
        activity: { entry: { outcome: 'added' } },
      })
      expect(JSON.stringify(row.messages[0]).length).toBeLessThan(1_500)
    }
    expect(late.written).toBeLessThan(early.written + 1_000)
  }, 60_000)
})

describe('a job stored whole by an earlier version', () => {
  const whole = (): ImportJob => ({
    ...machine.added({ ...createJob(rows(250), 0), state: 'paused' }, 0, '9'),
    version: 4,
  })

  it('IndexedDB: is read, then kept in rows at the same version, and goes on', async () => {
    const name = unique()
    const old = whole()
    await set(name, old, jobsDb(tabs.database))
    const storage = indexedDbJobs(name, tabs.database)
    expect(await storage.load()).toEqual(old)
    expect(
      await get<{ layout?: string }>(name, jobsDb(tabs.database)),
    ).toMatchObject({
      layout: 'rows',
      job: { version: 4 },
    })
    expect(await indexedDbJobs(name, tabs.database).load()).toEqual(old)
    expect(await storage.save({ ...old, state: 'running' }, old)).toMatchObject(
      {
        ok: true,
        job: { version: 5 },
      },
    )
    expect(
      (await indexedDbJobs(name, tabs.database).load())?.rows[0],
    ).toMatchObject({
      id: '9',
    })
  })

  it('sessionStorage: is read, then kept in chunks at the same version', async () => {
    const name = unique()
    const old = whole()
    window.sessionStorage.setItem(name, JSON.stringify(old))
    const storage = sessionJobs(name, tabs.database)
    expect(await storage.load()).toEqual(old)
    expect(JSON.parse(window.sessionStorage.getItem(name) ?? '')).toMatchObject(
      {
        layout: 'chunks',
        job: { version: 4 },
      },
    )
    expect(await sessionJobs(name, tabs.database).load()).toEqual(old)
    expect(storage.isCopy?.()).toBe(false)
  })
})

describe('a row as the runner sends it, its writes in a worker (decision 048)', () => {
  it('the page opens no transaction of its own for a row: the worker stores the outcome and the next mark, each with its entry', async () => {
    const worker = inProcessWriter()
    const large = await sending(
      10_000,
      4_998,
      jobWriter(() => worker),
    )
    // The job's first write after it is read is the page's: the worker
    // writes only over a head this storage stored.
    await large(4_998)
    const written = worker.received.length
    const row = await large(4_999)
    expect(row.pageOpened).toBe(0)
    expect(
      worker.received.slice(written).map((write) => write.log.kind),
    ).toEqual(['patch', 'append'])
    // The same two transactions, in the worker; the same message told.
    expect(row.transactions).toEqual([
      'imports+activity:readwrite',
      'imports+activity:readwrite',
    ])
    expect(row.messages).toHaveLength(1)
    expect(row.messages[0]).toMatchObject({
      rows: [[4_999, { outcome: 'added', id: '5000' }]],
      activity: { entry: { outcome: 'added' } },
    })
    const stored = await indexedDbJobs(row.name, tabs.database).load()
    expect(stored?.rows[4_999]).toMatchObject({ outcome: 'added', id: '5000' })
    expect(stored?.rows[5_000]).toMatchObject({ outcome: 'sending' })
  }, 60_000)
})
