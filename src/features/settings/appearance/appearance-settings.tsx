import { useState } from 'react'
import { Field } from '../../../components/field'
import { PageTitle } from '../../../components/page-title'
import { Panel } from '../../../components/panel'
import { SettingsTabs } from '../../../components/settings-tabs'
import { readTheme, saveTheme, type Theme, themeOf } from './theme'

/** Settings → Appearance: the theme, applied at once and kept in this browser. */
export function AppearanceSettingsPage() {
  const [theme, setTheme] = useState<Theme>(readTheme)

  function choose(value: string) {
    const chosen = themeOf(value)
    saveTheme(chosen)
    setTheme(chosen)
  }

  return (
    <section className="settings-grid">
      <PageTitle>Settings</PageTitle>
      <SettingsTabs />
      <Panel title="Appearance">
        <Field
          id="theme"
          label="Theme"
          hint="System follows this device’s light or dark setting. Kept in this browser."
          className="input-narrow"
        >
          <select
            value={theme}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </Field>
      </Panel>
    </section>
  )
}
