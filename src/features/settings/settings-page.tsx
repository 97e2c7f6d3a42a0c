import type { ReactNode } from 'react'
import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { ConnectionForm } from './connection/connection-form'
import { PlanSettings } from './plan/plan-settings'
import { Panel } from '../../components/panel'

/** `demoTools`: the demo feature's panels, which the app passes in (they show in demo mode only). */
export function SettingsPage({ demoTools }: { demoTools?: ReactNode }) {
  return (
    <section className="settings-grid">
      <PageTitle>Settings</PageTitle>
      <SettingsTabs />
      <Panel title="Connection">
        <p className="muted">
          Choose which API Adoption Desk talks to. Demo mode needs no key and
          works offline with sample animals kept in this browser.
        </p>
        <ConnectionForm />
      </Panel>
      <PlanSettings />
      {demoTools}
    </section>
  )
}
