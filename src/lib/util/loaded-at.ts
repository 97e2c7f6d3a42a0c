// When rows or figures were loaded, said as the list and the Overview say it.

// One formatter per locale and form, made when first needed.
const formats = new Map<string, Intl.DateTimeFormat>()

/** The time of day the rows were loaded, with the date when that was not today. */
export function formatLoadedAt(
  at: number,
  now: number,
  locale: string,
): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString()
  const key = `${locale} ${sameDay}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
    })
    formats.set(key, format)
  }
  return format.format(at)
}
