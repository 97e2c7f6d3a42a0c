import { isApiError } from '../../../lib/http/api-error'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { createStore, type ReadonlyStore } from '../../../lib/util/store'
import { MAX_WAIT_MS } from '../../../lib/rate-limit/wait-policy'
import type { ImportJob } from './import-job'
import * as machine from './import-machine'
import type { Base, JobStorage } from './import-storage'

// Sends a job's rows one at a time, in file order, through the one client.
// The client already waits out 429s and keeps under the plan's per-minute
// limit; on top, the runner spreads its requests evenly at the plan's pace,
// so an import never spends the whole minute in one burst.
//
// Every change is a transition of the state machine (import-machine.ts),
// stored before the runner acts on it: a row's "sending" mark is written and
// read back before its request leaves, and if it cannot be, the import pauses
// and sends nothing more. Writes go one after another (`commit`), each over
// the version it was made from.

export interface RunnerDeps {
  /**
   * createPet: resolves with the new animal or throws ApiError; calls
   * `onLogged` with the id of the send's Activity entry.
   */
  send: (pet: NewPet, onLogged: (entryId: string) => void) => Promise<Pet>
  /** Ids of listed animals with this row's name and category (Check the list). */
  findAdded: (pet: NewPet) => Promise<string[]>
  storage: JobStorage
  /** Runs `run` holding this job's lock; false when another tab holds it. */
  tryLock: (run: () => Promise<void>) => Promise<boolean>
  /** Resolves once no tab holds the lock (e.g. the tab that ran the import closed). */
  whenFree: (signal: AbortSignal) => Promise<void>
  /** Milliseconds between request starts: the plan's pace. */
  interval: () => number
  /** False once Settings switched to another server or key: the job stays with its own. */
  connectionMatches: () => boolean
  /** Tells other tabs the stored job changed. */
  announce?: () => void
  onAdded?: (pet: Pet) => void
  /** True once the page is going away: a request it cut short is left as "sending", to be restored as Unknown. */
  isLeaving?: () => boolean
  now?: () => number
}

export interface RunnerStatus {
  /** The stored job was read (until then the page cannot tell whether there is one). */
  loaded: boolean
  /** This tab is sending rows of the job. */
  running: boolean
  /** Pause or Cancel was asked for; the request in flight finishes first. */
  stopping: 'pause' | 'cancel' | null
  /** Another tab holds the import for this connection. */
  elsewhere: boolean
  /**
   * The job shown is a copy of another tab's (Duplicate tab copies
   * sessionStorage): read-only here, so no row is sent twice.
   */
  copy: boolean
}

const INITIAL: RunnerStatus = {
  loaded: false,
  running: false,
  stopping: null,
  elsewhere: false,
  copy: false,
}

type Change = (job: ImportJob) => ImportJob | null

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/** The stored copy a job this tab has was made from: version 0 means never stored. */
const baseOf = (job: ImportJob): Base =>
  job.version === 0 ? null : { id: job.id, version: job.version }

const inFlight = (job: ImportJob) =>
  job.state === 'running' ||
  job.rows.some((row) => row.outcome === 'sending' || row.outcome === 'resend')

