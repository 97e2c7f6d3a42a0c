import * as z from 'zod/mini'
import { safeIntSchema } from '../http/int64'
import { browserShared, type SharedState } from '../tabs/shared-state'

// The count of API requests sent from this browser today, by every tab
// together. Kept in the shared state (decision 011): each send adds one in a
// transaction, so counts from two tabs add up; without IndexedDB each tab
// counts its own. What the UI makes of it is day-usage.ts.

// A plain test in a refine rather than z.regex: the regex check would bring
// zod's string-format machinery into the first load for this one field.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const storedDaySchema = z.object({
  date: z.string().check(z.refine((date) => ISO_DATE.test(date))),
  count: safeIntSchema.check(z.gte(0)),
})

export const DAY_KEY = 'day-usage'

/** This browser's count of today's sends, over one tab's shared state. */
export function createDayCount(shared: SharedState = browserShared()) {
  const record = shared.record(DAY_KEY, (stored) => {
    const parsed = storedDaySchema.safeParse(stored)
    return parsed.success ? parsed.data : null
  })
  return {
    record,
    /** Counts one request sent now, atomically on the stored count, so every tab adds to one figure. */
    recordSend: (now = Date.now()) => {
      const today = localDate(now)
      return record.update((day) => ({
        date: today,
        count: day?.date === today ? day.count + 1 : 1,
      }))
    },
    /** Requests counted on `date` (YYYY-MM-DD), by this tab's copy. */
    sentOn: (date: string): number => {
      const day = record.peek()
      return day?.date === date ? day.count : 0
    },
  }
}

export const dayCount = createDayCount()
export const recordDaySend = dayCount.recordSend

/** The local calendar date, YYYY-MM-DD: the day a person in front of the screen means. */
export function localDate(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
