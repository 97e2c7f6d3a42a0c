import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { animalQueries } from '../../../lib/pets/pet-queries'
import { server, TEST_BASE_URL } from '../../../mocks/node'
import { resolveConnection, saveLiveConnection } from '../../../test/connection'
import { adaJob } from '../../../test/test-jobs'
import { createImportRunners, type JobOwner, jobOwner } from './import-runners'
import { openChannel } from '../../../lib/tabs/channel'
import { openDatabase } from '../../../lib/tabs/database'
import { createTabs, type Tabs } from '../../../lib/tabs/tabs'
import { createFakeLocks } from '../../../test/fake-locks'
import { indexedDbJobs } from './import-storage'
import { sessionJobs } from './session-jobs'
import { targetOf } from '../../../lib/connection/identity'

const paused = () => adaJob('paused')

/** This test's database (on the IndexedDB setup.ts made fresh for it), shared by its Tabs. */
let database = openDatabase()
beforeEach(() => {
  database = openDatabase()
})

/** This test's own Tabs: the page's channel is silent, locks as given. */
function testTabs(locks: LockManager | null = null): Tabs {
  return createTabs({
    database,
    channel: openChannel(() => null),
    locks,
    leaving: () => false,
  })
}

/** The last Tabs `runnersOf` built: whose waits a test reads. */
let tabs = testTabs()

function runnersOf(client = new QueryClient(), locks?: LockManager | null) {
  tabs = testTabs(locks)
  return createImportRunners(tabs, client)
}
const importRunnerFor = (owner: JobOwner, client: QueryClient) =>
  runnersOf(client).runnerFor(owner)

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

/** The job owner of the connection saved last. */
function currentOwner() {
  const owner = jobOwner(tabs.connection.get())
  if (!owner) throw new Error('no owner')
  return owner
}

/** The server's 429, asking for ten minutes. */
const slowDown = () =>
  HttpResponse.json(
    { code: 'rate_limited', message: 'Slow down.', status: 429 },
    { status: 429, headers: { 'Retry-After': '600' } },
  )

describe('a new key for a server with a paused import', () => {
  it('is offered the paused job of the old key; moving it leaves none under the old key', async () => {
    const old = ownerOf('refused-key', 'https://a.example/v1')
    await sessionJobs(old.name, database).save(paused(), null)
    const fresh = ownerOf('new-key', 'https://a.example/v1')
    const earlier = await runnersOf().earlierJobOf(fresh)
    expect(earlier?.job.rows[0]?.name).toBe('Ada')
    await earlier?.remove()
    expect(await sessionJobs(old.name, database).load()).toBeNull()
  })

  it('is not offered another server’s job, one a tab is sending, or one it declined', async () => {
    const locks = createFakeLocks()
    const runners = runnersOf(new QueryClient(), locks)
    const other = ownerOf('k1', 'https://b.example/v1', true)
    await indexedDbJobs(other.name, database).save(paused(), null)
    expect(
      await runners.earlierJobOf(ownerOf('k2', 'https://c.example/v1')),
    ).toBeNull()

    const running = ownerOf('k3', 'https://d.example/v1', true)
    await indexedDbJobs(running.name, database).save(
      { ...paused(), state: 'running' },
      null,
    )
    let letGo = () => {}
    void locks.request(
      running.name,
      () => new Promise<void>((resolve) => (letGo = resolve)),
    )
    expect(
      await runners.earlierJobOf(ownerOf('k4', 'https://d.example/v1')),
    ).toBeNull()
    letGo()

    const earlier = await runners.earlierJobOf(
      ownerOf('k5', 'https://b.example/v1'),
    )
    expect(earlier).not.toBeNull()
    earlier?.decline()
    expect(
      await runners.earlierJobOf(ownerOf('k5', 'https://b.example/v1')),
    ).toBeNull()
  })

  it('is offered a job left running by a tab that closed (no tab holds its lock), as a reload shows it', async () => {
    const old = ownerOf('closed-tab-key', 'https://e.example/v1', true)
    const job = adaJob('running')
    const left = {
      ...job,
      rows: job.rows.map((row) => ({ ...row, outcome: 'sending' as const })),
    }
    await indexedDbJobs(old.name, database).save(left, null)
    const runners = runnersOf(new QueryClient(), createFakeLocks())
    const earlier = await runners.earlierJobOf(
      ownerOf('fixed-key', 'https://e.example/v1'),
    )
    expect(earlier?.job.state).toBe('paused')
    expect(earlier?.job.rows[0]?.outcome).toBe('unknown')
    expect(await earlier?.remove()).toBe(true)
    expect(await indexedDbJobs(old.name, database).load()).toBeNull()
  })
})

