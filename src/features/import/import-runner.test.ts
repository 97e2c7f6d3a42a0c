import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-error'
import type { NewPet, Pet } from '../../lib/pet-schemas'
import { startFakeClock } from '../../test/fake-clock'
import type { CheckedRow } from './check-rows'
import { countRows, createJob, type ImportJob } from './import-job'
import {
  createImportRunner,
  KEY_REFUSED_NOTICE,
  type RunnerDeps,
} from './import-runner'

const INTERVAL = 1000

function checked(count: number, skip: number[] = []): CheckedRow[] {
  return Array.from({ length: count }, (_, index) => {
    const row = index + 2
    const name = `Animal ${row}`
    const bad = skip.includes(row)
    return {
      row,
      name,
      categoryId: '3',
      status: '',
      shapeProblem: null,
      problems: bad ? ['Enter a name'] : [],
      warnings: [],
      pet: bad ? null : { name, categoryId: '3' },
    }
  })
}

/** A send whose answers the test hands out one by one. */
function controllableSend() {
  const calls: {
    pet: NewPet
    resolve: (pet: Pet) => void
    reject: (error: unknown) => void
  }[] = []
  let nextId = 9007199254740993n
  const send = vi.fn(
    (pet: NewPet) =>
      new Promise<Pet>((resolve, reject) => {
        calls.push({ pet, resolve, reject })
      }),
  )
  return {
    send,
    calls,
    /** Answers the oldest unanswered call with a new animal. */
    succeed(index = calls.length - 1) {
      const call = calls[index]
      if (!call) throw new Error('no such call')
      call.resolve({ ...call.pet, id: String(nextId++) })
    },
    /** Answers call `index` with the ApiError `init` describes. */
    fail(index: number, init: ConstructorParameters<typeof ApiError>[0]) {
      calls[index]?.reject(new ApiError(init))
    },
    /** The names of the animals sent so far, in order. */
    names: () => calls.map((call) => call.pet.name),
  }
}

function setup(overrides: Partial<RunnerDeps> = {}) {
  let stored: ImportJob | null = null
  const server = controllableSend()
  const deps: RunnerDeps = {
    send: server.send,
    load: () => (stored ? structuredClone(stored) : null),
    save: (job) => {
      stored = job ? structuredClone(job) : null
    },
    tryLock: async (run) => {
      await run()
      return true
    },
    whenFree: () => Promise.resolve(),
    interval: () => INTERVAL,
    connectionMatches: () => true,
    ...overrides,
  }
  const runner = createImportRunner(deps)
  return { runner, server, stored: () => stored, deps }
}

/** Lets the runner's promise chain move on (no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** A runner that has started on `count` rows (skipping those with problems) and sent the first. */
async function started(
  count: number,
  options: { skip?: number[]; deps?: Partial<RunnerDeps> } = {},
) {
  const setUp = setup(options.deps)
  void setUp.runner.start(createJob(checked(count, options.skip), Date.now()))
  await settle()
  return setUp
}

/** Each row's outcome, in file order. */
function outcomes(job: ImportJob | null | undefined) {
  return job?.rows.map((row) => row.outcome)
}

beforeEach(() => startFakeClock(Date.UTC(2026, 10, 22, 12)))
afterEach(() => vi.useRealTimers())

