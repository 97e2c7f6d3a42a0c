// `GET /pets/{petId}` is deprecated and removed on 5 December 2030. From then
// on the app must not call it, and must say why (the page words it, in the
// chosen language, from the date and the time left here).

export const GET_PET_REMOVAL = new Date('2030-12-05T00:00:00Z')

export function isGetPetRemoved(now = Date.now()): boolean {
  return now >= GET_PET_REMOVAL.getTime()
}

const DAY = 86_400_000

/** The time left before removal: days under 60 (0 once removed), else whole years and months. */
export type TimeLeft = { days: number } | { years: number; months: number }

/** The time left before removal ("4 years and 2 months", "45 days" once worded). */
export function timeUntilRemoval(now = Date.now()): TimeLeft {
  const days = Math.ceil((GET_PET_REMOVAL.getTime() - now) / DAY)
  if (days < 60) return { days: Math.max(days, 0) }
  const start = new Date(now)
  let months =
    (GET_PET_REMOVAL.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (GET_PET_REMOVAL.getUTCMonth() - start.getUTCMonth())
  if (GET_PET_REMOVAL.getUTCDate() < start.getUTCDate()) months -= 1
  if (months <= 0) return { days }
  return { years: Math.floor(months / 12), months: months % 12 }
}

/** Reads a `Deprecation` header (RFC 9745 `@epoch`, or an HTTP-date) as a date, if it is one. */
export function readDeprecationDate(value: string | null): Date | null {
  if (!value) return null
  const epoch = /^@(-?\d+)$/.exec(value.trim())?.[1]
  const date = epoch ? new Date(Number(epoch) * 1000) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
