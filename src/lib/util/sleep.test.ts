import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sleep } from './sleep'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Whether `promise` has settled once pending callbacks ran (no time passes). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('sleep', () => {
  it('resolves once the time has passed, not before', async () => {
    const waited = sleep(1000, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(waited)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waited)).toBe(true)
  })

  it('resolves as soon as the signal aborts, and leaves no timer behind', async () => {
    const controller = new AbortController()
    const waited = sleep(60_000, controller.signal)
    expect(await settled(waited)).toBe(false)
    controller.abort()
    expect(await settled(waited)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('resolves at once on a signal already aborted, starting no timer', async () => {
    const controller = new AbortController()
    controller.abort()
    const waited = sleep(60_000, controller.signal)
    expect(vi.getTimerCount()).toBe(0)
    expect(await settled(waited)).toBe(true)
  })

  it('stops listening to the signal once the time has passed', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const waited = sleep(10, controller.signal)
    await vi.advanceTimersByTimeAsync(10)
    expect(await settled(waited)).toBe(true)
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
  })
})
