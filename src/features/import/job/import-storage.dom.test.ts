import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveConnection } from '../../../test/connection'
import { openDatabase } from '../../../lib/tabs/database'
import { createJob, type ImportJob } from './import-job'
import * as machine from './import-machine'
import { adaJob, checkedRows } from '../../../test/test-jobs'
import { jobOwner } from './import-runners'
import { indexedDbJobs, type JobStorage } from './import-storage'
import { sessionJobs } from './session-jobs'

const job = () => adaJob('running')

/** This test's database, on the IndexedDB setup.ts made fresh for it: the tabs of one browser share it. */
let database = openDatabase()
beforeEach(() => {
  database = openDatabase()
})

/** The stored job, which the test has just saved. */
async function loaded(storage: JobStorage): Promise<ImportJob> {
  const stored = await storage.load()
  if (!stored) throw new Error('nothing stored')
  return stored
}

let counter = 0
const unique = () => `test-job-${(counter += 1)}`

describe.each([
  ['IndexedDB', indexedDbJobs],
  ['sessionStorage', sessionJobs],
] as const)('%s job storage', (_, storageOf) => {
  const open = (name: string): JobStorage => storageOf(name, database)
  it('stores a job with version 1, then each save over the version it was made from', async () => {
    const storage = open(unique())
    expect(await storage.load()).toBeNull()
    const first = await storage.save(job(), null)
    expect(first).toMatchObject({ ok: true, job: { version: 1 } })
    const stored = await loaded(storage)
    expect(stored.version).toBe(1)
    const second = await storage.save({ ...stored, state: 'paused' }, stored)
    expect(second).toMatchObject({ ok: true, job: { version: 2 } })
    expect((await storage.load())?.state).toBe('paused')
  })

  it('rows the machine changed in two chunks between saves are both stored, and nothing else changes', async () => {
    const name = unique()
    const storage = open(name)
    const running: ImportJob = {
      ...createJob(checkedRows(450), 0),
      state: 'running',
    }
    const first = await storage.save(running, null)
    if (!first.ok || !first.job) throw new Error('not stored')
    const marked = machine.markSending(first.job, 30)
    const next = machine.added(machine.added(marked, 30, '31'), 420, '421')
    expect(await storage.save(next, first.job)).toMatchObject({ ok: true })
    const read = await loaded(open(name))
    expect(read.rows[30]).toMatchObject({ outcome: 'added', id: '31' })
    expect(read.rows[420]).toMatchObject({ outcome: 'added', id: '421' })
    expect(read.rows.filter((row) => row.outcome !== 'pending')).toHaveLength(2)
  })

  it('a stale copy never overwrites a newer one, whichever tab made it', async () => {
    const name = unique()
    const tabA = open(name)
    const tabB = open(name)
    await tabA.save(job(), null)
    // Both tabs read version 1.
    const readByA = await loaded(tabA)
    const readByB = await loaded(tabB)
    expect(
      await tabB.save({ ...readByB, state: 'cancelled' }, readByB),
    ).toMatchObject({ ok: true })
    // A writes from its stale read: refused, and told what is stored.
    const stale = await tabA.save({ ...readByA, state: 'paused' }, readByA)
    expect(stale).toMatchObject({
      ok: false,
      reason: 'conflict',
      stored: { state: 'cancelled', version: 2 },
    })
    expect(await tabA.load()).toMatchObject({ state: 'cancelled', version: 2 })
    // A new job cannot replace a stored one either.
    expect(await tabA.save(job(), null)).toMatchObject({ reason: 'conflict' })
  })

  it('removing is a compare-and-set too', async () => {
    const storage = open(unique())
    const saved = await storage.save(job(), null)
    if (!saved.ok || !saved.job) throw new Error('not stored')
    const { id } = saved.job
    expect(await storage.save(null, { id, version: 7 })).toMatchObject({
      reason: 'conflict',
    })
    expect(await storage.save(null, { id, version: 1 })).toEqual({
      ok: true,
      job: null,
    })
    expect(await storage.load()).toBeNull()
  })

  it('a stale copy of an old job never beats a new job, whatever their versions', async () => {
    const name = unique()
    const tabA = open(name)
    const tabB = open(name)
    await tabA.save(job(), null)
    // B read the old job at version 1.
    const oldJob = await loaded(tabB)
    // A finished with it and started another, which is at version 1 too.
    expect(await tabA.save(null, oldJob)).toMatchObject({ ok: true })
    const newJob = { ...job(), id: 'the-new-job' }
    expect(await tabA.save(newJob, null)).toMatchObject({
      ok: true,
      job: { id: 'the-new-job', version: 1 },
    })
    // B's write from the old job's version 1 is refused: the new job stays.
    expect(
      await tabB.save({ ...oldJob, state: 'paused' }, oldJob),
    ).toMatchObject({
      ok: false,
      reason: 'conflict',
      stored: { id: 'the-new-job' },
    })
    expect(await tabA.load()).toMatchObject({
      id: 'the-new-job',
      state: 'running',
    })
  })
})

