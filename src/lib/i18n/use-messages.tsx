import {
  createContext,
  Fragment,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react'
import type { Language, LanguageState } from './language'
import { PSEUDO_LOCALE } from './language'
import {
  type Message,
  type Messages,
  type ParamsOf,
  pickText,
  splitPlaceholders,
  type Value,
} from './messages'

// The hook every component speaks through. English needs no Language at all
// (tests render without one); the app provides it from src/app.

export const LanguageContext = createContext<Language | null>(null)

const ENGLISH: LanguageState = { locale: 'en', catalog: null }
const noSubscription = () => () => undefined

/** The desk's Language, to change it; null where none is provided (English). */
export function useLanguage(): Language | null {
  useLanguageState()
  return use(LanguageContext)
}

function useLanguageState(): LanguageState {
  const language = use(LanguageContext)
  return useSyncExternalStore(
    language?.subscribe ?? noSubscription,
    language?.get ?? (() => ENGLISH),
  )
}

function textOf(
  state: LanguageState,
  namespace: string,
  english: Message,
  key: string,
  count: Value | undefined,
): string {
  const message = state.catalog?.[`${namespace}.${key}`] ?? english
  const locale = state.catalog ? state.locale : 'en'
  const text = pickText(message, locale, count)
  return state.pseudo ? state.pseudo(text) : text
}

export interface Speak<M extends Record<string, Message>> {
  /** The message as text, values put in (numbers in the locale's digits). */
  t: <K extends keyof M & string>(key: K, ...params: ParamsArgs<M[K]>) => string
  /** The message with elements put in, e.g. a link in a sentence. */
  rich: (key: keyof M & string, params: Record<string, ReactNode>) => ReactNode
  locale: string
}

type ParamsArgs<M> =
  ParamsOf<M> extends Record<string, never> ? [] : [params: ParamsOf<M>]

const numberFormats = new Map<string, Intl.NumberFormat>()
const PLAIN_DIGITS = /^(en|es)(-|$)/

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
  let numbers = numberFormats.get(locale)
  if (!numbers) {
    numbers = new Intl.NumberFormat(locale)
    numberFormats.set(locale, numbers)
  }
  return numbers.format(value)
}

/**
 * The browser's own form of the chosen language (en-GB, es-MX) for dates,
 * times and numbers, so a desk in English shows a 24-hour clock where the
 * browser does; else the language itself.
 */
function regional(locale: string): string {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages
  const tag = browser.find((tag) => tag.toLowerCase().split('-')[0] === locale)
  try {
    return tag ? (Intl.getCanonicalLocales(tag)[0] ?? locale) : locale
  } catch {
    return locale
  }
}

/** A feature's messages in the chosen language. */
export function useMessages<M extends Record<string, Message>>(
  messages: Messages<string, M>,
): Speak<M> {
  const state = useLanguageState()
  const locale = state.locale === PSEUDO_LOCALE ? 'en' : regional(state.locale)
  const text = (key: string, count: Value | undefined) =>
    textOf(state, messages.namespace, messages.english[key] ?? key, key, count)
  return {
    locale,
    t: (key, ...[params]) => {
      const values = (params ?? {}) as Record<string, Value>
      return splitPlaceholders(text(key, values.count))
        .map((part, index) =>
          index % 2 === 0 ? part : format(locale, values[part] ?? `{${part}}`),
        )
        .join('')
    },
    rich: (key, params) => {
      const count = params.count
      const parts = splitPlaceholders(
        text(key, typeof count === 'number' ? count : undefined),
      )
      return parts.map((part, index) => (
        <Fragment key={index}>
          {index % 2 === 0 ? part : (params[part] ?? `{${part}}`)}
        </Fragment>
      ))
    },
  }
}
