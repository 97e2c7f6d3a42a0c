import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { resolveConnection } from '../../lib/connection'
import { createJob, type ImportJob } from './import-job'
import { jobOwner, pausedJobOfAnotherKey } from './import-runners'
import { indexedDbJobs, sessionJobs } from './import-storage'

const paused = (): ImportJob => ({
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
  state: 'paused',
})

function ownerOf(apiKey: string, customBaseUrl: string, remember = false) {
  const owner = jobOwner(
    resolveConnection({
      environment: 'custom',
      customBaseUrl,
      apiKey,
      remember,
    }),
  )
  if (!owner) throw new Error('no owner')
  return owner
}

describe('a new key for a server with a paused import', () => {
  it('is offered the paused job of the old key; moving it leaves none under the old key', async () => {
    const old = ownerOf('refused-key', 'https://a.example/v1')
    await sessionJobs(old.name).save(paused(), null)
    const fresh = ownerOf('new-key', 'https://a.example/v1')
    const earlier = await pausedJobOfAnotherKey(fresh)
    expect(earlier?.job.rows[0]?.name).toBe('Ada')
    await earlier?.remove()
    expect(await sessionJobs(old.name).load()).toBeNull()
  })

  it('is not offered another server’s job, a running one, or one it declined', async () => {
    const other = ownerOf('k1', 'https://b.example/v1', true)
    await indexedDbJobs(other.name).save(paused(), null)
    expect(
      await pausedJobOfAnotherKey(ownerOf('k2', 'https://c.example/v1')),
    ).toBeNull()

    const running = ownerOf('k3', 'https://d.example/v1', true)
    await indexedDbJobs(running.name).save(
      { ...paused(), state: 'running' },
      null,
    )
    expect(
      await pausedJobOfAnotherKey(ownerOf('k4', 'https://d.example/v1')),
    ).toBeNull()

    const earlier = await pausedJobOfAnotherKey(
      ownerOf('k5', 'https://b.example/v1'),
    )
    expect(earlier).not.toBeNull()
    earlier?.decline()
    expect(
      await pausedJobOfAnotherKey(ownerOf('k5', 'https://b.example/v1')),
    ).toBeNull()
  })
})
