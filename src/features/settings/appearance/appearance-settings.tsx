import { useState } from 'react'
import { Field } from '../../../components/field'
import { PageTitle } from '../../../components/page-title'
import { Panel } from '../../../components/panel'
import { SettingsTabs } from '../../../components/settings-tabs'
import { useMessages } from '../../../lib/i18n/use-messages'
import { appearanceMessages } from './appearance-messages'
import { readTheme, saveTheme, type Theme, themeOf } from './theme'

/** Settings → Appearance: the theme, applied at once and kept in this browser. */
export function AppearanceSettingsPage() {
  const { t } = useMessages(appearanceMessages)
  const [theme, setTheme] = useState<Theme>(readTheme)

  function choose(value: string) {
    const chosen = themeOf(value)
    saveTheme(chosen)
    setTheme(chosen)
  }

  return (
    <section className="settings-grid">
      <PageTitle>{t('settings')}</PageTitle>
      <SettingsTabs />
      <Panel title={t('title')}>
        <Field
          id="theme"
          label={t('theme')}
          hint={t('hint')}
          className="input-narrow"
        >
          <select
            value={theme}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="system">{t('system')}</option>
            <option value="light">{t('light')}</option>
            <option value="dark">{t('dark')}</option>
          </select>
        </Field>
      </Panel>
    </section>
  )
}
