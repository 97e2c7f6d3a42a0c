import { afterEach, describe, expect, it, vi } from 'vitest'

// msw/browser cannot start in jsdom; a stand-in worker lets each test decide
// when start() finishes, the way a service worker registration takes its time.
const worker = vi.hoisted(() => {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  let active = false
  return {
    pending,
    isActive: () => active,
    start: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.push({
            resolve: () => {
              active = true
              resolve()
            },
            reject,
          })
        }),
    ),
    // As MSW does: stopping a worker that is not active yet does nothing.
    stop: vi.fn(() => {
      active = false
    }),
  }
})

vi.mock('msw/browser', () => ({
  setupWorker: () => ({ start: worker.start, stop: worker.stop }),
}))

const { startDemo, stopDemo } = await import('./browser')

/** Lets queued promise callbacks run. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

afterEach(async () => {
  const stopped = stopDemo()
  for (const start of worker.pending.splice(0)) start.resolve()
  await stopped
  worker.start.mockClear()
  worker.stop.mockClear()
})

describe('startDemo and stopDemo', () => {
  it('start once however often they are asked to', async () => {
    const first = startDemo()
    const second = startDemo()
    await settle()
    worker.pending[0]?.resolve()
    await Promise.all([first, second])
    await startDemo()
    expect(worker.start).toHaveBeenCalledTimes(1)
    expect(worker.isActive()).toBe(true)
  })

  it('a stop during a pending start waits for it, so the worker ends up stopped', async () => {
    const started = startDemo()
    await settle()
    const stopped = stopDemo()
    await settle()
    expect(worker.stop).not.toHaveBeenCalled()
    worker.pending[0]?.resolve()
    await started
    await stopped
    expect(worker.stop).toHaveBeenCalledTimes(1)
    expect(worker.isActive()).toBe(false)
  })

  it('a start after a stop starts the worker again', async () => {
    const started = startDemo()
    await settle()
    worker.pending[0]?.resolve()
    await started
    await stopDemo()
    const again = startDemo()
    await settle()
    expect(worker.start).toHaveBeenCalledTimes(2)
    worker.pending[1]?.resolve()
    await again
    expect(worker.isActive()).toBe(true)
  })

  it('a failed start is tried again by the next caller', async () => {
    const failed = startDemo()
    await settle()
    worker.pending[0]?.reject(new Error('no service workers'))
    await expect(failed).rejects.toThrow('no service workers')
    const retried = startDemo()
    await settle()
    expect(worker.start).toHaveBeenCalledTimes(2)
    worker.pending[1]?.resolve()
    await retried
    expect(worker.isActive()).toBe(true)
  })

  it('stopping a worker that never started does nothing', async () => {
    await stopDemo()
    expect(worker.stop).not.toHaveBeenCalled()
  })
})
