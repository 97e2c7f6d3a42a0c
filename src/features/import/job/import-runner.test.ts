import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/http/api-error'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import { startFakeClock } from '../../../test/fake-clock'
import type { ListLook } from '../check/check-list'
import type { CheckedRow } from '../check/check-rows'
import { englishCheck } from '../check/check-messages'
import { speaker } from '../../../lib/i18n/speaker'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { resultsMessages, rowMessage } from '../results/results-messages'
import { countRows, createJob, type ImportJob, type JobRow } from './import-job'
import { createImportRunner, type RunnerDeps } from './import-runner'
import { memoryStorage } from '../../../test/test-jobs'

const INTERVAL = 1000

/** What the results page says of a row, in English. */
const said = (row: JobRow | undefined) =>
  row &&
  rowMessage(
    speaker(resultsMessages),
    englishCheck,
    speaker(petFormMessages),
    row,
  )

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
      problems: bad ? [{ problem: 'name-empty' as const }] : [],
      duplicateOf: null,
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
    (pet: NewPet, onLogged: (entryId: string) => void) =>
      new Promise<Pet>((resolve, reject) => {
        // As createPet does: the entry exists before the request leaves.
        onLogged(`log-${calls.length + 1}`)
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

/** Check the list's reading: these ids as animals named like row 2, newest first. */
function look(ids: string[], addedHere: string[] = []): ListLook {
  return {
    latest: ids.map((id) => ({ id, name: 'Animal 2', categoryId: '3' })),
    addedHere,
  }
}

function setup(overrides: Partial<RunnerDeps> = {}, memory = memoryStorage()) {
  const server = controllableSend()
  const deps: RunnerDeps = {
    send: server.send,
    lookAtList: vi.fn(() => Promise.resolve(look([]))),
    storage: memory.storage,
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
  return { runner, server, stored: memory.stored, memory, deps }
}

/** Lets the runner's promise chain move on (no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** A runner that has started on `count` rows (skipping those with problems) and sent the first. */
async function started(
  count: number,
  options: {
    skip?: number[]
    deps?: Partial<RunnerDeps>
    knownBefore?: string[]
  } = {},
) {
  const setUp = setup(options.deps)
  void setUp.runner.start(
    createJob(checked(count, options.skip), Date.now(), options.knownBefore),
  )
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

  it('keeps the Activity entry of each finished send on its row, in the stored job', async () => {
    const { runner, server, stored } = await started(4)
    server.succeed()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    server.fail(1, {
      kind: 'http',
      status: 400,
      serverMessage: 'name must be a non-blank string.',
      message: 'name must be a non-blank string.',
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    // Not processed (429): the row goes back to the queue and is sent (and
    // logged) again; only that second send's entry is kept.
    server.fail(2, {
      kind: 'rate-limited',
      retryAt: Date.now(),
      message: 'Too many requests',
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(stored()?.rows[2]?.outcome).toBe('sending')
    expect(stored()?.rows[2]?.entry).toBeUndefined()
    server.fail(3, { kind: 'network', message: 'Could not reach' })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    server.succeed(4)
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)

    expect(server.send).toHaveBeenCalledTimes(5)
    expect(outcomes(stored())).toEqual(['added', 'refused', 'unknown', 'added'])
    expect(stored()?.rows.map((row) => row.entry)).toEqual([
      'log-1',
      'log-2',
      'log-4',
      'log-5',
    ])
    expect(runner.job.get()?.rows.map((row) => row.entry)).toEqual(
      stored()?.rows.map((row) => row.entry),
    )

    // Sent again: the link follows the new send, not the Unknown one.
    void runner.resend(2)
    await settle()
    expect(stored()?.rows[2]).toMatchObject({ outcome: 'sending' })
    expect(stored()?.rows[2]?.entry).toBeUndefined()
    server.succeed(5)
    await settle()
    expect(stored()?.rows[2]).toMatchObject({
      outcome: 'added',
      entry: 'log-6',
    })
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
    void runner.cancel()
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
    expect(job?.rows.map((row) => [row.outcome, said(row)])).toEqual([
      ['refused', 'The server said: name must be a non-blank string.'],
      ['unknown', expect.stringMatching(/^Bad gateway\. May have been added/)],
      [
        'unknown',
        expect.stringMatching(/Check the list before sending it again/),
      ],
    ])
    expect(server.send).toHaveBeenCalledTimes(3)

    // Sent again only when the person asks (after confirming).
    void runner.resend(1)
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

  it.each<[string, number | null]>([
    // A timer of 40 days overflows and would fire at once.
    ['a wait 40 days ahead', 40 * 86_400_000],
    // The client's answer to a wait beyond a day: no end to sleep until,
    // only the person's Retry.
    ['a wait beyond a day, held until Retry', null],
  ])(
    'on %s, pauses with words saying when and that it needs Retry; nothing more is sent',
    async (_label, ahead) => {
      const { runner, server } = await started(2)
      const message = `The server asked for a wait of more than a day (until ${new Date(Date.now() + 40 * 86_400_000).toLocaleString()}). Press Retry after then.`
      server.fail(0, {
        kind: 'rate-limited',
        status: 429,
        retryAt: ahead === null ? null : Date.now() + ahead,
        message,
      })
      await vi.advanceTimersByTimeAsync(10 * INTERVAL)
      expect(server.send).toHaveBeenCalledTimes(1)
      const job = runner.job.get()
      expect(job?.state).toBe('paused')
      expect(job?.notice).toBe(message)
      expect(outcomes(job)).toEqual(['pending', 'pending'])
      // However long the page stays open.
      await vi.advanceTimersByTimeAsync(30 * 86_400_000)
      expect(server.send).toHaveBeenCalledTimes(1)
    },
  )

  it('a key saved while a row’s sending mark is stored: that row is not sent with it, and the job pauses', async () => {
    const connectionMatches = vi
      .fn<() => boolean>()
      .mockReturnValueOnce(true)
      .mockReturnValue(false)
    const { runner, server } = await started(2, {
      deps: { connectionMatches },
    })
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).not.toHaveBeenCalled()
    const job = runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.reason).toBe('connection-changed')
    expect(outcomes(job)).toEqual(['pending', 'pending'])
  })

  it('a 401 pauses the whole import with words to fix the key; nothing is lost', async () => {
    const { runner, server } = await started(2)
    server.fail(0, { kind: 'http', status: 401, message: 'Invalid API key.' })
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    const job = runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.reason).toBe('key-refused')
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

    const second = setup({}, memoryStorage(left))
    void second.runner.attach()
    await settle()
    const job = second.runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.reason).toBe('interrupted')
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
    const { runner, server } = setup(
      {
        tryLock: () => Promise.resolve(false),
        whenFree: () => free,
      },
      memoryStorage(running),
    )
    void runner.attach()
    await settle()
    expect(runner.status.get().elsewhere).toBe(true)
    expect(await runner.resume()).toBe('elsewhere')
    expect(server.send).not.toHaveBeenCalled()

    // The other tab closes: the import is shown here, paused.
    release()
    await settle()
    expect(runner.status.get().elsewhere).toBe(false)
    expect(runner.job.get()?.state).toBe('paused')
  })

  it('a copy of a job a tab of the previous version sends: read-only, said so, though it looks paused', async () => {
    let release: () => void = () => undefined
    const free = new Promise<void>((resolve) => {
      release = resolve
    })
    // As the upgrade copied it: paused, its rows still to send Unknown.
    const copied = {
      ...createJob(checked(2), Date.now()),
      state: 'paused' as const,
    }
    const { runner, server } = setup(
      {
        tryLock: () => Promise.resolve(false),
        whenFree: () => free,
        previousVersionSends: () => Promise.resolve(true),
      },
      memoryStorage(copied),
    )
    void runner.attach()
    await settle()
    expect(runner.status.get()).toMatchObject({
      elsewhere: true,
      previous: true,
    })
    expect(await runner.resume()).toBe('elsewhere')
    expect(server.send).not.toHaveBeenCalled()
    release()
    await settle()
    expect(runner.status.get()).toMatchObject({
      elsewhere: false,
      previous: false,
    })
  })

  it('taking over from a tab that went saves nothing: the job it finished is shown as it is', async () => {
    let release: () => void = () => undefined
    const free = new Promise<void>((resolve) => {
      release = resolve
    })
    const running = {
      ...createJob(checked(2), Date.now()),
      state: 'running' as const,
      version: 3,
    }
    const memory = memoryStorage(running)
    const save = vi.spyOn(memory.storage, 'save')
    const { runner } = setup(
      { tryLock: () => Promise.resolve(false), whenFree: () => free },
      memory,
    )
    void runner.attach()
    await settle()
    // The other tab finishes, then closes.
    memory.put({ ...running, state: 'done', version: 4 })
    release()
    await settle()
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
    expect(runner.job.get()?.reason).toBe('connection-changed')
  })
})

describe('one row means one row', () => {
  /** Eight rows, the first added, the second in flight when the page went away. */
  function afterReload() {
    const job = createJob(checked(8), Date.now())
    const left: ImportJob = {
      ...job,
      version: 5,
      state: 'running',
      rows: job.rows.map((row, index) =>
        index === 0
          ? { ...row, outcome: 'added', id: '1' }
          : index === 1
            ? { ...row, outcome: 'sending' }
            : row,
      ),
    }
    return setup({}, memoryStorage(left))
  }

  it('Send again on a paused job sends that row only, and the job stays paused', async () => {
    const { runner, server, stored } = afterReload()
    await runner.attach()
    await settle()
    expect(runner.job.get()?.state).toBe('paused')
    expect(runner.job.get()?.rows[1]?.outcome).toBe('unknown')

    void runner.resend(1)
    await settle()
    expect(server.names()).toEqual(['Animal 3'])
    server.succeed()
    await vi.advanceTimersByTimeAsync(60 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(runner.job.get()?.state).toBe('paused')
    expect(outcomes(stored())).toEqual([
      'added',
      'added',
      ...Array<string>(6).fill('pending'),
    ])
  })

  it('Send again before this tab noticed the sending tab went: applied under the lock to the job as a reload shows it', async () => {
    const job = createJob(checked(4), Date.now())
    // Stored as the tab that went left it: running, row 2 Unknown.
    const left: ImportJob = {
      ...job,
      version: 7,
      state: 'running',
      rows: job.rows.map((row, index) =>
        index === 0
          ? { ...row, outcome: 'unknown', message: 'no answer' }
          : row,
      ),
    }
    const { runner, server, stored } = setup(
      // The lock is free, but word of it has not reached this tab yet.
      { whenFree: () => new Promise<void>(() => undefined) },
      memoryStorage(left),
    )
    await runner.attach()
    expect(runner.job.get()?.state).toBe('running')
    void runner.resend(0)
    await settle()
    server.succeed()
    await vi.advanceTimersByTimeAsync(60 * INTERVAL)
    expect(server.names()).toEqual(['Animal 2'])
    expect(stored()?.state).toBe('paused')
  })

  it('Send again while running: the row goes in turn, the rest goes on', async () => {
    const { runner, server } = await started(3)
    server.fail(0, { kind: 'network', message: 'Could not reach' })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(runner.job.get()?.rows[0]?.outcome).toBe('unknown')
    expect(server.names()).toEqual(['Animal 2', 'Animal 3'])
    void runner.resend(0)
    server.succeed(1)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    // The resent row first, then the rest of the file.
    expect(server.names()).toEqual(['Animal 2', 'Animal 3', 'Animal 2'])
    server.succeed(2)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(server.names()).toEqual([
      'Animal 2',
      'Animal 3',
      'Animal 2',
      'Animal 4',
    ])
    server.succeed(3)
    await settle()
    expect(runner.job.get()?.state).toBe('done')
    expect(outcomes(runner.job.get())).toEqual(['added', 'added', 'added'])
  })
})

describe('record before you send', () => {
  it('a save that fails pauses the import before any request, with words to free space or export', async () => {
    const memory = memoryStorage()
    memory.storage.failing = true
    const { runner, server } = setup({}, memory)
    void runner.start(createJob(checked(3), Date.now()))
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).not.toHaveBeenCalled()
    const job = runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.reason).toBe('storage')
    expect(outcomes(job)).toEqual(['pending', 'pending', 'pending'])
  })

  it('storage that fills up mid-import: the next row is not sent; the outcome kept in memory is not lost', async () => {
    const { runner, server, memory } = await started(3)
    memory.storage.failing = true
    server.succeed()
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    const job = runner.job.get()
    expect(job?.state).toBe('paused')
    expect(job?.reason).toBe('storage')
    expect(outcomes(job)).toEqual(['added', 'pending', 'pending'])

    // Space freed: Resume stores what this tab kept, and goes on.
    memory.storage.failing = false
    void runner.resume()
    await settle()
    expect(server.send).toHaveBeenCalledTimes(2)
    expect(outcomes(memory.stored())).toEqual(['added', 'sending', 'pending'])
  })

  it('the request leaves only once the mark is stored, with nothing read back (decision 041)', async () => {
    const memory = memoryStorage()
    const save = memory.storage.save
    // The mark's write is slow: nothing may leave before it says so.
    let release = () => {}
    memory.storage.save = (next, base, log) =>
      next?.rows.some((row) => row.outcome === 'sending')
        ? new Promise((resolve) => {
            release = () => resolve(save(next, base, log))
          })
        : save(next, base, log)
    const load = vi.spyOn(memory.storage, 'load')
    const { runner, server } = setup({}, memory)
    void runner.start(createJob(checked(2), Date.now()))
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).not.toHaveBeenCalled()
    expect(outcomes(memory.stored())).toEqual(['pending', 'pending'])
    release()
    await settle()
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(outcomes(memory.stored())).toEqual(['sending', 'pending'])
    // Read once, under the lock; the mark is not read back.
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a stale copy never overwrites a newer one: a tab that read version 2 cannot store over version 3', async () => {
    const job = { ...createJob(checked(3), Date.now()), version: 2 }
    const memory = memoryStorage(job)
    const { runner, server } = setup({}, memory)
    await runner.attach()
    expect(runner.job.get()?.version).toBe(2)
    // Another tab resumed it and added row 2 meanwhile; this tab's read is now stale.
    const newer: ImportJob = {
      ...job,
      state: 'running',
      version: 3,
      rows: job.rows.map((row, index) =>
        index === 0 ? { ...row, outcome: 'added', id: '9' } : row,
      ),
    }
    memory.put(newer)
    // This tab's reads are stale (as Chromium's per-tab cache of
    // localStorage would be): it still reads version 2.
    memory.storage.load = () => Promise.resolve(structuredClone(job))
    // Cancel from the stale copy: its write is refused, the newer job stays.
    await runner.cancel()
    expect(memory.stored()).toEqual(newer)
    // And this tab now shows the newer copy.
    expect(runner.job.get()).toEqual(newer)
    expect(server.send).not.toHaveBeenCalled()
  })
})

describe('Check the list', () => {
  /** Row 2 Unknown; the job recorded `knownBefore` (none: a job from before the record). */
  async function unknownRow(ids: string[], knownBefore?: string[]) {
    const { runner, server, deps, memory } = await started(1, {
      knownBefore,
      deps: { lookAtList: vi.fn(() => Promise.resolve(look(ids))) },
    })
    server.fail(0, { kind: 'network', message: 'Could not reach' })
    await settle()
    expect(runner.job.get()?.rows[0]?.outcome).toBe('unknown')
    return { runner, server, deps, memory }
  }

  it('new since the record: the row is Added with that id, without a request', async () => {
    const { runner, server, deps, memory } = await unknownRow(
      ['78', '77'],
      ['77'],
    )
    expect(await runner.check(0)).toMatchObject({
      row: { outcome: 'added', id: '78' },
      applied: true,
    })
    expect(deps.lookAtList).toHaveBeenCalledTimes(1)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(memory.stored()?.rows[0]).toMatchObject({
      outcome: 'added',
      id: '78',
      note: { note: 'found', finding: { kind: 'added', ids: ['78'] } },
    })
    expect(said(memory.stored()?.rows[0])).toBe('Added as ID 78.')
  })

  it('only an older twin known before the first send: not Added', async () => {
    const { runner, memory } = await unknownRow(['77'], ['77', '5'])
    await runner.check(0)
    expect(memory.stored()?.rows[0]).toMatchObject({ outcome: 'unknown' })
    expect(memory.stored()?.rows[0]?.id).toBeUndefined()
    expect(said(memory.stored()?.rows[0])).toMatch(/^Not added/)
  })

  it('no record: Unknown with what it found, until the person marks it Added', async () => {
    const { runner, memory } = await unknownRow(['77'])
    await runner.check(0)
    expect(memory.stored()?.rows[0]).toMatchObject({
      outcome: 'unknown',
      id: '77',
    })
    expect(said(memory.stored()?.rows[0])).toBe(
      'An animal with this name and category exists: ID 77. It may be an older one.',
    )
    await runner.markFound(0)
    expect(memory.stored()?.rows[0]).toMatchObject({
      outcome: 'added',
      id: '77',
    })
  })

  it('two new since the record: Added, naming both, with both causes', async () => {
    const { runner } = await unknownRow(['79', '78', '77'], ['77'])
    await runner.check(0)
    expect(runner.job.get()?.rows[0]).toMatchObject({
      outcome: 'added',
      id: '78',
    })
    expect(said(runner.job.get()?.rows[0])).toMatch(
      /^Found 2 animals with this name and category added since this import started: IDs 78, 79\./,
    )
  })

  it('not found: still Unknown, saying so; Send again stays offered', async () => {
    const { runner } = await unknownRow([], [])
    await runner.check(0)
    expect(runner.job.get()?.rows[0]?.outcome).toBe('unknown')
    expect(said(runner.job.get()?.rows[0])).toMatch(
      /^Not found among the latest 100/,
    )
  })
})

describe('what a person asks is done only to the job they saw', () => {
  const pausedJob = (id: string, version: number): ImportJob => ({
    ...createJob(checked(2), Date.now()),
    id,
    version,
    state: 'paused',
  })

  it.each([3, 5])(
    'Resume on a stale copy of an old job (version 3) is not done to a new job at version %i',
    async (version) => {
      const memory = memoryStorage(pausedJob('old-job', 3))
      const { runner, server } = setup({}, memory)
      await runner.attach()
      // Another tab finished the old job and started another, now at version
      // 3 or more (versions restart for each job).
      memory.put(pausedJob('new-job', version))
      expect(await runner.resume()).toBe('not-applied')
      await settle()
      expect(runner.job.get()?.id).toBe('new-job')
      expect(memory.stored()).toMatchObject({ id: 'new-job', state: 'paused' })
      expect(server.send).not.toHaveBeenCalled()
    },
  )

  it('a Check the list result is applied only to the row it was asked for', async () => {
    let answer: (found: ListLook) => void = () => undefined
    const { runner, server, memory } = await started(1, {
      knownBefore: [],
      deps: {
        lookAtList: () =>
          new Promise<ListLook>((resolve) => {
            answer = resolve
          }),
      },
    })
    server.fail(0, { kind: 'network', message: 'Could not reach' })
    await settle()
    const checking = runner.check(0)
    // Meanwhile another tab replaced the job with another whose first row is Unknown too.
    const other = pausedJob('other-job', 9)
    const row = other.rows[0]
    if (!row) throw new Error('no row')
    other.rows[0] = { ...row, outcome: 'unknown', message: 'No answer' }
    memory.put(other)
    await runner.refresh()
    answer(look(['77']))
    expect(await checking).toEqual({ row: null, applied: false })
    expect(memory.stored()?.rows[0]).toMatchObject({
      outcome: 'unknown',
      message: 'No answer',
    })
    expect(memory.stored()?.rows[0]?.id).toBeUndefined()
  })

  it('a Check the list result that could not be stored says so', async () => {
    const { runner, server, memory } = await started(1, {
      knownBefore: [],
      deps: { lookAtList: vi.fn(() => Promise.resolve(look(['77']))) },
    })
    server.fail(0, { kind: 'network', message: 'Could not reach' })
    await settle()
    memory.storage.failing = true
    expect(await runner.check(0)).toEqual({ row: null, applied: false })
  })
})

describe('continuing with a new key', () => {
  it('a job that could not be stored under the new key is not kept here to be resumed', async () => {
    const memory = memoryStorage()
    memory.storage.failing = true
    const { runner, server } = setup({}, memory)
    await runner.attach()
    const from = {
      ...createJob(checked(2), Date.now()),
      version: 4,
      state: 'paused' as const,
    }
    expect(await runner.adopt(from)).toBe(false)
    expect(runner.job.get()).toBeNull()
    memory.storage.failing = false
    await runner.resume()
    await settle()
    expect(server.send).not.toHaveBeenCalled()
  })
})

describe('a copy of another tab’s job (Duplicate tab)', () => {
  it('is shown read-only: nothing is sent or changed from here', async () => {
    const job = {
      ...createJob(checked(2), Date.now()),
      version: 2,
      state: 'paused' as const,
    }
    const memory = memoryStorage(job)
    memory.storage.isCopy = () => true
    memory.storage.forgetCopy = vi.fn()
    const { runner, server } = setup({}, memory)
    await runner.attach()
    expect(runner.status.get().copy).toBe(true)
    expect(await runner.resume()).toBe('not-applied')
    await runner.cancel()
    await runner.discard()
    await settle()
    expect(server.send).not.toHaveBeenCalled()
    expect(memory.stored()).toMatchObject({ version: 2, state: 'paused' })
    // The person may remove the copy from this tab.
    runner.forgetCopy()
    expect(memory.storage.forgetCopy).toHaveBeenCalled()
    expect(runner.job.get()).toBeNull()
  })

  it('found a copy when the tab that ran it closes: shown read-only, not with live buttons', async () => {
    let release: () => void = () => undefined
    const free = new Promise<void>((resolve) => {
      release = resolve
    })
    const memory = memoryStorage({
      ...createJob(checked(2), Date.now()),
      state: 'running' as const,
    })
    let copy = false
    memory.storage.isCopy = () => copy
    const { runner, server } = setup(
      { tryLock: () => Promise.resolve(false), whenFree: () => free },
      memory,
    )
    void runner.attach()
    await settle()
    expect(runner.status.get()).toMatchObject({ elsewhere: true, copy: false })
    // The other tab closes; the reload under the freed lock finds this is a copy.
    copy = true
    release()
    await settle()
    expect(runner.status.get()).toMatchObject({ elsewhere: false, copy: true })
    expect(server.send).not.toHaveBeenCalled()
  })

  it('a save refused as a copy stops the runner before anything is sent', async () => {
    const memory = memoryStorage()
    const { runner, server } = setup({}, memory)
    const save = memory.storage.save
    let copy = false
    memory.storage.save = (next, base) =>
      copy ? Promise.resolve({ ok: false, reason: 'copy' }) : save(next, base)
    void runner.start(createJob(checked(3), Date.now()))
    await settle()
    expect(server.send).toHaveBeenCalledTimes(1)
    // The other copy saved first: this one's next write is refused.
    copy = true
    server.succeed(0)
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(runner.status.get()).toMatchObject({ copy: true, running: false })
  })
})
