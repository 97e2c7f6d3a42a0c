import { useEffect, useState } from 'react'
import { formatCount } from '../lib/plan'
import { useDayUsage, useQueuedRequests } from '../lib/use-plan'
import { useRateLimitHeaders } from '../lib/use-rate-limit'
import './quota-meter.css'

/** Below this share left, the bar changes colour (the count says it too). */
const LOW_SHARE = 0.1

/** "42 s", "3 min 5 s", "2 h 10 min": short enough for the header. */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 10 && seconds % 60 > 0)
    return `${minutes} min ${seconds % 60} s`
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** The clock, re-read every second while there is a reset time to count down to. */
function useNow(resetAt: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (resetAt === null) return
    const tick = () => setNow(Date.now())
    // At once too: the state may be from long before this reset time arrived.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [resetAt])
  return now
}

/**
 * The rate limit at a glance, for the header of every page: requests left
 * (from the server's X-RateLimit-* headers), when that resets, a warning as
 * today's quota runs out, and how many requests the pacer is holding back.
 */
export function QuotaMeter() {
  const headers = useRateLimitHeaders()
  const usage = useDayUsage()
  const waiting = useQueuedRequests()
  const resetAt = headers?.resetAt ?? null
  const now = useNow(resetAt)

  const alerts = usage.nearlyUsed || waiting > 0
  return (
    <div className="quota-meter">
      {headers ? (
        <Window
          limit={headers.limit}
          remaining={headers.remaining}
          resetIn={resetAt === null ? null : resetAt - now}
        />
      ) : (
        <p className="quota-window quota-unknown">Rate limit: unknown</p>
      )}
      {/* Stays mounted, so screen readers announce it when it fills. */}
      <div
        role="status"
        className={alerts ? 'quota-alerts' : 'visually-hidden'}
      >
        {usage.nearlyUsed && (
          <p className={`quota-warning${usage.used ? ' quota-used' : ''}`}>
            <span aria-hidden="true">⚠ </span>
            Today: {formatCount(usage.count)} of {formatCount(usage.limit)}{' '}
            requests used
            {usage.used && ' (daily limit reached)'}
          </p>
        )}
        {waiting > 0 && (
          <p className="quota-queued">
            {waiting === 1
              ? '1 request queued'
              : `${formatCount(waiting)} requests queued`}{' '}
            to stay under your plan’s limit
          </p>
        )}
      </div>
    </div>
  )
}

function Window({
  limit,
  remaining,
  resetIn,
}: {
  limit: number
  remaining: number
  resetIn: number | null
}) {
  const left = Math.min(remaining, limit)
  const share = limit > 0 ? left / limit : 0
  return (
    <p className={`quota-window${share < LOW_SHARE ? ' quota-low' : ''}`}>
      <span className="quota-count">
        <span
          role="meter"
          aria-label="Requests left"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={left}
          aria-valuetext={`${formatCount(left)} of ${formatCount(limit)}`}
          className="quota-bar"
        >
          <span
            className="quota-fill"
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
        {formatCount(left)} of {formatCount(limit)} left
      </span>
      {resetIn !== null && (
        <span className="quota-reset">
          {resetIn > 0
            ? `resets in ${formatWait(resetIn)}`
            : 'window has reset'}
        </span>
      )}
    </p>
  )
}
