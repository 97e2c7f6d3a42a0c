import { useNow } from '../util/use-now'
import { useWait } from './use-rate-limits'

// Apart from use-rate-limits.ts, which the header puts on every first load:
// only the add form counts a wait down, so this hook travels with it.

/** Milliseconds left in the saved connection's wait, ticking while one runs; 0 when none. */
export function useWaitRemaining(tickMs = 250): number {
  const current = useWait()
  const now = useNow(current?.until ?? null, tickMs)
  return current ? Math.max(0, current.until - now) : 0
}
