import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../lib/util/store'
import { checkedRows } from '../../test/test-jobs'
import { createJob, type ImportJob } from './job/import-job'
import * as machine from './job/import-machine'
import { SHOWN_EVERY_MS } from '../../lib/util/paced-subscribe'
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
  return { store, hook, renders: () => renders }
}

const running = (rows: number): ImportJob => ({
  ...createJob(checkedRows(rows), 0),
  state: 'running',
  version: 1,
})

describe('the job as the import page shows it', () => {
  it('renders a few times a second while it runs, not twice a row: 400 rows at 60 ms', () => {
    const { store, hook, renders } = shownFrom(running(400))
    const before = renders()
    for (let index = 0; index < 400; index += 1) {
      const current = store.get()
      if (!current) throw new Error('no job')
      act(() => store.set(machine.markSending(current, index)))
      act(() => {
        vi.advanceTimersByTime(30)
      })
      const marked = store.get()
      if (!marked) throw new Error('no job')
      act(() => store.set(machine.added(marked, index, `${index + 1}`)))
      act(() => {
        vi.advanceTimersByTime(30)
      })
    }
    act(() => {
      vi.advanceTimersByTime(SHOWN_EVERY_MS)
    })
    // 24 s of sending: about 4 showings a second, where it was 800 renders.
    const rendered = renders() - before
    expect(rendered).toBeLessThanOrEqual((400 * 60) / SHOWN_EVERY_MS + 2)
    // The last row's outcome is shown all the same.
    expect(hook.result.current?.rows[399]?.outcome).toBe('added')
  })

  it('shows a row’s change within a showing, and an end or a pause at once', () => {
    const { store, hook } = shownFrom(running(3))
    const job = store.get()
    if (!job) throw new Error('no job')
    act(() => store.set(machine.markSending(job, 0)))
    // The first change after a quiet spell shows at once.
    expect(hook.result.current?.rows[0]?.outcome).toBe('sending')
    const sending = store.get()
    if (!sending) throw new Error('no job')
    act(() => store.set(machine.added(sending, 0, '7')))
    expect(hook.result.current?.rows[0]?.outcome).toBe('sending')
    act(() => {
      vi.advanceTimersByTime(SHOWN_EVERY_MS)
    })
    expect(hook.result.current?.rows[0]?.outcome).toBe('added')
    const added = store.get()
    if (!added) throw new Error('no job')
    act(() => store.set(machine.markSending(added, 1)))
    act(() => store.set(machine.pause(store.get() ?? added)))
    // Paused: shown without waiting.
    expect(hook.result.current?.state).toBe('paused')
    act(() => store.set(null))
    expect(hook.result.current).toBeNull()
  })
})
