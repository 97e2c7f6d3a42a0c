import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHOWN_EVERY_MS } from '../../lib/util/paced-subscribe'
import { createStore } from '../../lib/util/store'
import { checkedRows } from '../../test/test-jobs'
import { createJob, type ImportJob } from './job/import-job'
import * as machine from './job/import-machine'
import { useShownJob } from './shown-job'

// What a running import costs the page it shows on (issue 31 §2): the job
// changes twice a row, and each change the page takes is a render, a layout
// and a paint. Counted here as the renders of the page's hook.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A job store, the hook reading it, and how often the hook rendered. */
function shownFrom(job: ImportJob) {
  const store = createStore<ImportJob | null>(job)
  let renders = 0
  const hook = renderHook(() => {
    renders += 1
    return useShownJob(store)
  })
  const change = (next: (current: ImportJob) => ImportJob | null) => {
    const current = store.get()
    if (!current) throw new Error('no job')
    act(() => store.set(next(current)))
  }
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms)
    })
  return { hook, change, wait, renders: () => renders }
}

const running = (rows: number): ImportJob => ({
  ...createJob(checkedRows(rows), 0),
  state: 'running',
  version: 1,
})

describe('the job as the import page shows it', () => {
  it('renders once a row, not twice: 400 rows at 60 ms, each answered in 30 ms', () => {
    const { hook, change, wait, renders } = shownFrom(running(400))
    const before = renders()
    for (let index = 0; index < 400; index += 1) {
      change((job) => machine.markSending(job, index))
      wait(30)
      change((job) => machine.added(job, index, `${index + 1}`))
      wait(30)
    }
    expect(renders() - before).toBeLessThanOrEqual(401)
    // The last row's outcome is shown, with no timer to wait for.
    expect(hook.result.current?.rows[399]?.outcome).toBe('added')
  })

  it('shows an outcome at once, and a mark that lasts within a quarter second', () => {
    const { hook, change, wait } = shownFrom(running(3))
    // After a quiet spell a mark shows at once.
    change((job) => machine.markSending(job, 0))
    expect(hook.result.current?.rows[0]?.outcome).toBe('sending')
    change((job) => machine.added(job, 0, '7'))
    expect(hook.result.current?.rows[0]?.outcome).toBe('added')
    // The next mark waits for its outcome, or a quarter second (a slow answer).
    change((job) => machine.markSending(job, 1))
    expect(hook.result.current?.rows[1]?.outcome).toBe('pending')
    wait(SHOWN_EVERY_MS)
    expect(hook.result.current?.rows[1]?.outcome).toBe('sending')
    change((job) => machine.pause(job))
    expect(hook.result.current?.state).toBe('paused')
    change(() => null)
    expect(hook.result.current).toBeNull()
  })
})