describe('Remember on this device switched', () => {
  it('keeps showing a paused job, and moves it to where the key is now kept', async () => {
    const tabOnly = ownerOf('typed-key', 'https://m.example/v1', false)
    await sessionJobs(tabOnly.name, database).save(paused(), null)
    const runners = runnersOf()
    expect(tabOnly.area).toBe('tab')

    const remembered = ownerOf('typed-key', 'https://m.example/v1', true)
    const runner = runners.runnerFor(remembered)
    await runner.attach()
    expect(runner.job.get()?.rows[0]?.name).toBe('Ada')
    expect(await indexedDbJobs(remembered.name, database).load()).not.toBeNull()
    expect(await sessionJobs(tabOnly.name, database).load()).toBeNull()

    // And back: unticked, the job follows the key into this tab.
    const back = runners.runnerFor(tabOnly)
    await back.attach()
    expect(back.job.get()?.rows[0]?.name).toBe('Ada')
    expect(await sessionJobs(tabOnly.name, database).load()).not.toBeNull()
    expect(await indexedDbJobs(remembered.name, database).load()).toBeNull()
  })

  it('leaves a running job with the runner that sends it', async () => {
    saveLiveConnection(TEST_BASE_URL, 'key-R', tabs.connection)
    const owner = currentOwner()
    const runners = runnersOf()
    const runner = runners.runnerFor(owner)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(`${TEST_BASE_URL}/pets`, async () => {
        await released
        return undefined
      }),
    )
    void runner.start({ ...paused(), id: 'running-when-switched' })
    await vi.waitFor(() => expect(runner.status.get().running).toBe(true))
    expect(runners.runnerFor({ ...owner, area: 'device' })).toBe(runner)
    release()
    await vi.waitFor(() => expect(runner.job.get()?.state).toBe('done'))
  })
})

describe('Reset demo data', () => {
  it('removes the stored job of one connection, whatever its version, and the runner shows none', async () => {
    const owner = ownerOf('k-reset', 'https://r.example/v1', true)
    const storage = indexedDbJobs(owner.name, database)
    const first = await storage.save(paused(), null)
    if (!first.ok || !first.job) throw new Error('not stored')
    // A later copy (another tab's write): removed all the same.
    await storage.save(first.job, first.job)
    const other = ownerOf('k-other', 'https://r.example/v1', true)
    await indexedDbJobs(other.name, database).save(paused(), null)
    const registry = runnersOf()
    const runner = registry.runnerFor(owner)
    await runner.attach()
    expect(runner.job.get()?.rows[0]?.name).toBe('Ada')

    await registry.removeStoredJob(owner)
    expect(await storage.load()).toBeNull()
    expect(runner.job.get()).toBeNull()
    // Another key's job is not this connection's to clear.
    expect(await indexedDbJobs(other.name, database).load()).not.toBeNull()
  })
})

describe('animals created by an import', () => {
  /** Holds the server's answer to the next POST /pets until `release`. */
  function holdNextPost() {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let arrived: () => void = () => undefined
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve
    })
    server.use(
      http.post(
        `${TEST_BASE_URL}/pets`,
        async () => {
          arrived()
          await released
          // Not answered here: the mock API's own handler answers it.
          return undefined
        },
        { once: true },
      ),
    )
    return { arrival, release }
  }

  it('go into the cached lists of the key that created them, never into another key’s', async () => {
    saveLiveConnection(TEST_BASE_URL, 'key-A', tabs.connection)
    const client = new QueryClient()
    const owner = currentOwner()
    const runner = importRunnerFor(owner, client)
    const held = holdNextPost()
    void runner.start({ ...paused(), id: 'cache-test' })
    await held.arrival

    // Another key is saved while the row is in flight.
    saveLiveConnection(TEST_BASE_URL, 'key-B', tabs.connection)
    const scopeB = tabs.connection.get().scope
    const listB = animalQueries.list(scopeB, { limit: 20 }).queryKey
    client.setQueryData(listB, [])
    held.release()
    await vi.waitFor(() =>
      expect(runner.job.get()?.rows[0]?.outcome).toBe('added'),
    )
    expect(client.getQueryData(listB)).toEqual([])
  })

  it('show at once in the lists of the key still in use', async () => {
    saveLiveConnection(TEST_BASE_URL, 'key-C', tabs.connection)
    const client = new QueryClient()
    const runner = importRunnerFor(currentOwner(), client)
    const list = animalQueries.list(tabs.connection.get().scope, {
      limit: 20,
    }).queryKey
    client.setQueryData(list, [])
    void runner.start({ ...paused(), id: 'shown' })
    await vi.waitFor(() =>
      expect(client.getQueryData(list)?.map((pet) => pet.name)).toEqual([
        'Ada',
      ]),
    )
  })
})

