import { vi } from 'vitest'

/**
 * Fakes timers, Date and performance.now from `start`. Only timers and the clock are faked:
 * MSW and promises keep running, so requests still flow. Undo with
 * vi.useRealTimers().
 */
export function startFakeClock(start: number): void {
  vi.useFakeTimers({
    shouldAdvanceTime: false,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      // Waits hold by the monotonic clock too (wait-store.ts).
      'performance',
    ],
  })
  vi.setSystemTime(start)
}
