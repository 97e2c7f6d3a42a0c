import { useCallback, useSyncExternalStore } from 'react'
import { NEARLY_USED_SHARE } from '../lib/rate-limit/day-count'
import type { RateLimitHeaders } from '../lib/rate-limit/headers'
import { useQueuedRequests } from '../lib/rate-limit/use-rate-limits'
import { useTabs } from '../lib/tabs/tabs'
import type { ReadonlyStore } from '../lib/util/store'
import { type Speak, useMessages } from '../lib/i18n/use-messages'
import { useNow } from '../lib/util/use-now'
import { quotaMessages } from './quota-meter-messages'
import { untilBeat } from '../lib/util/beat'
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

/**
 * The headers heard at most once a second: an import changes the count with
 * every answer, 16 times a second, more than anyone reads, and each render
 * lays out the header of every open tab again (issue 31, decision 036). A
 * change after a quiet second shows at once, the last of a burst at the next
 * whole second of the clock: with the countdown's tick (a reset is a whole
 * second) and the import page's paced showings, in the same frame.
 */
function subscribeHeaders(
  seen: ReadonlyStore<RateLimitHeaders | null>,
  listener: () => void,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let missed = false
  const heard = () => {
    if (timer) return void (missed = true)
    missed = false
    listener()
    timer = setTimeout(() => {
      timer = undefined
      if (missed) heard()
    }, untilBeat(1000))
  }
  const stop = seen.subscribe(heard)
  return () => {
    stop()
    clearTimeout(timer)
  }
}

export function QuotaMeter() {
  const { t } = useMessages(quotaMessages)
  const { headers: snapshot, day } = useTabs().limits
  const headers = useSyncExternalStore(
    useCallback(
      (listener: () => void) => subscribeHeaders(snapshot.seen, listener),
      [snapshot],
    ),
    snapshot.seen.get,
  )
  // Today's usage while the meter shows it, near the limit; else false, so a
  // request alone renders nothing (issue 31).
  const usage = useSyncExternalStore(day.subscribe, () => {
    const today = day.usage()
    return today.nearlyUsed && today
  })
  const waiting = useQueuedRequests()
  const resetAt = headers?.resetAt ?? null
  // Ticks only until the window resets: after that the text no longer changes.
  const now = useNow(resetAt)
  // The snapshot can be another tab's or an earlier visit's: its age ticks by the half minute.
  const ageNow = useNow(headers ? Infinity : null, 30_000)

  const alerts = usage || waiting > 0
  return (
    <div className="quota-meter">
      {headers ? (
        <Window
          limit={headers.limit}
          remaining={headers.remaining}
          resetIn={resetAt === null ? null : resetAt - now}
          age={ageNow - headers.seenAt}
        />
      ) : (
        <p className="quota-window quota-unknown">{t('unknown')}</p>
      )}
      {/* Stays mounted, so screen readers announce it when it fills. */}
      <div
        role="status"
        className={alerts ? 'quota-alerts' : 'visually-hidden'}
      >
        {usage && (
          <p className={`quota-warning${usage.used ? ' quota-used' : ''}`}>
            {/* The count changes with every request; in a live region it
                would be read out each time. Screen readers get a sentence
                that changes only when a threshold is crossed. */}
            <span aria-hidden="true">
              {t(usage.used ? 'todayReached' : 'todayUsed', {
                count: usage.count,
                limit: usage.limit,
              })}
            </span>
            <span className="visually-hidden">
              {usage.used
                ? t('reachedSpoken', { limit: usage.limit })
                : t('nearlySpoken', {
                    share: Math.round(NEARLY_USED_SHARE * 100),
                    limit: usage.limit,
                  })}
            </span>
          </p>
        )}
        {waiting > 0 && (
          <p className="quota-queued">{t('queued', { count: waiting })}</p>
        )}
      </div>
    </div>
  )
}

type Say = Speak<typeof quotaMessages.english>['t']

/** "Updated 2 min ago" once the figures are a minute old; fresher ones need no age. */
function updatedAgo(age: number, t: Say): string | null {
  const minutes = Math.floor(age / 60_000)
  if (minutes < 1) return null
  return minutes < 60
    ? t('updatedMinutes', { minutes })
    : t('updatedHours', { hours: Math.floor(minutes / 60) })
}

function Window({
  limit,
  remaining,
  resetIn,
  age,
}: {
  limit: number
  remaining: number
  resetIn: number | null
  age: number
}) {
  const { t } = useMessages(quotaMessages)
  const updated = updatedAgo(age, t)
  const left = Math.min(remaining, limit)
  const share = limit > 0 ? left / limit : 0
  return (
    <p className={`quota-window${share < LOW_SHARE ? ' quota-low' : ''}`}>
      <span className="quota-count">
        <span
          role="meter"
          aria-label={t('requestsLeft')}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={left}
          aria-valuetext={t('meterValue', { left, limit })}
          className="quota-bar"
        >
          <span
            className="quota-fill"
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
        {t('left', { left, limit })}
      </span>
      {/* The label says "this minute"; when the requests run low, when
          they come back matters, and the header has room for it. */}
      {resetIn !== null && share < LOW_SHARE && (
        <span className="quota-reset">
          {resetIn > 0
            ? t('resetsIn', { wait: formatWait(resetIn) })
            : t('hasReset')}
        </span>
      )}
      {updated && <span className="quota-age">{updated}</span>}
    </p>
  )
}
