// The job's Web Lock: one tab sends, the one that holds it. A tab waiting
// for the lock to be let go (to show the job as a reload would) asks for it
// shared, so its instant of holding it is told apart from a sender's.

/**
 * Held beside the job's lock by a sender of this version: the previous
 * version holds the job's lock alone (issue 31, defect 3).
 */
const thisVersion = (name: string) => `${name}#this-version`

export interface JobLocks {
  /** Runs `run` holding the lock; false when another tab sends. */
  tryLock: (run: () => Promise<void>) => Promise<boolean>
  /** Resolves once no tab sends (the tab that ran the import closed). */
  whenFree: (signal: AbortSignal) => Promise<void>
  /** True when a page of the previous version sends the job. */
  previousVersionSends: () => Promise<boolean>
}

/** True when a tab holds the job's lock to send (not a tab looking, shared). */
export async function senderHolds(
  locks: LockManager | null,
  name: string,
): Promise<boolean> {
  if (!locks) return false
  const { held = [] } = await locks.query().catch(() => ({ held: [] }))
  return held.some((lock) => lock.name === name && lock.mode === 'exclusive')
}

export function jobLocks(name: string, locks: LockManager | null): JobLocks {
  const holding = (run: () => Promise<void>) => async (lock: Lock | null) => {
    if (!lock) return false
    if (!locks) await run()
    else await locks.request(thisVersion(name), () => run())
    return true
  }
  return {
    async tryLock(run) {
      // Without Web Locks (very old browsers) the guard across tabs is lost, not the import.
      if (!locks) return run().then(() => true)
      if (await locks.request(name, { ifAvailable: true }, holding(run)))
        return true
      // Only a looking tab held it, or nobody does by now: wait the instant.
      if (await senderHolds(locks, name)) return false
      return locks.request(name, holding(run))
    },
    whenFree: (signal) =>
      locks
        ? locks.request(name, { mode: 'shared', signal }, () => undefined)
        : Promise.resolve(),
    async previousVersionSends() {
      if (!locks) return false
      const { held = [] } = await locks.query().catch(() => ({ held: [] }))
      const sender = held.some(
        (lock) => lock.name === name && lock.mode === 'exclusive',
      )
      return sender && !held.some((lock) => lock.name === thisVersion(name))
    },
  }
}