describe('a key saved while a row waits', () => {
  /**
   * A clock the test moves (timers, Date and the monotonic clock; IndexedDB
   * and the mock server keep theirs), and the key of each POST the server
   * sees: the first is answered by `first`, a retry would be accepted.
   */
  function clockAndPosts(first: () => Promise<Response> | Response) {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'],
    })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const keys: (string | null)[] = []
    server.use(
      http.post(`${TEST_BASE_URL}/pets`, ({ request }) => {
        keys.push(request.headers.get('Authorization'))
        return keys.length === 1 ? first() : undefined
      }),
    )
    return keys
  }

  /**
   * Past the ten minutes the 429 asked for, until the job has stopped: ten
   * seconds a step, each after the page's own work (IndexedDB) has had its
   * turn, so no step leaps past a wait the client has yet to read.
   */
  async function pastTheWait(runner: ReturnType<typeof importRunnerFor>) {
    const WAIT = 11 * 60_000
    let passed = 0
    await vi.waitFor(
      async () => {
        if (passed < WAIT) {
          passed += 10_000
          await vi.advanceTimersByTimeAsync(10_000)
        }
        expect(passed).toBe(WAIT)
        expect(runner.status.get().running).toBe(false)
      },
      { timeout: 10_000, interval: 5 },
    )
  }

  it('calls the row off before it is sent with the old job: the job pauses with the connection notice, the row goes back', async () => {
    saveLiveConnection(TEST_BASE_URL, 'key-D', tabs.connection)
    const keys = clockAndPosts(slowDown)
    const owner = currentOwner()
    const runner = importRunnerFor(owner, new QueryClient())
    void runner.start({ ...paused(), id: 'held-for-ten-minutes' })
    // The 429 is in: the row now waits ten minutes to be sent again.
    await vi.waitFor(() =>
      expect(
        tabs.limits.waits.waitFor(targetOf(TEST_BASE_URL, 'key-D')),
      ).toBeTruthy(),
    )

    saveLiveConnection(TEST_BASE_URL, 'key-E', tabs.connection)
    await pastTheWait(runner)
    expect(keys).toEqual(['Bearer key-D'])
    expect(runner.job.get()?.state).toBe('paused')
    expect(runner.job.get()?.reason).toBe('connection-changed')
    expect(runner.job.get()?.rows[0]?.outcome).toBe('pending')
  })

  it('in flight when the key changes, then answered 429: its retry is not sent with the old key', async () => {
    saveLiveConnection(TEST_BASE_URL, 'key-F', tabs.connection)
    let arrived = () => {}
    const arrival = new Promise<void>((resolve) => (arrived = resolve))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const keys = clockAndPosts(async () => {
      arrived()
      await released
      return slowDown()
    })
    const owner = currentOwner()
    const runner = importRunnerFor(owner, new QueryClient())
    void runner.start({ ...paused(), id: 'answered-after-the-switch' })
    await arrival

    saveLiveConnection(TEST_BASE_URL, 'key-G', tabs.connection)
    release()
    // The 429 is read: its wait runs, and only the call-off holds the retry.
    await vi.waitFor(() =>
      expect(
        tabs.limits.waits.waitFor(targetOf(TEST_BASE_URL, 'key-F')),
      ).toBeTruthy(),
    )
    await pastTheWait(runner)
    expect(keys).toEqual(['Bearer key-F'])
    expect(runner.job.get()?.state).toBe('paused')
    expect(runner.job.get()?.reason).toBe('connection-changed')
    expect(runner.job.get()?.rows[0]?.outcome).toBe('pending')
  })
})
