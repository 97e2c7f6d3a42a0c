import type { ImportJob } from './import-job'
import * as machine from './import-machine'
import type { Change, RunnerContext } from './runner-context'
import { sendRows } from './send-loop'

// One tab sends: the one holding the job's Web Lock. Every change a person
// makes is stored under it, over the freshest copy, never applied to one
// that another tab may be changing. A tab without the lock shows the job
// as running elsewhere and waits for the lock to be let go.

export type RunResult = 'ran' | 'elsewhere' | 'not-applied'

const inFlight = (job: ImportJob) =>
  job.state === 'running' ||
  job.rows.some((row) => row.outcome === 'sending' || row.outcome === 'resend')

/** `first` (start, resume, resend, cancel, a check's finding) is stored under the lock. */
export async function runUnderLock(
  ctx: RunnerContext,
  first?: Change,
): Promise<RunResult> {
  const { status } = ctx
  if (status.get().copy) return 'not-applied'
  if (status.get().running) {
    // The loop reads the job afresh before each row: it takes this in turn.
    if (first && !(await ctx.commit(first))) return 'not-applied'
    return 'ran'
  }
  let applied = first === undefined
  const got = await ctx.deps.tryLock(async () => {
    stopWatching(ctx)
    const stored = await ctx.deps.storage.load().catch(() => null)
    if (!takeStored(ctx, stored)) return
    status.begin()
    try {
      if (first && !(await ctx.commit(first))) return
      applied = true
      await sendRows(ctx)
    } finally {
      status.end()
    }
  })
  if (!got) {
    watchElsewhere(ctx)
    return 'elsewhere'
  }
  return applied ? 'ran' : 'not-applied'
}

/**
 * Holding the lock, shows the freshest of the stored job and this tab's;
 * false when this tab must not run it. No tab is sending now, so a job
 * stored as running was left so by a tab that went, and is taken as a
 * reload would show it (paused, a row in flight Unknown).
 */
function takeStored(ctx: RunnerContext, stored: ImportJob | null): boolean {
  const { job } = ctx
  if (ctx.deps.storage.isCopy?.()) {
    job.set(stored)
    ctx.status.set({ copy: true, elsewhere: false })
    return false
  }
  const mine = job.get()
  if (stored && mine && (mine.version === 0 || stored.id !== mine.id)) {
    // Another job was stored meanwhile (another tab): shown, not
    // replaced, and what the person asked of the one they saw is not
    // done to it. Versions restart at 1 for each job, so the id tells.
    job.set(machine.restoreAfterReload(stored))
    return false
  }
  // Same version: this tab's copy, with what storage may have refused.
  const latest =
    stored && (!mine || stored.version > mine.version) ? stored : mine
  if (latest) job.set(machine.restoreAfterReload(latest))
  return true
}

/**
 * Once the sending tab lets the lock go, shows the job as a reload would,
 * storing nothing: a Resume here stores it under the lock.
 */
function watchElsewhere(ctx: RunnerContext) {
  const { job, status } = ctx
  if (status.get().running || ctx.watching) return
  status.set({ elsewhere: true })
  const controller = new AbortController()
  ctx.watching = controller
  ctx.deps.whenFree(controller.signal).then(
    async () => {
      ctx.watching = null
      if (controller.signal.aborted || status.get().running) return
      const latest = await ctx.deps.storage.load().catch(() => job.get())
      job.set(latest && machine.restoreAfterReload(latest))
      status.set({
        elsewhere: false,
        previous: false,
        copy: ctx.deps.storage.isCopy?.() ?? false,
      })
    },
    () => {
      ctx.watching = null
    },
  )
}

function stopWatching(ctx: RunnerContext) {
  ctx.watching?.abort()
  ctx.watching = null
}

export async function readStored(ctx: RunnerContext): Promise<void> {
  const { job, status } = ctx
  if (status.get().running) return
  // Unreadable storage: what this tab has; a new import pauses at its first save.
  const stored = await ctx.deps.storage.load().catch(() => job.get())
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
  status.set({ loaded: true, copy: ctx.deps.storage.isCopy?.() ?? false })
  const shown = job.get()
  // A page of the previous version sends it: its copy here was made with
  // nothing left to send, so it looks paused; it is not (decision 027).
  const previous = shown
    ? ((await ctx.deps.previousVersionSends?.()) ?? false)
    : false
  if (status.get().running) return
  if (previous) status.set({ previous: true })
  if (shown && (previous || inFlight(shown))) watchElsewhere(ctx)
  else {
    stopWatching(ctx)
    status.set({ elsewhere: false, previous: false })
  }
}
