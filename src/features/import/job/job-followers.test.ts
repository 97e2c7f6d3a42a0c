import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Channel } from '../../../lib/tabs/channel'
import { openDatabase } from '../../../lib/tabs/database'
import { checkedRows } from '../../../test/test-jobs'
import { createJob, type ImportJob } from './import-job'
import * as machine from './import-machine'
import { indexedDbJobs } from './import-storage'
import { importMessage, type ImportMessage } from './job-change'
import { createJobFollowers, type JobNews } from './job-followers'

// A page following a job another tab sends: read once, then changed by
// what each message carries; read again only when a message was missed.

const NAME = 'adoption-desk:import:custom:followed'

afterEach(() => {
  vi.restoreAllMocks()
})

const rows = checkedRows

/** A channel this test speaks into, as the other tab would. */
function fakeChannel() {
  let heard: ((message: ImportMessage) => void) | null = null
  const channel: Channel = {
    post: () => undefined,
    listen: (_topic, onMessage) => {
      heard = onMessage as (message: ImportMessage) => void
      return () => undefined
    },
  }
  return { channel, say: (message: ImportMessage) => heard?.(message) }
}

async function setUp() {
  // The two tabs' browser: one IndexedDB.
  const database = openDatabase()
  const storage = indexedDbJobs(NAME, database)
  await storage.save(null, (await storage.load()) ?? null)
  const first = await storage.save(
    { ...createJob(rows(300), 0), state: 'running' },
    null,
  )
  if (!first.ok || !first.job) throw new Error('not stored')
  let job: ImportJob = first.job
  /** The other tab stores `change`; returns its message. */
  const store = async (change: (job: ImportJob) => ImportJob) => {
    const put = await storage.save(change(job), job)
    if (!put.ok || !put.job) throw new Error('not stored')
    const message = importMessage(NAME, 'device', put.job, job)
    job = put.job
    return message
  }
  const { channel, say } = fakeChannel()
  const news: JobNews[] = []
  const follow = createJobFollowers({ channel, database }).follow(
    NAME,
    (heard) => news.push(heard),
  )
  await vi.waitFor(() => expect(news).toHaveLength(1))
  return { store, say, news, current: () => job, stop: follow, storage }
}

describe('a followed import job', () => {
  it('is read when the page opens, then changed by what each message carries, reading nothing', async () => {
    const { store, say, news, current } = await setUp()
    expect(news[0]).toMatchObject({ read: true })
    const sent = [
      await store((job) => machine.markSending(job, 4)),
      await store((job) => machine.added(job, 4, '77')),
    ]
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get')
    sent.forEach(say)
    expect(news.slice(1).map((heard) => !heard.read && heard.changed)).toEqual([
      [4],
      [4],
    ])
    expect(news[2]).toEqual({
      read: false,
      area: 'device',
      job: current(),
      changed: [4],
    })
    expect(reads).not.toHaveBeenCalled()
  })

  it('a row told once, with its outcome (its mark untold, decision 041): applied from the version told before, reading nothing', async () => {
    const { say, news, current, storage } = await setUp()
    const told = current()
    const marked = await storage.save(machine.markSending(told, 4), told)
    if (!marked.ok || !marked.job) throw new Error('not stored')
    const done = await storage.save(
      machine.added(marked.job, 4, '77'),
      marked.job,
    )
    if (!done.ok || !done.job) throw new Error('not stored')
    const message = importMessage(NAME, 'device', done.job, told)
    expect(message).toMatchObject({ from: told.version, rows: [[4, {}]] })
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get')
    say(message)
    expect(news[1]).toEqual({
      read: false,
      area: 'device',
      job: done.job,
      changed: [4],
    })
    expect(reads).not.toHaveBeenCalled()
  })

  it('a message missed (a gap in the versions) is read again, and the page has every change', async () => {
    const { store, say, news, current } = await setUp()
    await store((job) => machine.markSending(job, 4))
    const message = await store((job) => machine.added(job, 4, '77'))
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get')
    say(message)
    await vi.waitFor(() => expect(news).toHaveLength(2))
    expect(reads).toHaveBeenCalled()
    expect(news[1]).toEqual({
      read: true,
      jobs: { device: current(), tab: null },
    })
  })

  it('a previous version’s message, or a row that is not a row, is read again, never applied', async () => {
    const { store, say, news, current } = await setUp()
    await store((job) => machine.markSending(job, 4))
    say({ topic: 'import', name: NAME })
    await vi.waitFor(() => expect(news).toHaveLength(2))
    const message = await store((job) => machine.added(job, 4, '77'))
    say({ ...message, rows: [[4, { name: 'not a row' }]] })
    await vi.waitFor(() => expect(news).toHaveLength(3))
    expect(news[2]).toEqual({
      read: true,
      jobs: { device: current(), tab: null },
    })
  })

  it('carries at most 100 rows: a save that changed more says only that it was stored', async () => {
    const { current } = await setUp()
    const before = current()
    const after = {
      ...before,
      version: before.version + 1,
      rows: before.rows.map((row) => ({ ...row })),
    }
    expect(importMessage(NAME, 'device', after, before).rows).toBeUndefined()
    const one = {
      ...after,
      rows: before.rows.map((row, at) => (at === 7 ? { ...row } : row)),
    }
    expect(importMessage(NAME, 'device', one, before).rows).toEqual([
      [7, one.rows[7]],
    ])
  })

  it('a message of a row the machine changed reads that row, not the whole job (issue 31)', () => {
    const before = { ...createJob(rows(10_000), 0), version: 3 }
    const sending = machine.markSending(before, 9_000)
    const after = { ...machine.added(sending, 9_000, '77'), version: 5 }
    // Each read of the job the save started from, counted (the very array:
    // the machine's links are to it).
    let read = 0
    before.rows.forEach((row, at) => {
      Object.defineProperty(before.rows, at, {
        get: () => {
          read += 1
          return row
        },
      })
    })
    read = 0
    const message = importMessage(NAME, 'device', after, before)
    expect(message.rows).toEqual([[9_000, after.rows[9_000]]])
    expect(read).toBeLessThan(10)
  })
})
