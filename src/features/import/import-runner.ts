import { isApiError } from '../../lib/api-error'
import type { NewPet, Pet } from '../../lib/pet-schemas'
import { createStore, type ReadonlyStore } from '../../lib/store'
import {
  cancelJob,
  type ImportJob,
  nextPending,
  restoreJob,
  UNKNOWN_MESSAGE,
  updateRow,
} from './import-job'

// Sends a job's rows one at a time, in file order, through the one client.
// The client already waits out 429s (one wait shared by every request) and
// keeps under the plan's per-minute limit; on top, the runner spreads its
// requests evenly at the plan's pace, so an import never spends the whole
// minute in one burst and the time it announces is the time it takes.

export interface RunnerDeps {
  /** createPet: resolves with the new animal or throws ApiError. */
  send: (pet: NewPet) => Promise<Pet>
  load: () => ImportJob | null
  save: (job: ImportJob | null) => void
  /** Runs `run` holding this connection's import lock; false when another tab holds it. */
  tryLock: (run: () => Promise<void>) => Promise<boolean>
  /** Resolves once no tab holds the lock (e.g. the tab that ran the import closed). */
  whenFree: (signal: AbortSignal) => Promise<void>
  /** Milliseconds between request starts: the plan's pace. */
  interval: () => number
  /** False once Settings switched to another connection: the job stays with its own. */
  connectionMatches: () => boolean
  onAdded?: (pet: Pet) => void
  /** True once the page is going away: a request it cut short is left as "sending", to be restored as Unknown. */
  isLeaving?: () => boolean
  now?: () => number
}

export interface RunnerStatus {
  /** This tab is sending the job's rows. */
  running: boolean
  /** Pause or Cancel was asked for; the request in flight finishes first. */
  stopping: 'pause' | 'cancel' | null
  /** Another tab holds the import for this connection. */
  elsewhere: boolean
}

const IDLE: RunnerStatus = { running: false, stopping: null, elsewhere: false }

export const KEY_REFUSED_NOTICE =
  'API key refused: fix it in Settings, then Resume. Nothing was lost.'

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

