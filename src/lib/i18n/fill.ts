import type { Catalog, Message, Messages, Value } from './messages'

// Filling a message, the one way every caller does it (components, Saids,
// English for logs and tests, words made outside a component): pick its text
// in the language, choose the plural, put the values in.

/** The language to fill a message in: its catalog (null: English) and the pseudo-locale's transform. */
export interface Wording {
  locale: string
  catalog: Catalog | null
  pseudo?: (text: string) => string
}

export const ENGLISH: Wording = { locale: 'en', catalog: null }

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const PLAIN_DIGITS = /^(en|es)(-|$)/

/** The locale's formatter from `cache`, made once per locale. */
function kept<T>(
  cache: Map<string, T>,
  locale: string,
  make: (locale: string) => T,
): T {
  let value = cache.get(locale)
  if (!value) {
    value = make(locale)
    cache.set(locale, value)
  }
  return value
}

/**
 * A value as text: numbers in the locale's digits. The desk's locales write
 * whole numbers under 1,000 in plain digits, and the first Intl.NumberFormat
 * of a page costs ~50 ms at 4x CPU (ICU's set-up), on the first render's path
 * (the quota meter), so those skip it; formats are kept per locale.
 */
export function format(locale: string, value: Value): string {
  if (typeof value !== 'number') return value
  if (
    PLAIN_DIGITS.test(locale) &&
    Number.isInteger(value) &&
    value > -1_000 &&
    value < 1_000
  )
    return String(value)
  return kept(
    numberFormats,
    locale,
    (tag) => new Intl.NumberFormat(tag),
  ).format(value)
}

/** The text of a message in a locale: exactly zero first, then the count's CLDR category, else `other`. */
function pickText(message: Message, locale: string, count: unknown): string {
  if (typeof message === 'string') return message
  const amount = Number(count)
  const rules = kept(pluralRules, locale, (tag) => new Intl.PluralRules(tag))
  return (
    (amount === 0 ? message['=0'] : undefined) ??
    message[rules.select(amount)] ??
    message.other
  )
}

/**
 * A message of `messages` filled in `wording`'s language (English where its
 * catalog lacks the key), its plural chosen by `values.count`, each
 * `{name}` replaced by `put(name)`: text and elements alike.
 */
export function fillParts<T>(
  wording: Wording,
  messages: Messages,
  key: string,
  count: unknown,
  put: (name: string) => T,
): (string | T)[] {
  const { catalog, pseudo } = wording
  const message =
    catalog?.[`${messages.namespace}.${key}`] ?? messages.english[key] ?? key
  const text = pickText(message, catalog ? wording.locale : 'en', count)
  return (pseudo ? pseudo(text) : text)
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : put(part)))
}

/** The message as text, numbers in `numbers`' digits (by default the language's own). */
export function fill(
  wording: Wording,
  messages: Messages,
  key: string,
  values: Readonly<Record<string, Value>>,
  numbers = wording.catalog ? wording.locale : 'en',
): string {
  return fillParts(wording, messages, key, values.count, (name) =>
    format(numbers, values[name] ?? `{${name}}`),
  ).join('')
}
