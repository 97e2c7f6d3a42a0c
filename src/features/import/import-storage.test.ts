import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { resolveConnection } from '../../lib/connection'
import { createJob, type ImportJob } from './import-job'
import { jobOwner } from './import-runners'
import { indexedDbJobs, type JobStorage, sessionJobs } from './import-storage'

const job = (): ImportJob => ({
  ...createJob(
    [
      {
        row: 2,
        name: 'Ada',
        categoryId: '3',
        status: '',
        shapeProblem: null,
        problems: [],
        warnings: [],
        pet: { name: 'Ada', categoryId: '3' },
      },
    ],
    0,
  ),
  state: 'running',
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
] as const)('%s job storage', (_, open: (name: string) => JobStorage) => {
  it('stores a job with version 1, then each save over the version it was made from', async () => {
    const storage = open(unique())
    expect(await storage.load()).toBeNull()
    const first = await storage.save(job(), null)
    expect(first).toMatchObject({ ok: true, job: { version: 1 } })
    const stored = await loaded(storage)
    expect(stored.version).toBe(1)
    const second = await storage.save({ ...stored, state: 'paused' }, 1)
    expect(second).toMatchObject({ ok: true, job: { version: 2 } })
    expect((await storage.load())?.state).toBe('paused')
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
      await tabB.save({ ...readByB, state: 'cancelled' }, readByB.version),
    ).toMatchObject({ ok: true })
    // A writes from its stale read: refused, and told what is stored.
    const stale = await tabA.save(
      { ...readByA, state: 'paused' },
      readByA.version,
    )
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
    await storage.save(job(), null)
    expect(await storage.save(null, 7)).toMatchObject({ reason: 'conflict' })
    expect(await storage.save(null, 1)).toEqual({ ok: true, job: null })
    expect(await storage.load()).toBeNull()
  })
})

it('sessionStorage that refuses writes (quota) says so', async () => {
  const storage = sessionJobs(unique())
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
    await indexedDbJobs(ownerA.name).save(job(), null)
    expect(await indexedDbJobs(ownerB.name).load()).toBeNull()
    expect(await indexedDbJobs(ownerA.name).load()).not.toBeNull()
    // The same server: a paused job may be offered to the new key.
    expect(ownerA.server).toBe(ownerB.server)
  })

  it('is kept where the key is: IndexedDB when remembered, sessionStorage for this tab; nothing without a key', () => {
    expect(ownerA.area).toBe('indexeddb')
    expect(
      jobOwner(resolveConnection({ ...base, apiKey: 'k', remember: false }))
        ?.area,
    ).toBe('session')
    expect(jobOwner(resolveConnection({ ...base, apiKey: '' }))).toBeNull()
    // The key itself is never part of the name.
    expect(ownerA.name).not.toContain('key-A')
  })
})
