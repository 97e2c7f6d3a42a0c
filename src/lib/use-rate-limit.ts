import { useSyncExternalStore } from 'react'
import { currentCooldown, rateLimitHeaders } from './rate-limit'
import { useNow } from './use-now'

/** The saved connection's last rate-limit headers; null while unknown. */
export function useRateLimitHeaders() {
  return useSyncExternalStore(rateLimitHeaders.subscribe, rateLimitHeaders.get)
}

/**
 * The cooldown of the saved connection's server, or null: another server's
 * cooldown (demo mode's, or one Settings ran into while testing a connection)
 * does not hold this connection's requests, so it is not shown either.
 */
export function useCooldown() {
  return useSyncExternalStore(currentCooldown.subscribe, currentCooldown.get)
}

/** Milliseconds left in the saved connection's cooldown, ticking while one runs; 0 when none. */
export function useCooldownRemaining(tickMs = 250): number {
  const current = useCooldown()
  const now = useNow(current?.until ?? null, tickMs)
  return current ? Math.max(0, current.until - now) : 0
}
