import { useSyncExternalStore } from 'react'
import { rateLimitHeaders } from './header-store'
import { useNow } from '../util/use-now'
import { currentWait } from './current-wait'

/** The saved connection's last rate-limit headers; null while unknown. */
export function useRateLimitHeaders() {
  return useSyncExternalStore(rateLimitHeaders.subscribe, rateLimitHeaders.get)
}

/**
 * The wait of the saved connection's server and key, or null, whichever tab
 * learnt of it: another server's wait (demo mode's, or one Settings ran into
 * while testing a connection) does not hold this connection's requests, so it
 * is not shown either.
 */
export function useCooldown() {
  return useSyncExternalStore(currentWait.subscribe, currentWait.get)
}

/** Milliseconds left in the saved connection's wait, ticking while one runs; 0 when none. */
export function useCooldownRemaining(tickMs = 250): number {
  const current = useCooldown()
  const now = useNow(current?.until ?? null, tickMs)
  return current ? Math.max(0, current.until - now) : 0
}
