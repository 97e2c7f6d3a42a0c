import type { ReactNode } from 'react'
import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { useMessages } from '../../lib/i18n/use-messages'
import { ConnectionForm } from './connection/connection-form'
import { PlanSettings } from './plan/plan-settings'
import { Panel } from '../../components/panel'
import { settingsMessages } from './settings-messages'

/** `demoTools`: the demo feature's panels, which the app passes in (they show in demo mode only). */
export function SettingsPage({ demoTools }: { demoTools?: ReactNode }) {
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
      {demoTools}
    </section>
  )
}
