import { useEffect, useState } from 'react'
import { useNow } from '../lib/util/use-now'
import { useWait } from '../lib/rate-limit/current-wait'
import type { Wait } from '../lib/rate-limit/wait-policy'
import {
  awaitingRetry,
  releaseCurrentWait,
} from '../lib/rate-limit/wait-release'
import './wait-banner.css'

/** Longer than a normal rate-limit window: a countdown in seconds says nothing useful, a time of day does. */
const LONG_WAIT_MS = 10 * 60_000

const pad = (value: number) => String(value).padStart(2, '0')

/** The minute `at` falls in, rounded up so it never says a minute too early. */
const minuteOf = (at: number) => new Date(Math.ceil(at / 60_000) * 60_000)

/** "09:00", local time. */
function clock(at: number): string {
  const date = minuteOf(at)
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** "at 09:00", or "tomorrow at 09:00" (a wait is at most a day). */
function timeOfDay(at: number, now: number): string {
  const today = minuteOf(at).toDateString() === new Date(now).toDateString()
  return `${today ? '' : 'tomorrow '}at ${clock(at)}`
}

/** "Tue 17 Jan, 12:00": a day beyond tomorrow needs its date. */
const dateAndClock = (at: number) =>
  `${minuteOf(at).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })}, ${clock(at)}`

function headlineFor(wait: Wait, seconds: number, now: number): string {
  if (awaitingRetry(wait, now))
    return `Rate limit reached for longer than a day: the server asked for a wait until ${dateAndClock(wait.beyond ?? wait.until)}. The app has held for a day and sends nothing by itself; press Retry now when you want to try again.`
  if (wait.beyond !== null)
    return `Rate limit reached for longer than a day: the server says sending resumes on ${dateAndClock(wait.beyond)}. Nothing is sent by itself; press Retry after then.`
  if (wait.until - wait.startedAt > LONG_WAIT_MS)
    return `Daily limit reached: sending resumes ${timeOfDay(wait.until, now)}.`
  return wait.reason === 'remaining-0'
    ? `No requests left in this window — next request in ${seconds} s.`
    : `Rate limit reached — retrying in ${seconds} s.`
}

const WAIT_OVER_MESSAGE = 'Rate limit wait over; sending again.'
/** After Retry now nothing resumes by itself: the person retries what they were doing. */
const RELEASED_MESSAGE =
  'Rate limit wait cleared. Nothing was sent: press Retry, or Resume an import, to send again.'
/** How long the end message stays for screen-reader users to find, then goes. */
const WAIT_OVER_SHOWN_MS = 10_000

interface Announcement {
  /** End of the wait it describes; null when none is on screen. */
  until: number | null
  /** It had passed its day and was waiting for the person's Retry now. */
  awaiting: boolean
  text: string
}

export function WaitBanner() {
  const current = useWait()
  const now = useNow(current?.until ?? null, 250)
  const remaining = current ? Math.max(0, current.until - now) : 0
  // A wait beyond a day stays after its day, until the person's Retry.
  const visible = current !== null && (remaining > 0 || current.beyond !== null)
  const [retrying, setRetrying] = useState(false)
  const seconds = Math.ceil(remaining / 1000)
  const total = current ? Math.max(1, current.until - current.startedAt) : 1

  // What screen readers hear changes when a wait appears, lengthens, ends or
  // starts awaiting Retry now, never on a tick: a live region re-reads its
  // whole sentence whenever its text changes.
  const shownUntil = visible ? current.until : null
  const awaiting = visible && awaitingRetry(current, now)
  const [announcement, setAnnouncement] = useState<Announcement>({
    until: null,
    awaiting: false,
    text: '',
  })
  const headline = current ? headlineFor(current, seconds, now) : ''
  if (announcement.until !== shownUntil || announcement.awaiting !== awaiting) {
    let text = ''
    if (shownUntil !== null) {
      text = headline
    } else if (announcement.awaiting) {
      text = RELEASED_MESSAGE
    } else if (announcement.until !== null && now >= announcement.until) {
      // Only a wait that ran out is over; one that went because another
      // connection was saved is still running for its server.
      text = WAIT_OVER_MESSAGE
    }
    setAnnouncement({ until: shownUntil, awaiting, text })
  }

  useEffect(() => {
    if (
      announcement.text !== WAIT_OVER_MESSAGE &&
      announcement.text !== RELEASED_MESSAGE
    )
      return
    const timer = setTimeout(
      () => setAnnouncement({ until: null, awaiting: false, text: '' }),
      WAIT_OVER_SHOWN_MS,
    )
    return () => clearTimeout(timer)
  }, [announcement])

  return (
    // The live region stays mounted so screen readers announce what it gains.
    <div role="status" className={visible ? 'wait-banner' : 'visually-hidden'}>
      {visible ? (
        <div className="wait-banner-inner">
          <p>
            {/* First, so it is what a search for the text finds on screen. */}
            <strong aria-hidden="true">{headline}</strong>
            <span className="visually-hidden">{announcement.text}</span>{' '}
            <span className="muted">
              {current.reason === 'remaining-0'
                ? 'The server said this minute’s requests are used up; every tab waits for it to reset rather than be refused, so your key is not put at risk.'
                : 'The server asked the app to wait; no tab sends anything until then, so your key is not put at risk.'}
            </span>
          </p>
          <progress
            max={total}
            value={total - remaining}
            aria-label="Time waited for the rate limit"
          />
          {awaitingRetry(current, now) && (
            <button
              type="button"
              className="wait-banner-retry"
              disabled={retrying}
              onClick={() => {
                setRetrying(true)
                void releaseCurrentWait().finally(() => setRetrying(false))
              }}
            >
              Retry now
            </button>
          )}
        </div>
      ) : (
        announcement.text && <p>{announcement.text}</p>
      )}
    </div>
  )
}