export function createImportRunner(deps: RunnerDeps) {
  const now = deps.now ?? Date.now
  const job = createStore<ImportJob | null>(deps.load())
  const status = createStore<RunnerStatus>(IDLE)
  let wake = new AbortController()
  let watching: AbortController | null = null

  function setStatus(change: Partial<RunnerStatus>) {
    status.set({ ...status.get(), ...change })
  }

  function setJob(next: ImportJob | null) {
    job.set(next)
    deps.save(next)
  }

  function pauseWith(current: ImportJob, notice?: string) {
    setJob({ ...current, state: 'paused', notice })
  }

  /**
   * Another tab may be running the stored job: show it, and take it over as
   * paused once that tab goes. Taking over only shows the job: the lock can
   * reach this tab before that tab's last write to localStorage does
   * (Chromium passes storage between tabs on a path of its own), and saving
   * what was read then would overwrite a finished job with a stale one. The
   * last write, when it comes, arrives as a storage event (refresh); a
   * Resume here re-reads the job under the lock.
   */
  function watchElsewhere() {
    if (status.get().running || watching) return
    setStatus({ elsewhere: true })
    const controller = new AbortController()
    watching = controller
    deps.whenFree(controller.signal).then(
      () => {
        watching = null
        if (controller.signal.aborted || status.get().running) return
        const latest = deps.load()
        job.set(latest && restoreJob(latest))
        setStatus({ elsewhere: false })
      },
      () => {
        watching = null
      },
    )
  }

  async function loop() {
    let lastStart = Number.NEGATIVE_INFINITY
    for (;;) {
      const current = job.get()
      if (!current) return
      const stopping = status.get().stopping
      if (stopping === 'cancel') return setJob(cancelJob(current))
      if (stopping === 'pause') return pauseWith(current)
      if (!deps.connectionMatches()) {
        return pauseWith(
          current,
          'The connection changed in Settings. Switch back to the connection this import was started on, then Resume.',
        )
      }
      const index = nextPending(current)
      const row = current.rows[index]
      if (!row?.pet) {
        return setJob({ ...current, state: 'done', notice: undefined })
      }
      const wait = lastStart + deps.interval() - now()
      if (wait > 0) {
        await sleep(wait, wake.signal)
        continue
      }
      lastStart = now()
      setJob(updateRow(current, index, { outcome: 'sending' }))
      try {
        const pet = await deps.send(row.pet)
        setJob(
          updateRow(job.get() ?? current, index, {
            outcome: 'added',
            id: pet.id,
          }),
        )
        deps.onAdded?.(pet)
      } catch (error) {
        // The page is unloading and took the request with it: what the
        // server did is unknown, and the restored job says why.
        if (deps.isLeaving?.()) return
        const latest = job.get() ?? current
        const back = updateRow(latest, index, { outcome: 'pending' })
        if (!isApiError(error)) {
          setJob(
            updateRow(latest, index, {
              outcome: 'unknown',
              message: `${error instanceof Error ? error.message : String(error)} ${UNKNOWN_MESSAGE}`,
            }),
          )
        } else if (error.isUnauthorized) {
          // A 401 was not processed: the row is sent again on Resume.
          return pauseWith(back, KEY_REFUSED_NOTICE)
        } else if (
          error.kind === 'config' ||
          error.kind === 'offline' ||
          error.kind === 'aborted'
        ) {
          return pauseWith(back, error.message)
        } else if (error.kind === 'rate-limited') {
          // Not processed either: the row goes again once the shared wait is over.
          setJob(back)
          await sleep(
            Math.max(0, (error.retryAt ?? now()) - now()),
            wake.signal,
          )
        } else if (
          error.kind === 'http' &&
          error.status !== null &&
          error.status < 500
        ) {
          setJob(
            updateRow(latest, index, {
              outcome: 'refused',
              message: error.serverMessage ?? error.message,
            }),
          )
        } else {
          setJob(
            updateRow(latest, index, {
              outcome: 'unknown',
              message: `${error.message} ${UNKNOWN_MESSAGE}`,
            }),
          )
        }
      }
    }
  }

  /** Runs the job in this tab, if no other tab runs one for this connection. */
  async function run(): Promise<'ran' | 'elsewhere'> {
    if (status.get().running) return 'ran'
    const got = await deps.tryLock(async () => {
      // Holding the lock: no other tab runs it, so stop waiting for one to finish.
      watching?.abort()
      watching = null
      // Another tab may have changed the job since this one last read it.
      const stored = deps.load()
      const latest = stored ? restoreJob(stored) : job.get()
      if (!latest) return
      wake = new AbortController()
      setStatus({ running: true, stopping: null, elsewhere: false })
      setJob({ ...latest, state: 'running', notice: undefined })
      try {
        await loop()
      } finally {
        setStatus({ running: false, stopping: null })
      }
    })
    if (!got) {
      setStatus({ elsewhere: true })
      watchElsewhere()
      return 'elsewhere'
    }
    return 'ran'
  }

  return {
    job: job as ReadonlyStore<ImportJob | null>,
    status: status as ReadonlyStore<RunnerStatus>,
    /** Starts a new job (the page checked there is none unfinished). */
    start(next: ImportJob) {
      setJob({ ...next, state: 'paused' })
      return run()
    },
    resume: run,
    pause() {
      if (!status.get().running) return
      setStatus({ stopping: 'pause' })
      wake.abort()
    },
    cancel() {
      const current = job.get()
      if (status.get().running) {
        setStatus({ stopping: 'cancel' })
        wake.abort()
      } else if (current && current.state === 'paused') {
        setJob(cancelJob(current))
      }
    },
    /** Sends an Unknown row again, after the person confirmed it may add a duplicate. */
    resend(index: number) {
      const current = job.get()
      if (current?.rows[index]?.outcome !== 'unknown') return
      setJob(updateRow(current, index, { outcome: 'pending' }))
      if (!status.get().running) void run()
    },
    /** Forgets a finished or cancelled job, to start another. */
    discard() {
      if (status.get().running) return
      setJob(null)
    },
    /** Re-reads the stored job after another tab changed it. */
    refresh() {
      if (status.get().running) return
      const stored = deps.load()
      job.set(stored)
      if (stored?.state === 'running') watchElsewhere()
      else {
        watching?.abort()
        watching = null
        setStatus({ elsewhere: false })
      }
    },
    /** Call once the page shows the job: restores one left by a closed page, or watches the tab running it. */
    attach() {
      this.refresh()
    },
  }
}
export type ImportRunner = ReturnType<typeof createImportRunner>
