import { useEffect, useState, useSyncExternalStore } from 'react'
import { cooldown, rateLimitHeaders } from './rate-limit'

export function useRateLimitHeaders() {
  return useSyncExternalStore(rateLimitHeaders.subscribe, rateLimitHeaders.get)
}

export function useCooldown() {
  return useSyncExternalStore(cooldown.subscribe, cooldown.get)
}

/** Milliseconds left in the cooldown, ticking while one runs; 0 when none. */
export function useCooldownRemaining(tickMs = 250): number {
  const current = useCooldown()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!current) return
    const timer = setInterval(() => setNow(Date.now()), tickMs)
    return () => clearInterval(timer)
  }, [current, tickMs])
  return current ? Math.max(0, current.until - now) : 0
}
