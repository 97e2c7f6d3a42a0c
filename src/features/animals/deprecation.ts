// `GET /pets/{petId}` is deprecated and removed on 5 December 2030. From then
// on the app must not call it, and must say why.

export const GET_PET_REMOVAL = new Date('2030-12-05T00:00:00Z')
export const GET_PET_REMOVAL_TEXT = '5 December 2030'

export function isGetPetRemoved(now = Date.now()): boolean {
  return now >= GET_PET_REMOVAL.getTime()
}

const DAY = 86_400_000

/** "4 years and 2 weeks", "45 days", "1 day": the time left before removal, in words. */
export function timeUntilRemoval(now = Date.now()): string {
  const days = Math.ceil((GET_PET_REMOVAL.getTime() - now) / DAY)
  if (days <= 0) return 'none'
  if (days < 60) return days === 1 ? '1 day' : `${days} days`
  const start = new Date(now)
  let months =
    (GET_PET_REMOVAL.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (GET_PET_REMOVAL.getUTCMonth() - start.getUTCMonth())
  if (GET_PET_REMOVAL.getUTCDate() < start.getUTCDate()) months -= 1
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' and ') : `${days} days`
}

/** Reads a `Deprecation` header (RFC 9745 `@epoch`, or an HTTP-date) as a date, if it is one. */
export function readDeprecationDate(value: string | null): Date | null {
  if (!value) return null
  const epoch = /^@(-?\d+)$/.exec(value.trim())?.[1]
  const date = epoch ? new Date(Number(epoch) * 1000) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
