import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { useMessages } from '../../lib/i18n/use-messages'
import { ConnectionForm } from './connection/connection-form'
import { PlanSettings } from './plan/plan-settings'
import { Panel } from '../../components/panel'
import { settingsMessages } from './settings-messages'

/** Connection and plan; the demo's tools have a tab of their own (Settings → Demo tools). */
export function SettingsPage() {
  const { t } = useMessages(settingsMessages)
  return (
    <section className="settings-grid">
      <PageTitle>{t('title')}</PageTitle>
      <SettingsTabs />
      <Panel title={t('connection')}>
        <p className="muted">{t('connectionIntro')}</p>
        <ConnectionForm />
      </Panel>
      <PlanSettings />
    </section>
  )
}