export function createImportRunner(deps: RunnerDeps) {
  const now = deps.now ?? Date.now
  const job = createStore<ImportJob | null>(null)
  const status = createStore<RunnerStatus>(INITIAL)
  let wake = new AbortController()
  let watching: AbortController | null = null
  let writes: Promise<unknown> = Promise.resolve()

  function setStatus(change: Partial<RunnerStatus>) {
    status.set({ ...status.get(), ...change })
  }

  /**
   * Applies `change` to the latest job and stores the result over the
   * version it was made from; only then does this tab show it. Resolves
   * false when it could not be stored: another tab stored a newer copy
   * (shown instead), or storage refused (the job pauses, in this tab's
   * memory, with words to free space or export the results).
   */
  function commit(change: Change): Promise<boolean> {
    const step = writes.then(async () => {
      const current = job.get()
      // A copy of another tab's job is never changed from here.
      if (!current || status.get().copy) return false
      const next = change(current)
      if (next === current) return true
      const result = await deps.storage.save(next, baseOf(current))
      if (result.ok) {
        job.set(result.job)
        deps.announce?.()
        return true
      }
      if (result.reason === 'conflict') {
        job.set(result.stored)
        return false
      }
      if (result.reason === 'copy') {
        // Another tab's copy moved on: this one is shown, never changed.
        setStatus({ copy: true })
        return false
      }
      job.set(machine.pause(next ?? current, machine.STORAGE_NOTICE))
      return false
    })
    writes = step.catch(() => undefined)
    return step
  }

  /**
   * Marks the row sending, and reads the mark back from storage: the
   * request leaves only once storage says it is recorded.
   */
  async function recordSending(index: number): Promise<boolean> {
    const stored = await commit((current) =>
      machine.markSending(current, index),
    )
    const marked = job.get()
    let back: ImportJob | null = null
    if (stored) {
      try {
        back = await deps.storage.load()
      } catch {
        back = null
      }
    }
    if (
      stored &&
      marked &&
      back?.id === marked.id &&
      back.version === marked.version &&
      back.rows[index]?.outcome === 'sending'
    )
      return true
    // Not recorded, so not sent: the row is shown where it was, and the
    // import waits for the person.
    // (After a conflict the job shown is another tab's newer copy: left as it is.)
    const shown = job.get()
    const conflict =
      !stored && (status.get().copy || shown?.notice !== machine.STORAGE_NOTICE)
    if (!conflict && shown?.rows[index]?.outcome === 'sending')
      job.set(
        machine.pause(
          machine.notProcessed(shown, index),
          machine.STORAGE_NOTICE,
        ),
      )
    return false
  }

  /**
   * Another tab may be sending rows of the stored job: show it, and once
   * that tab lets the lock go, show it as a reload would (paused, a row in
   * flight Unknown) without storing anything: a Resume here stores it
   * under the lock, over the version read there.
   */
  function watchElsewhere() {
    if (status.get().running || watching) return
    setStatus({ elsewhere: true })
    const controller = new AbortController()
    watching = controller
    deps.whenFree(controller.signal).then(
      async () => {
        watching = null
        if (controller.signal.aborted || status.get().running) return
        const latest = await deps.storage.load().catch(() => job.get())
        job.set(latest && machine.restoreAfterReload(latest))
        setStatus({ elsewhere: false, copy: deps.storage.isCopy?.() ?? false })
      },
      () => {
        watching = null
      },
    )
  }

  async function sendRow(index: number, pet: NewPet): Promise<'go' | 'stop'> {
    let created: Pet
    let entry: string | null = null
    // The outcome and the entry that recorded it are stored in one write.
    const finish =
      (change: Change): Change =>
      (j) => {
        const next = change(j)
        return next && entry !== null
          ? machine.logged(next, index, entry)
          : next
      }
    try {
      created = await deps.send(pet, (id) => {
        entry = id
      })
    } catch (error) {
      // The page is unloading and took the request with it: the stored
      // "sending" mark makes it Unknown when the job is restored.
      if (deps.isLeaving?.()) return 'stop'
      if (!isApiError(error)) {
        const why = error instanceof Error ? error.message : String(error)
        return (await commit(finish((j) => machine.unknown(j, index, why))))
          ? 'go'
          : 'stop'
      }
      if (error.isUnauthorized) {
        // A 401 was not processed: the row goes back.
        await commit((j) =>
          machine.pause(
            machine.notProcessed(j, index),
            machine.KEY_REFUSED_NOTICE,
          ),
        )
        return 'stop'
      }
      // Offline, the client sent nothing: the row goes back, and the job waits
      // for the person's Resume.
      if (
        error.kind === 'config' ||
        error.kind === 'offline' ||
        error.kind === 'aborted'
      ) {
        // Called off because Settings moved to another connection: say that.
        const notice =
          error.kind === 'aborted' && !deps.connectionMatches()
            ? machine.CONNECTION_CHANGED_NOTICE
            : error.message
        await commit((j) =>
          machine.pause(machine.notProcessed(j, index), notice),
        )
        return 'stop'
      }
      if (
        error.kind === 'rate-limited' &&
        (error.retryAt === null || error.retryAt - now() > MAX_WAIT_MS)
      ) {
        // A wait beyond a day is not slept out (nor could a timer hold it:
        // past 24.8 days it fires at once): the row goes back and the job
        // waits for the person's Retry and Resume.
        await commit((j) =>
          machine.pause(machine.notProcessed(j, index), error.message),
        )
        return 'stop'
      }
      if (error.kind === 'rate-limited') {
        // Not processed either: the row goes again once the shared wait is over.
        if (!(await commit((j) => machine.notProcessed(j, index))))
          return 'stop'
        await sleep(Math.max(0, (error.retryAt ?? now()) - now()), wake.signal)
        return 'go'
      }
      const change: Change =
        error.kind === 'http' && error.status !== null && error.status < 500
          ? (j) =>
              machine.refused(j, index, error.serverMessage ?? error.message)
          : (j) => machine.unknown(j, index, error.message)
      return (await commit(finish(change))) ? 'go' : 'stop'
    }
    const stored = await commit(
      finish((j) => machine.added(j, index, created.id)),
    )
    deps.onAdded?.(created)
    return stored ? 'go' : 'stop'
  }

  async function loop() {
    let lastStart = Number.NEGATIVE_INFINITY
    for (;;) {
      const current = job.get()
      if (!current) return
      const stopping = status.get().stopping
      if (stopping === 'cancel') {
        await commit(machine.cancel)
        return
      }
      if (stopping === 'pause') {
        await commit((j) => machine.pause(j))
        return
      }
      const index = machine.nextToSend(current)
      const pet = current.rows[index]?.pet
      if (!pet) {
        await commit(machine.finishIfDone)
        // A Resume or a resend may have landed while that was stored.
        const latest = job.get()
        if (latest && machine.nextToSend(latest) !== -1) continue
        return
      }
      if (!deps.connectionMatches()) {
        await commit((j) => machine.pause(j, machine.CONNECTION_CHANGED_NOTICE))
        return
      }
      const wait = lastStart + deps.interval() - now()
      if (wait > 0) {
        await sleep(wait, wake.signal)
        continue
      }
      lastStart = now()
      if (!(await recordSending(index))) return
      // Settings may have saved another key while the mark was stored: the
      // request would go with it (createPet takes the connection of the
      // moment), so this job's row stays unsent.
      if (!deps.connectionMatches()) {
        await commit((j) =>
          machine.pause(
            machine.notProcessed(j, index),
            machine.CONNECTION_CHANGED_NOTICE,
          ),
        )
        return
      }
      if ((await sendRow(index, pet)) === 'stop') return
    }
  }

  /**
   * Sends in this tab, holding the lock, if no other tab does; `first` is
   * the transition that asked for it (start, resume, resend, cancel, a
   * check's finding), stored under the lock over the freshest copy. Every
   * change a person makes goes through here: never applied to a copy that
   * another tab may be changing.
   */
  async function run(
    first?: Change,
  ): Promise<'ran' | 'elsewhere' | 'not-applied'> {
    if (status.get().copy) return 'not-applied'
    if (status.get().running) {
      // The loop reads the job afresh before each row: it takes this in turn.
      if (first && !(await commit(first))) return 'not-applied'
      return 'ran'
    }
    let applied = first === undefined
    const got = await deps.tryLock(async () => {
      watching?.abort()
      watching = null
      // Another tab may have stored a newer copy since this one last read.
      // Holding the lock, no tab is sending: a job stored as running was
      // left so by a tab that went, and is taken as a reload would show it
      // (paused, a row in flight Unknown) before `first` applies to it.
      const stored = await deps.storage.load().catch(() => null)
      if (deps.storage.isCopy?.()) {
        job.set(stored)
        setStatus({ copy: true, elsewhere: false })
        return
      }
      const mine = job.get()
      if (stored && mine && (mine.version === 0 || stored.id !== mine.id)) {
        // Another job was stored meanwhile (another tab): shown, not
        // replaced, and what the person asked of the one they saw is not
        // done to it. Versions restart at 1 for each job, so the id tells.
        job.set(machine.restoreAfterReload(stored))
        return
      }
      // Same version: this tab's copy, with what storage may have refused.
      const latest =
        stored && (!mine || stored.version > mine.version) ? stored : mine
      if (latest) job.set(machine.restoreAfterReload(latest))
      wake = new AbortController()
      setStatus({ running: true, stopping: null, elsewhere: false })
      try {
        if (first && !(await commit(first))) return
        applied = true
        await loop()
      } finally {
        setStatus({ running: false, stopping: null })
      }
    })
    if (!got) {
      watchElsewhere()
      return 'elsewhere'
    }
    return applied ? 'ran' : 'not-applied'
  }

  /** Reads the stored job (after another tab changed it, or on first show). */
  async function refresh() {
    if (status.get().running) return
    // Unreadable storage: what this tab has; a new import pauses at its first save.
    const stored = await deps.storage.load().catch(() => job.get())
    if (status.get().running) return
    const mine = job.get()
    // A newer copy in this tab's memory (storage refused it) is not replaced by an older one.
    if (!(
      mine &&
      stored &&
      mine.id === stored.id &&
      mine.version > stored.version
    ))
      job.set(stored)
    setStatus({ loaded: true, copy: deps.storage.isCopy?.() ?? false })
    const shown = job.get()
    if (shown && inFlight(shown)) watchElsewhere()
    else {
      watching?.abort()
      watching = null
      setStatus({ elsewhere: false })
    }
  }

  return {
    job: job as ReadonlyStore<ImportJob | null>,
    status: status as ReadonlyStore<RunnerStatus>,
    /** Starts a new job (the page checked there is none unfinished). */
    start(next: ImportJob) {
      job.set(next)
      return run(machine.start)
    },
    resume: () => run(machine.resume),
    pause() {
      if (!status.get().running) return
      setStatus({ stopping: 'pause' })
      wake.abort()
    },
    async cancel() {
      if (status.get().running) {
        setStatus({ stopping: 'cancel' })
        wake.abort()
      } else {
        await run(machine.cancel)
      }
    },
    /**
     * Sends one Unknown row again, after the person confirmed it may add a
     * duplicate: that row only, and the job keeps its state.
     */
    resend: (index: number) => run((j) => machine.resendOne(j, index)),
    /**
     * Check the list for an Unknown row: the ids of animals with its name
     * and category among the latest 100 (its status's list when it has one).
     * Found once or more, the row is Added, with no request. `applied` is
     * false when the finding was not stored: the job changed while the list
     * was read (another job, the row no longer Unknown), or could not be
     * written, or another tab holds it.
     */
    async check(
      index: number,
    ): Promise<{ ids: string[]; applied: boolean } | null> {
      const asked = job.get()
      const pet = asked?.rows[index]?.pet
      if (!asked || asked.rows[index]?.outcome !== 'unknown' || !pet)
        return null
      const ids = await deps.findAdded(pet)
      let fits = false
      const result = await run((j) => {
        fits = j.id === asked.id && j.rows[index]?.outcome === 'unknown'
        return fits ? machine.checked(j, index, ids) : j
      })
      return { ids, applied: result === 'ran' && fits }
    },
    /** Forgets a finished or cancelled job, to start another. */
    async discard() {
      if (status.get().running) return
      await commit(() => null)
    },
    /**
     * Takes over a paused job from another key of the same server, after
     * the person agreed to continue it with this key. It stays paused.
     */
    async adopt(from: ImportJob): Promise<boolean> {
      // Shown only once stored under this key: a copy that could not be
      // stored is not kept here to be resumed, since the job stays with the
      // key it was sent with.
      const step = writes.then(async () => {
        if (job.get()) return false
        const next = machine.pause({ ...from, version: 0 }, undefined)
        const result = await deps.storage.save(next, null)
        if (result.ok) {
          job.set(result.job)
          deps.announce?.()
          return true
        }
        if (result.reason === 'conflict') job.set(result.stored)
        return false
      })
      writes = step.catch(() => undefined)
      return step
    },
    /**
     * Forgets, in this tab only, a job that is a copy of another tab's
     * (Duplicate tab): that tab's job is untouched.
     */
    forgetCopy() {
      if (!status.get().copy) return
      deps.storage.forgetCopy?.()
      job.set(null)
      setStatus({ copy: false })
    },
    refresh,
    /** Call once the page shows the job: restores one left by a closed page, or watches the tab running it. */
    attach: refresh,
  }
}
export type ImportRunner = ReturnType<typeof createImportRunner>
