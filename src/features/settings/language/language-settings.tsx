import { useId, useState } from 'react'
import { PageTitle } from '../../../components/page-title'
import { Panel } from '../../../components/panel'
import { SettingsTabs } from '../../../components/settings-tabs'
import { LANGUAGES, type Locale } from '../../../lib/i18n/language'
import { useLanguage } from '../../../lib/i18n/use-language'
import { useMessages } from '../../../lib/i18n/use-messages'
import { languageMessages } from './language-messages'

/** Settings → Language: each language listed by its own name. */
export function LanguageSettingsPage() {
  const { t } = useMessages(languageMessages)
  const language = useLanguage()
  const id = useId()
  const [note, setNote] = useState('')
  const current = language?.get().locale ?? 'en'
  const nameOf = (locale: string) =>
    LANGUAGES.find((item) => item.locale === locale)?.name ?? locale

  const choose = (locale: Locale) => {
    if (!language) return
    setNote(t('changing', { name: nameOf(locale) }))
    language.choose(locale).then(
      () => setNote(''),
      () => setNote(t('failed', { name: nameOf(locale) })),
    )
  }

  return (
    <section className="settings-grid">
      <PageTitle>{t('settings')}</PageTitle>
      <SettingsTabs />
      <Panel title={t('title')}>
        <p className="muted">{t('help')}</p>
        <div className="field">
          <label htmlFor={id}>{t('label')}</label>
          <select
            id={id}
            value={current}
            onChange={(event) => choose(event.target.value as Locale)}
          >
            {LANGUAGES.map((item) => (
              <option key={item.locale} value={item.locale} lang={item.locale}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <p role="status">{note}</p>
      </Panel>
    </section>
  )
}
