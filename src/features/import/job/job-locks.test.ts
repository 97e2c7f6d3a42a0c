import { describe, expect, it, vi } from 'vitest'
import { createFakeLocks } from '../../../test/fake-locks'
import { jobLocks } from './job-locks'

/** Holds `name` in `mode` until the returned function is called. */
function holdLock(locks: LockManager, name: string, mode: LockMode) {
  let letGo = () => {}
  void locks.request(
    name,
    { mode },
    () => new Promise<void>((resolve) => (letGo = resolve)),
  )
  return () => letGo()
}

describe('the job lock', () => {
  it('tells a Resume the job runs elsewhere while another tab sends', async () => {
    const locks = createFakeLocks()
    const letGo = holdLock(locks, 'job', 'exclusive')
    const run = vi.fn(() => Promise.resolve())
    expect(await jobLocks('job', locks).tryLock(run)).toBe(false)
    expect(run).not.toHaveBeenCalled()
    letGo()
  })

  it('runs a Resume pressed while a tab waiting for the lock holds it for an instant', async () => {
    const locks = createFakeLocks()
    // Another tab's whenFree, granted as the sender let go: shared, brief.
    const letGo = holdLock(locks, 'job', 'shared')
    const run = vi.fn(() => Promise.resolve())
    const resumed = jobLocks('job', locks).tryLock(run)
    letGo()
    expect(await resumed).toBe(true)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits for the sender to let go without ever blocking a Resume itself', async () => {
    const locks = createFakeLocks()
    const letGo = holdLock(locks, 'job', 'exclusive')
    const waiting = jobLocks('job', locks).whenFree(
      new AbortController().signal,
    )
    const { held } = await locks.query()
    expect(held?.map((lock) => lock.mode)).toEqual(['exclusive'])
    letGo()
    await waiting
    expect(await jobLocks('job', locks).tryLock(() => Promise.resolve())).toBe(
      true,
    )
  })

  it('tells a page of the previous version (the job’s lock alone) from a sender of this version', async () => {
    const locks = createFakeLocks()
    // The previous version's sender: the job's lock, nothing beside it.
    const letGo = holdLock(locks, 'job', 'exclusive')
    expect(await jobLocks('job', locks).previousVersionSends()).toBe(true)
    letGo()
    await jobLocks('job', locks).whenFree(new AbortController().signal)
    expect(await jobLocks('job', locks).previousVersionSends()).toBe(false)

    // This version's sender.
    let finish = () => {}
    const sending = jobLocks('job', locks).tryLock(
      () => new Promise<void>((resolve) => (finish = resolve)),
    )
    await vi.waitFor(async () =>
      expect((await locks.query()).held).toHaveLength(2),
    )
    expect(await jobLocks('job', locks).previousVersionSends()).toBe(false)
    finish()
    expect(await sending).toBe(true)
  })
})
