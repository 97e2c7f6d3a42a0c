import { createLanguage, type Language } from '../lib/i18n/language'

/** The desk's Language with Spanish chosen and its catalog loaded, for a render inside `<LanguageContext>`. */
export async function spanishLanguage(): Promise<Language> {
  const language = createLanguage({
    load: () => import('../locales/es').then((module) => module.es),
    browser: ['es'],
  })
  await language.ready
  return language
}
