import {
  createContext,
  Fragment,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react'
import type { Language } from './language'
import { PSEUDO_LOCALE } from './language'
import { ENGLISH, fill, fillParts, type Wording } from './fill'
import type { Message, Messages, Say } from './messages'

// The hook every component speaks through. English needs no Language at all
// (tests render without one); the app provides it from src/app.

export const LanguageContext = createContext<Language | null>(null)

const noSubscription = () => () => undefined

/** The wording in use, re-rendering when the language changes. */
export function useLanguageState(): Wording {
  const language = use(LanguageContext)
  return useSyncExternalStore(
    language?.subscribe ?? noSubscription,
    language?.get ?? (() => ENGLISH),
  )
}

export interface Speak<M extends Record<string, Message>> {
  /** The message as text, values put in (numbers in the locale's digits). */
  t: Say<M>
  /** The message with elements put in, e.g. a link in a sentence. */
  rich: (key: keyof M & string, params: Record<string, ReactNode>) => ReactNode
  locale: string
}

/** A browser language tag and its canonical form. */
const canonicalTags = new Map<string, string>()

/**
 * The browser's own form of the chosen language (en-GB, es-MX) for dates,
 * times and numbers, so a desk in English shows a 24-hour clock where the
 * browser does; else the language itself.
 */
function regional(locale: string): string {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages
  const tag = browser.find((tag) => tag.toLowerCase().split('-')[0] === locale)
  if (!tag) return locale
  // Every component asks on every render: a running import renders per row.
  let canonical = canonicalTags.get(tag)
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag)[0] ?? locale
    } catch {
      canonical = locale
    }
    canonicalTags.set(tag, canonical)
  }
  return canonical
}

/** A feature's messages in the chosen language. */
export function useMessages<M extends Record<string, Message>>(
  messages: Messages<string, M>,
): Speak<M> {
  const state = useLanguageState()
  const locale = state.locale === PSEUDO_LOCALE ? 'en' : regional(state.locale)
  return {
    locale,
    t: (key, ...[params]) => fill(state, messages, key, params ?? {}, locale),
    rich: (key, params) =>
      fillParts(
        state,
        messages,
        key,
        params.count,
        (name) => params[name] ?? `{${name}}`,
      ).map((part, index) => <Fragment key={index}>{part}</Fragment>),
  }
}
