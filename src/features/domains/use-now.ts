import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`, so "3 h ago" and the
 * 30-minute certificate wait move on while the page stays open.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