it('sessionStorage that refuses writes (quota) says so', async () => {
  const storage = sessionJobs(unique(), database)
  const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  try {
    expect(await storage.save(job(), null)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  } finally {
    full.mockRestore()
  }
})

describe('a job belongs to its server and key', () => {
  const base = {
    environment: 'custom' as const,
    customBaseUrl: 'https://api.example.com/v1',
    remember: true,
  }
  const ownerOf = (apiKey: string) => {
    const owner = jobOwner(resolveConnection({ ...base, apiKey }))
    if (!owner) throw new Error('no owner')
    return owner
  }
  const ownerA = ownerOf('key-A')
  const ownerB = ownerOf('key-B')

  it('a job saved under key A is not visible under key B', async () => {
    await indexedDbJobs(ownerA.name, database).save(job(), null)
    expect(await indexedDbJobs(ownerB.name, database).load()).toBeNull()
    expect(await indexedDbJobs(ownerA.name, database).load()).not.toBeNull()
    // The same server: a paused job may be offered to the new key.
    expect(ownerA.server).toBe(ownerB.server)
  })

  it('is kept where the key is: IndexedDB when remembered, sessionStorage for this tab; nothing without a key', () => {
    expect(ownerA.area).toBe('device')
    expect(
      jobOwner(resolveConnection({ ...base, apiKey: 'k', remember: false }))
        ?.area,
    ).toBe('tab')
    expect(jobOwner(resolveConnection({ ...base, apiKey: '' }))).toBeNull()
    // The key itself is never part of the name.
    expect(ownerA.name).not.toContain('key-A')
  })
})

describe('a duplicated tab (Chromium copies sessionStorage)', () => {
  /** Every item of the job (its head and its chunks) in this tab's sessionStorage. */
  function itemsOf(name: string): Map<string, string> {
    const items = new Map<string, string>()
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index)
      if (key?.startsWith(name))
        items.set(key, window.sessionStorage.getItem(key) ?? '')
    }
    return items
  }
  /** Puts the test's one sessionStorage back to `items` for the job `name`. */
  function restore(name: string, items: Map<string, string>) {
    for (const key of itemsOf(name).keys())
      window.sessionStorage.removeItem(key)
    for (const [key, value] of items) window.sessionStorage.setItem(key, value)
  }
  /** What Duplicate tab does: the new tab starts with a snapshot of this one's sessionStorage. */
  function duplicate(name: string) {
    const snapshot = itemsOf(name)
    return {
      /** Switches the test's one sessionStorage to the copy's contents. */
      become: () => restore(name, snapshot),
    }
  }

  it('only the first copy to save after the split may change the job; the other is a read-only copy', async () => {
    const name = unique()
    const original = sessionJobs(name, database)
    await original.save(job(), null)
    const atSplit = await loaded(original)
    const copyOfTab = duplicate(name)
    // The original sends a row: version 2 in its sessionStorage.
    expect(
      await original.save({ ...atSplit, state: 'paused' }, atSplit),
    ).toMatchObject({ ok: true, job: { version: 2 } })
    const originalsCopy = itemsOf(name)

    // The duplicate, holding version 1, loads it: shown, as a copy.
    copyOfTab.become()
    const duplicated = sessionJobs(name, database)
    const seen = await loaded(duplicated)
    expect(seen.version).toBe(1)
    expect(duplicated.isCopy?.()).toBe(true)
    // It can store nothing (so send nothing), whatever it tries.
    expect(
      await duplicated.save({ ...seen, state: 'cancelled' }, seen),
    ).toEqual({ ok: false, reason: 'copy' })
    expect(await duplicated.save(null, seen)).toEqual({
      ok: false,
      reason: 'copy',
    })
    // Nothing of the copy was changed.
    expect(await sessionJobs(name, database).load()).toEqual(seen)
    // Forgetting the copy removes it from this tab only.
    duplicated.forgetCopy?.()
    expect(await duplicated.load()).toBeNull()
    expect(duplicated.isCopy?.()).toBe(false)

    // Back in the original tab: its job goes on.
    restore(name, originalsCopy)
    const again = sessionJobs(name, database)
    const latest = await loaded(again)
    expect(again.isCopy?.()).toBe(false)
    expect(
      await again.save({ ...latest, state: 'running' }, latest),
    ).toMatchObject({ ok: true, job: { version: 3 } })
  })

  it('whichever copy saves first after the split wins; a reload keeps the job its own', async () => {
    const name = unique()
    const tab = sessionJobs(name, database)
    await tab.save(job(), null)
    const atSplit = await loaded(tab)
    const originalState = itemsOf(name)
    // The duplicate saves first.
    const duplicated = sessionJobs(name, database)
    expect(await loaded(duplicated)).toEqual(atSplit)
    expect(
      await duplicated.save({ ...atSplit, state: 'paused' }, atSplit),
    ).toMatchObject({ ok: true })
    // The original's sessionStorage still holds version 1.
    restore(name, originalState)
    const reloaded = sessionJobs(name, database)
    await reloaded.load()
    expect(reloaded.isCopy?.()).toBe(true)
    expect(
      await reloaded.save({ ...atSplit, state: 'cancelled' }, atSplit),
    ).toEqual({ ok: false, reason: 'copy' })

    // A reload of a tab whose copy is current: still its own.
    const name2 = unique()
    await sessionJobs(name2, database).save(job(), null)
    const afterReload = sessionJobs(name2, database)
    const current = await loaded(afterReload)
    expect(afterReload.isCopy?.()).toBe(false)
    expect(
      await afterReload.save({ ...current, state: 'paused' }, current),
    ).toMatchObject({ ok: true, job: { version: 2 } })
  })
})

describe('a large job stored in IndexedDB', () => {
  it('is put a slice of rows a task, in one transaction: no long task at the press of Import', async () => {
    // Puts made in one run of code, without a task boundary in between.
    const bursts: number[] = []
    let burst = 0
    const put = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')
      ?.value as IDBObjectStore['put']
    const spy = vi
      .spyOn(IDBObjectStore.prototype, 'put')
      .mockImplementation(function (this: IDBObjectStore, ...args) {
        if (burst === 0)
          queueMicrotask(() => {
            bursts.push(burst)
            burst = 0
          })
        burst += 1
        return put.apply(this, args)
      })
    const name = unique()
    try {
      const large = createJob(checkedRows(1_500), 0)
      expect(
        await indexedDbJobs(name, database).save(large, null),
      ).toMatchObject({
        ok: true,
      })
    } finally {
      spy.mockRestore()
    }
    // 1,500 rows and the head: fifteen slices, none over 100 puts.
    expect(bursts.reduce((sum, n) => sum + n, 0)).toBe(1_501)
    expect(Math.max(...bursts)).toBeLessThanOrEqual(101)
    // All of it, read by another tab.
    expect((await indexedDbJobs(name, database).load())?.rows).toHaveLength(
      1_500,
    )
  })
})
