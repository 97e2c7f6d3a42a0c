import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNow } from './use-now'
import { startFakeClock } from '../../test/fake-clock'

const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)

beforeEach(() => {
  startFakeClock(T0)
})

afterEach(() => {
  vi.useRealTimers()
})

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

interface Props {
  until: number | null
}

describe('useNow', () => {
  it('keeps one time through a render slower than a frame, instead of rendering forever', () => {
    // A slow machine: every render takes 50 ms. React reads the snapshot
    // again when it commits; a time that moved meanwhile made it render
    // again, and again, until "Maximum update depth exceeded".
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      const now = useNow(Infinity, 30_000)
      vi.setSystemTime(Date.now() + 50)
      return now
    })
    expect(renders).toBeLessThan(5)
    expect(result.current).toBeGreaterThanOrEqual(T0)
  })

  it('reads the clock at every render, not only at mount', async () => {
    const { result, rerender } = renderHook<number, Props>(
      ({ until }) => useNow(until, 1_000),
      { initialProps: { until: null } },
    )
    expect(result.current).toBe(T0)
    // Minutes pass with nothing ticking (in later tasks: one task keeps one
    // time), then a countdown starts.
    await Promise.resolve()
    vi.setSystemTime(T0 + 300_000)
    rerender({ until: T0 + 305_000 })
    expect(result.current).toBe(T0 + 300_000)
  })

  it('renders again as each tick of time left passes, then once at the end', () => {
    vi.setSystemTime(T0 + 200)
    const renders = vi.fn()
    const { result } = renderHook(() => {
      renders()
      return useNow(T0 + 3_000, 1_000)
    })
    expect(result.current).toBe(T0 + 200)
    renders.mockClear()
    // 2,800 ms left: the next whole second of time left is at 2,000 ms.
    advance(799)
    expect(renders).not.toHaveBeenCalled()
    advance(1)
    expect(result.current).toBe(T0 + 1_000)
    advance(1_000)
    expect(result.current).toBe(T0 + 2_000)
    advance(1_000)
    expect(result.current).toBe(T0 + 3_000)
    expect(renders).toHaveBeenCalledTimes(3)
    advance(60_000)
    expect(renders).toHaveBeenCalledTimes(3)
  })

  it('stops ticking once the moment has passed, or without one', () => {
    const { rerender } = renderHook<number, Props>(
      ({ until }) => useNow(until, 250),
      { initialProps: { until: T0 + 1_000 } },
    )
    expect(vi.getTimerCount()).toBe(1)
    advance(1_000)
    expect(vi.getTimerCount()).toBe(0)
    rerender({ until: T0 + 5_000 })
    expect(vi.getTimerCount()).toBe(1)
    rerender({ until: null })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops ticking once unmounted', () => {
    const { unmount } = renderHook(() => useNow(T0 + 60_000))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('with no end, renders again every tick for as long as it is mounted', () => {
    const renders = vi.fn()
    const { result, unmount } = renderHook(() => {
      renders()
      return useNow(Infinity, 30_000)
    })
    renders.mockClear()
    advance(29_999)
    expect(renders).not.toHaveBeenCalled()
    advance(1)
    expect(result.current).toBe(T0 + 30_000)
    // An hour later it still ticks, once each 30 s.
    for (let tick = 2; tick <= 122; tick += 1) {
      advance(30_000)
      expect(result.current).toBe(T0 + tick * 30_000)
    }
    expect(renders).toHaveBeenCalledTimes(122)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('with no end, ticks on the clock’s beat, not from its mount: with the other paced views (issue 31)', () => {
    // Mounted 12.345 s past a whole half minute.
    vi.setSystemTime(T0 + 12_345)
    const { result, unmount } = renderHook(() => useNow(Infinity, 30_000))
    advance(17_654)
    expect(result.current).toBe(T0 + 12_345)
    advance(1)
    expect(result.current).toBe(T0 + 30_000)
    advance(30_000)
    expect(result.current).toBe(T0 + 60_000)
    unmount()
  })
})
