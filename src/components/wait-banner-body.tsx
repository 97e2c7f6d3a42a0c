import { useEffect, useState } from 'react'
import { useNow } from '../lib/util/use-now'
import { useWait } from '../lib/rate-limit/use-rate-limits'
import { useTabs } from '../lib/tabs/tabs'
import type { Wait } from '../lib/rate-limit/wait-policy'
import {
  awaitingRetry,
  releaseCurrentWait,
} from '../lib/rate-limit/wait-release'
import { type Speak, useMessages } from '../lib/i18n/use-messages'
import { waitMessages } from './wait-banner-messages'
import './wait-banner.css'

// What the wait banner says and shows, inside the live region that
// wait-banner.tsx keeps mounted: only a wait shows it, so it loads when the
// first one starts (decision 004).

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

type Say = Speak<typeof waitMessages.english>

/** "Tue, Jan 17, 12:00": a day beyond tomorrow needs its date (rarely shown, so not memoised). */
function dateAndClock(at: number, { t, locale }: Say): string {
  const date = minuteOf(at).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
  return t('dateTime', { date, time: clock(at) })
}

function headlineFor(wait: Wait, seconds: number, now: number, say: Say) {
  const { t } = say
  if (awaitingRetry(wait, now))
    return t('heldBeyond', {
      date: dateAndClock(wait.beyond ?? wait.until, say),
    })
  if (wait.beyond !== null)
    return t('beyond', { date: dateAndClock(wait.beyond, say) })
  if (wait.until - wait.startedAt > LONG_WAIT_MS) {
    // A wait is at most a day: not today is tomorrow.
    const today =
      minuteOf(wait.until).toDateString() === new Date(now).toDateString()
    return t(today ? 'dailyToday' : 'dailyTomorrow', {
      time: clock(wait.until),
    })
  }
  return t(wait.reason === 'remaining-0' ? 'noneLeft' : 'limited', { seconds })
}

/** How long the end message stays for screen-reader users to find, then goes. */
const WAIT_OVER_SHOWN_MS = 10_000

interface Announcement {
  /** End of the wait it describes; null when none is on screen. */
  until: number | null
  /** It had passed its day and was waiting for the person's Retry now. */
  awaiting: boolean
  text: string
  /** The end of a wait (over or cleared): it goes after a while. */
  fades: boolean
}

export function WaitBannerBody() {
  const say = useMessages(waitMessages)
  const { t } = say
  const current = useWait()
  const tabs = useTabs()
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
    fades: false,
  })
  const headline = current ? headlineFor(current, seconds, now, say) : ''
  if (announcement.until !== shownUntil || announcement.awaiting !== awaiting) {
    let text = ''
    if (shownUntil !== null) {
      text = headline
    } else if (announcement.awaiting) {
      text = t('released')
    } else if (announcement.until !== null && now >= announcement.until) {
      // Only a wait that ran out is over; one that went because another
      // connection was saved is still running for its server.
      text = t('over')
    }
    const fades = shownUntil === null && text !== ''
    setAnnouncement({ until: shownUntil, awaiting, text, fades })
  }

  useEffect(() => {
    if (!announcement.fades) return
    const timer = setTimeout(
      () =>
        setAnnouncement({
          until: null,
          awaiting: false,
          text: '',
          fades: false,
        }),
      WAIT_OVER_SHOWN_MS,
    )
    return () => clearTimeout(timer)
  }, [announcement])

  return visible ? (
    <div className="wait-banner">
      <div className="wait-banner-inner">
        <p>
          {/* First, so it is what a search for the text finds on screen. */}
          <strong aria-hidden="true">{headline}</strong>
          <span className="visually-hidden">{announcement.text}</span>{' '}
          <span className="muted">
            {current.reason === 'remaining-0'
              ? t('whyNoneLeft')
              : t('whyAsked')}
          </span>
        </p>
        <progress
          max={total}
          value={total - remaining}
          aria-label={t('progress')}
        />
        {awaitingRetry(current, now) && (
          <button
            type="button"
            className="wait-banner-retry"
            disabled={retrying}
            onClick={() => {
              setRetrying(true)
              void releaseCurrentWait(tabs).finally(() => setRetrying(false))
            }}
          >
            {t('retryNow')}
          </button>
        )}
      </div>
    </div>
  ) : (
    announcement.text && <p className="visually-hidden">{announcement.text}</p>
  )
}
