import { defineMessages } from '../lib/i18n/messages'

/** The rate-limit wait banner: what it says on screen and to screen readers. */
export const waitMessages = defineMessages('wait', {
  heldBeyond:
    'Rate limit reached for longer than a day: the server asked for a wait until {date}. The app has held for a day and sends nothing by itself; press Retry now when you want to try again.',
  beyond:
    'Rate limit reached for longer than a day: the server says sending resumes on {date}. Nothing is sent by itself; press Retry after then.',
  dailyToday: 'Daily limit reached: sending resumes at {time}.',
  dailyTomorrow: 'Daily limit reached: sending resumes tomorrow at {time}.',
  noneLeft: 'No requests left in this window — next request in {seconds} s.',
  limited: 'Rate limit reached — retrying in {seconds} s.',
  dateTime: '{date}, {time}',
  over: 'Rate limit wait over; sending again.',
  released:
    'Rate limit wait cleared. Nothing was sent: press Retry, or Resume an import, to send again.',
  whyNoneLeft:
    'The server said this minute’s requests are used up; every tab waits for it to reset rather than be refused, so your key is not put at risk.',
  whyAsked:
    'The server asked the app to wait; no tab sends anything until then, so your key is not put at risk.',
  progress: 'Time waited for the rate limit',
  retryNow: 'Retry now',
})
