import {
  createPersistedStore,
  type PersistedStore,
} from '../tabs/persisted-store'
import type { Channel } from '../tabs/channel'
import type { Catalog } from './messages'

// Which language the desk speaks. The default follows the browser's
// languages, English last; a choice made in Settings → Language is kept in
// this browser and followed by every tab. A catalog other than English loads
// only when chosen, and the page keeps its words until it has arrived.

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const
/** The pseudo-locale (accented, longer), for screen passes: chosen only by tests and developers. */
export const PSEUDO_LOCALE = 'en-XA'
export type Locale = (typeof LANGUAGES)[number]['locale'] | typeof PSEUDO_LOCALE
export type LoadedLocale = Exclude<Locale, 'en' | typeof PSEUDO_LOCALE>

export const LANGUAGE_KEY = 'adoption-desk:language'

function isLocale(value: unknown): value is Locale {
  return (
    value === PSEUDO_LOCALE ||
    LANGUAGES.some((language) => language.locale === value)
  )
}

/** The stored choice, else the first of the browser's languages the desk speaks. */
export function pickLocale(
  stored: string | null,
  browser: readonly string[],
): Locale {
  if (isLocale(stored)) return stored
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}

interface LanguageState {
  locale: Locale
  /** The locale's catalog; null for English and the pseudo-locale. */
  catalog: Catalog | null
  /** The pseudo-locale's transform of English text, loaded with it. */
  pseudo?: (text: string) => string
}

export interface Language {
  get: () => LanguageState
  subscribe: (listener: () => void) => () => void
  /** Rejects when the catalog cannot be loaded (offline before it was cached). */
  choose: (locale: Locale) => Promise<void>
  /** Settles once the first locale's words are here (or failed to load: English then). */
  ready: Promise<void>
}

export function createLanguage({
  load,
  browser = navigator.languages,
  root = document.documentElement,
  channel,
  choice = createPersistedStore<string | null>({
    key: LANGUAGE_KEY,
    fallback: null,
    parse: (value) => (isLocale(value) ? value : null),
    channel,
  }),
}: {
  /** Fetches a locale's catalog (a dynamic import in the app). */
  load: (locale: LoadedLocale) => Promise<Catalog>
  /** The desk's channel (its Tabs'): a choice made in one tab is followed by the others. */
  channel: Channel
  browser?: readonly string[]
  root?: HTMLElement
  choice?: PersistedStore<string | null>
}): Language {
  let state: LanguageState = { locale: 'en', catalog: null }
  const listeners = new Set<() => void>()
  let latest = 0

  const show = async (locale: Locale) => {
    const ticket = ++latest
    const catalog =
      locale === 'en' || locale === PSEUDO_LOCALE ? null : await load(locale)
    // Only tests and developers choose it: not on the first load (decision 004).
    const pseudo =
      locale === PSEUDO_LOCALE
        ? (await import('./pseudo')).pseudoText
        : undefined
    if (ticket !== latest) return
    root.lang = locale
    root.dir = 'ltr'
    state = { locale, catalog, pseudo }
    listeners.forEach((listener) => listener())
  }
  const follow = () =>
    show(pickLocale(choice.get(), browser)).catch(() => undefined)

  return {
    get: () => state,
    ready: follow(),
    subscribe(listener) {
      listeners.add(listener)
      const stop = choice.subscribe(() => void follow())
      return () => {
        stop()
        listeners.delete(listener)
      }
    },
    async choose(locale) {
      await show(locale)
      choice.set(locale)
    },
  }
}
