import { act, cleanup, render, renderHook } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuotaMeter } from '../../components/quota-meter'
import { savePlan } from '../../lib/rate-limit/plan.view'
import { SHOWN_EVERY_MS } from '../../lib/util/paced-subscribe'
import { startFakeClock } from '../../test/fake-clock'
import { inTabs, testTabs } from '../../test/test-tabs'
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
function shownFrom(job: ImportJob, rowEveryMs = BUSINESS_PACE_MS) {
  const store = createStore<ImportJob | null>(job)
  let renders = 0
  const hook = renderHook(() => {
    renders += 1
    return useShownJob(store, rowEveryMs)
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

/** The Business plan: 1,000 a minute. */
const BUSINESS_PACE_MS = 60

const running = (rows: number): ImportJob => ({
  ...createJob(checkedRows(rows), 0),
  state: 'running',
  version: 1,
})

describe('the job as the import page shows it', () => {
  it('renders once a second, not twice a row: 400 rows at 60 ms, each answered in 30 ms', () => {
    const { hook, change, wait, renders } = shownFrom(running(400))
    const before = renders()
    for (let index = 0; index < 400; index += 1) {
      change((job) => machine.markSending(job, index))
      wait(30)
      change((job) => machine.added(job, index, `${index + 1}`))
      wait(30)
    }
    // 24 s of sending: one render a second (24), and the first at once.
    expect(renders() - before).toBeLessThanOrEqual(26)
    // The last outcome within a second; the end at once.
    wait(SHOWN_EVERY_MS)
    expect(hook.result.current?.rows[399]?.outcome).toBe('added')
    change((job) => ({ ...job, state: 'done' }))
    expect(hook.result.current?.state).toBe('done')
  })

  it('shows at once what needs the person; a mark or an Added row within a second', () => {
    const { hook, change, wait } = shownFrom(running(4))
    // After a quiet spell a change shows at once.
    change((job) => machine.markSending(job, 0))
    expect(hook.result.current?.rows[0]?.outcome).toBe('sending')
    // The rest of the spell waits for its end: the next whole second.
    change((job) => machine.added(job, 0, '7'))
    change((job) => machine.markSending(job, 1))
    expect(hook.result.current?.rows[0]?.outcome).toBe('sending')
    wait(SHOWN_EVERY_MS)
    expect(hook.result.current?.rows[0]?.outcome).toBe('added')
    expect(hook.result.current?.rows[1]?.outcome).toBe('sending')
    // Refused and Unknown ask for the person: at once, with what came before.
    change((job) => machine.markSending(job, 2))
    change((job) =>
      machine.refused(job, 1, { message: 'Name taken', server: true }),
    )
    expect(hook.result.current?.rows[1]?.outcome).toBe('refused')
    expect(hook.result.current?.rows[2]?.outcome).toBe('sending')
    change((job) => machine.unknown(job, 2, { message: 'Cut' }))
    expect(hook.result.current?.rows[2]?.outcome).toBe('unknown')
    change((job) => machine.pause(job))
    expect(hook.result.current?.state).toBe('paused')
    change(() => null)
    expect(hook.result.current).toBeNull()
  })
  it('on a plan of one row a second or fewer, shows each outcome at once', () => {
    const { hook, change, renders } = shownFrom(running(3), SHOWN_EVERY_MS)
    change((job) => machine.markSending(job, 0))
    change((job) => machine.added(job, 0, '7'))
    change((job) => machine.markSending(job, 1))
    const before = renders()
    change((job) => machine.added(job, 1, '8'))
    expect(hook.result.current?.rows[1]?.outcome).toBe('added')
    expect(renders() - before).toBe(1)
  })

  it('shows its rows in the same moments as the header’s meter and its clock: each moment is a layout and a paint of the whole page (issue 31 §2)', () => {
    // Starts off the beat, 130 ms after a whole second, as a click would.
    const T0 = new Date(2030, 0, 15, 12, 0, 0).getTime()
    startFakeClock(T0 + 130)
    const tabs = testTabs()
    savePlan(tabs.plan, { plan: 'business' })
    const store = createStore<ImportJob | null>(running(200))
    // The moments (ms of the clock) at which React committed anything.
    const moments = new Set<number>()
    function JobView() {
      const job = useShownJob(store, BUSINESS_PACE_MS)
      return <p>{job?.rows.filter((row) => row.outcome === 'added').length}</p>
    }
    render(
      <Profiler id="page" onRender={() => moments.add(Date.now())}>
        <QuotaMeter />
        <JobView />
      </Profiler>,
      inTabs(tabs),
    )
    moments.clear()
    const change = (next: (job: ImportJob) => ImportJob) =>
      act(() => store.set(next(store.get() as ImportJob)))
    // 10 ms at a time, so each commit's moment is within 10 ms of its timer.
    const wait = (ms: number) => {
      for (let step = 0; step < ms; step += 10)
        act(() => {
          vi.advanceTimersByTime(10)
        })
    }
    // 6 s of rows 60 ms apart: marked, then added and its answer's headers.
    for (let index = 0; index < 100; index += 1) {
      change((job) => machine.markSending(job, index))
      wait(30)
      change((job) => machine.added(job, index, `${index + 1}`))
      act(() =>
        tabs.limits.headers.seen.set({
          limit: 1_000,
          remaining: 999 - index,
          resetAt: T0 + 60_000,
          seenAt: Date.now(),
        }),
      )
      wait(30)
    }
    const offBeat = [...moments].filter((at) => at % SHOWN_EVERY_MS !== 0)
    // The first row and the first answer show at once; then only the beat:
    // the 6 whole seconds in 6 s, which the meter's changes share.
    expect(offBeat.length).toBeLessThanOrEqual(2)
    expect(moments.size).toBeLessThanOrEqual(8)
    cleanup()
  })
})