describe('import runner', () => {
  it('sends ready rows one at a time, in file order, at the plan pace, skipping rows with problems', async () => {
    const { runner, server } = await started(4, { skip: [3] })
    expect(server.names()).toEqual(['Animal 2'])
    server.succeed()
    await settle()
    // The next one waits for the pace, not for a burst.
    expect(server.send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(server.names()).toEqual(['Animal 2', 'Animal 4'])
    server.succeed()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    server.succeed()
    await settle()
    const job = runner.job.get()
    expect(job?.state).toBe('done')
    expect(outcomes(job)).toEqual(['added', 'skipped', 'added', 'added'])
    expect(job?.rows[0]?.id).toBe('9007199254740993')
    expect(server.send).toHaveBeenCalledTimes(3)
  })

  it('Pause lets the request in flight finish and sends nothing more; Resume goes on', async () => {
    const { runner, server } = await started(3)
    runner.pause()
    expect(runner.status.get().stopping).toBe('pause')
    server.succeed()
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(runner.job.get()?.state).toBe('paused')
    expect(runner.job.get()?.rows[0]?.outcome).toBe('added')

    void runner.resume()
    await settle()
    expect(server.send).toHaveBeenCalledTimes(2)
    expect(server.calls[1]?.pet.name).toBe('Animal 3')
  })

  it('Cancel stops; rows not sent stay listed as not sent', async () => {
    const { runner, server } = await started(3)
    server.succeed()
    await settle()
    runner.cancel()
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    const job = runner.job.get()
    expect(job?.state).toBe('cancelled')
    expect(outcomes(job)).toEqual(['added', 'not-sent', 'not-sent'])
  })

  it('a 400 is Refused with the server’s words; a 5xx or network error is Unknown and not sent again', async () => {
    const { runner, server } = await started(3)
    server.fail(0, {
      kind: 'http',
      status: 400,
      serverMessage: 'name must be a non-blank string.',
      message: 'name must be a non-blank string.',
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    server.fail(1, { kind: 'http', status: 502, message: 'Bad gateway' })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    server.fail(2, { kind: 'network', message: 'Could not reach' })
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)

    const job = runner.job.get()
    expect(job?.state).toBe('done')
    expect(job?.rows.map((row) => [row.outcome, row.message])).toEqual([
      ['refused', 'name must be a non-blank string.'],
      ['unknown', expect.stringMatching(/^Bad gateway May have been added/)],
      [
        'unknown',
        expect.stringMatching(/check the list before sending it again/),
      ],
    ])
    expect(server.send).toHaveBeenCalledTimes(3)

    // Sent again only when the person asks (after confirming).
    runner.resend(1)
    await settle()
    expect(server.send).toHaveBeenCalledTimes(4)
    expect(server.calls[3]?.pet.name).toBe('Animal 3')
    server.succeed()
    await settle()
    expect(runner.job.get()?.rows[1]?.outcome).toBe('added')
  })

  it('a 429 that outlasted the client’s waits sends the same row again after the shared wait', async () => {
    const { runner, server } = await started(2)
    server.fail(0, {
      kind: 'rate-limited',
      status: 429,
      retryAt: Date.now() + 30_000,
      message: '429',
    })
    await vi.advanceTimersByTimeAsync(29_000)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(runner.job.get()?.rows[0]?.outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(server.send).toHaveBeenCalledTimes(2)
    expect(server.calls[1]?.pet.name).toBe('Animal 2')
  })

  it('a 401 pauses the whole import with words to fix the key; nothing is lost', async () => {
    const { runner, server } = await started(2)
    server.fail(0, { kind: 'http', status: 401, message: 'Invalid API key.' })
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    const job = runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.notice).toBe(KEY_REFUSED_NOTICE)
    expect(outcomes(job)).toEqual(['pending', 'pending'])
    expect(server.send).toHaveBeenCalledTimes(1)

    void runner.resume()
    await settle()
    expect(server.calls[1]?.pet.name).toBe('Animal 2')
  })

  it('restored after a reload: shown paused, never resumes by itself, the row in flight is Unknown', async () => {
    const first = await started(3)
    first.server.succeed()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    // Row 3 is in flight when the page goes away.
    const left = first.stored()
    expect(outcomes(left)).toEqual(['added', 'sending', 'pending'])

    const second = setup({ load: () => structuredClone(left) })
    second.runner.attach()
    await settle()
    const job = second.runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.notice).toMatch(/stopped when the page closed/)
    expect(outcomes(job)).toEqual(['added', 'unknown', 'pending'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(second.server.send).not.toHaveBeenCalled()
    expect(countRows(job as ImportJob)).toMatchObject({
      added: 1,
      unknown: 1,
      pending: 1,
    })
  })

  it('a request cut short by the page going away stays "sending" for the restore to make Unknown', async () => {
    let leaving = false
    const { server, stored } = await started(2, {
      deps: { isLeaving: () => leaving },
    })
    leaving = true
    server.fail(0, { kind: 'network', message: 'Could not reach' })
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(outcomes(stored())).toEqual(['sending', 'pending'])
    expect(server.send).toHaveBeenCalledTimes(1)
  })

  it('another tab holding the import: shown as running elsewhere, and not sent from here', async () => {
    let release: () => void = () => undefined
    const free = new Promise<void>((resolve) => {
      release = resolve
    })
    const running = {
      ...createJob(checked(2), Date.now()),
      state: 'running' as const,
    }
    const { runner, server } = setup({
      load: () => structuredClone(running),
      tryLock: () => Promise.resolve(false),
      whenFree: () => free,
    })
    runner.attach()
    expect(runner.status.get().elsewhere).toBe(true)
    expect(await runner.resume()).toBe('elsewhere')
    expect(server.send).not.toHaveBeenCalled()

    // The other tab closes: the import is shown here, paused.
    release()
    await settle()
    expect(runner.status.get().elsewhere).toBe(false)
    expect(runner.job.get()?.state).toBe('paused')
  })

  it('taking over from a tab that went saves nothing: a stale read cannot overwrite the job that tab finished', async () => {
    let release: () => void = () => undefined
    const free = new Promise<void>((resolve) => {
      release = resolve
    })
    const finished = {
      ...createJob(checked(2), Date.now()),
      state: 'done' as const,
    }
    // What this tab reads as the lock comes free: the other tab's last write
    // ('done') has not reached it yet.
    let stored: ImportJob = { ...finished, state: 'running' }
    const save = vi.fn()
    const { runner } = setup({
      load: () => structuredClone(stored),
      save,
      tryLock: () => Promise.resolve(false),
      whenFree: () => free,
    })
    runner.attach()
    release()
    await settle()
    expect(runner.job.get()?.state).toBe('paused')
    expect(save).not.toHaveBeenCalled()

    // The last write arrives (a storage event): the finished job is shown.
    stored = finished
    runner.refresh()
    expect(runner.job.get()?.state).toBe('done')
    expect(save).not.toHaveBeenCalled()
  })

  it('stops, paused, when Settings switched to another connection', async () => {
    let matches = true
    const { runner, server } = await started(2, {
      deps: { connectionMatches: () => matches },
    })
    matches = false
    server.succeed()
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(runner.job.get()?.notice).toMatch(/connection changed in Settings/)
  })
})
