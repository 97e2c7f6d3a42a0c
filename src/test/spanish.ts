import { createLanguage, type Language } from '../lib/i18n/language'
import { browserChannel } from '../lib/tabs/browser-tabs'

/** The desk's Language with Spanish chosen and its catalog loaded, for a render inside `<LanguageContext>`. */
export async function spanishLanguage(): Promise<Language> {
  const language = createLanguage({
    channel: browserChannel(),
    load: () => import('../locales/es').then((module) => module.es),
    browser: ['es'],
  })
  await language.ready
  return language
}
