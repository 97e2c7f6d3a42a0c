import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { activityOf, logPlaceFor } from '../../../lib/activity/activity-log'
import { recordStoredSend } from '../../../lib/activity/record-send'
import { resolveConnection } from '../../../test/connection'
import { inProcessWriter } from '../../../test/in-process-writer'
import { checkedRows } from '../../../test/test-jobs'
import { pageDatabase, testTabs } from '../../../test/test-tabs'
import { createJob, type ImportJob } from './import-job'
import * as machine from './import-machine'
import { indexedDbJobs } from './import-storage'
import { jobWriter, type WriterWorker } from './job-writer'

// The worker stores a row's write only over the head it was planned on;
// anything else is left to the page, which compares afresh (decision 048).

const connection = resolveConnection({
  environment: 'custom',
  customBaseUrl: 'https://api.example.com/v1',
  apiKey: 'writer-key',
  remember: true,
})
const pet = { name: 'Biscuit', categoryId: '3', status: 'available' as const }

let counter = 0
const unique = () => `writer-job-${(counter += 1)}`

/** A page with the row writer `worker`, its job of 20 rows stored once, and its Activity log on this device. */
async function page(worker: WriterWorker) {
  const tabs = testTabs()
  const activity = activityOf(tabs)
  // The page's first write of the log moves it here: the next are staged.
  await recordStoredSend(activity, connection, pet).first?.alone()
  const name = unique()
  const storage = indexedDbJobs(
    name,
    tabs.database,
    jobWriter(() => worker),
  )
  const running: ImportJob = {
    ...createJob(checkedRows(20), 0),
    state: 'running',
  }
  const first = await storage.save(running, null)
  if (!first.ok || !first.job) throw new Error('not stored')
  const staged: string[] = []
  /** Row `index` marked sending over `job`, with its entry staged (its id in `staged`). */
  const mark = (job: ImportJob, index: number) => {
    const log = recordStoredSend(activity, connection, pet).first
    expect(log?.area).toBe('device')
    if (log?.op.kind === 'append') staged.push(log.op.entry.id)
    return storage.save(machine.markSending(job, index), job, log)
  }
  /** The entry of this page's log with `id`. */
  const entry = async (id: string | undefined) => {
    const place = logPlaceFor(connection)
    if (!place) throw new Error('no log')
    const log = await activity.read(place)
    return log.entries.find((entry) => entry.id === id)
  }
  return { tabs, name, storage, job: first.job, mark, staged, entry }
}

/** A worker whose file fails to load: each write posted ends in its error event. */
function failingWorker(): WriterWorker {
  const listeners: Record<string, (() => void)[]> = {}
  const failing = {
    postMessage: () =>
      setTimeout(() => listeners.error?.forEach((fail) => fail())),
    addEventListener: (type: string, listener: () => void) => {
      ;(listeners[type] ??= []).push(listener)
    },
    terminate: vi.fn(),
  }
  return failing as unknown as WriterWorker
}

describe('the row writer', () => {
  it('stores a row over the head its storage stored: the page opens nothing', async () => {
    const worker = inProcessWriter()
    const { tabs, name, job, mark, staged, entry } = await page(worker)
    const opened = vi.spyOn(pageDatabase(tabs), 'open')
    const stores = vi.spyOn(pageDatabase(tabs), 'store')
    const marked = await mark(job, 0)
    expect(marked).toMatchObject({
      ok: true,
      logged: true,
      job: { version: 2 },
    })
    expect(opened).not.toHaveBeenCalled()
    expect(stores).not.toHaveBeenCalled()
    expect(worker.answered).toEqual([
      { id: 0, stored: true, log: [expect.any(Number)] },
    ])
    const read = await indexedDbJobs(name, tabs.database).load()
    expect(read?.rows[0]?.outcome).toBe('sending')
    expect(read?.version).toBe(2)
    expect(await entry(staged[0])).toMatchObject({ outcome: 'sending' })
  })

  it('stores nothing over another tab’s newer copy: the page finds it, and says so', async () => {
    const worker = inProcessWriter()
    const { tabs, name, job, mark } = await page(worker)
    // Another tab stored version 2 meanwhile.
    const theirs = indexedDbJobs(name, tabs.database)
    const read = await theirs.load()
    if (!read) throw new Error('not stored')
    expect(await theirs.save({ ...read, state: 'paused' }, read)).toMatchObject(
      { ok: true },
    )
    const marked = await mark(job, 0)
    expect(worker.answered).toEqual([{ id: 0, stored: false }])
    expect(marked).toMatchObject({
      ok: false,
      reason: 'conflict',
      stored: { version: 2, state: 'paused' },
    })
    const stored = await theirs.load()
    expect(stored?.rows[0]?.outcome).toBe('pending')
  })

  it('stores nothing over a job stored anew at the same version (another life)', async () => {
    const worker = inProcessWriter()
    const { tabs, name, job, mark } = await page(worker)
    // Removed and stored again by another tab: version 1 again, a new life.
    const theirs = indexedDbJobs(name, tabs.database)
    expect(await theirs.save(null, job)).toMatchObject({ ok: true })
    expect(await theirs.save({ ...job, version: 0 }, null)).toMatchObject({
      ok: true,
      job: { version: 1 },
    })
    const marked = await mark(job, 0)
    expect(worker.answered).toEqual([{ id: 0, stored: false }])
    // The page's own compare: the same version, so it writes over it.
    expect(marked).toMatchObject({ ok: true })
    expect(await indexedDbJobs(name, tabs.database).load()).toMatchObject({
      version: 2,
    })
  })

  it('a worker that fails leaves every write to the page, and is not started again', async () => {
    const worker = failingWorker()
    const posted = vi.spyOn(worker, 'postMessage')
    const { name, tabs, job, mark, staged, entry } = await page(worker)
    const marked = await mark(job, 0)
    expect(marked).toMatchObject({
      ok: true,
      logged: true,
      job: { version: 2 },
    })
    const read = await indexedDbJobs(name, tabs.database).load()
    expect(read?.rows[0]?.outcome).toBe('sending')
    expect(await entry(staged[0])).toMatchObject({ outcome: 'sending' })
    if (!marked.ok || !marked.job) throw new Error('not stored')
    expect(await mark(marked.job, 1)).toMatchObject({ ok: true })
    expect(await entry(staged[1])).toMatchObject({ outcome: 'sending' })
    // Tried once; the second write went to the page at once.
    expect(posted).toHaveBeenCalledTimes(1)

    const start = vi.fn(failingWorker)
    const write = jobWriter(start)
    const planned = {
      name: 'x',
      base: { id: 'x', version: 1 },
      life: 'l',
      write: { rows: new Map(), dropFrom: null, head: {} as never },
      log: { kind: 'append' as const, name: 'x', entry: {} as never },
    }
    expect(await write(planned)).toBeNull()
    expect(await write(planned)).toBeNull()
    expect(start).toHaveBeenCalledTimes(1)
  })
})
