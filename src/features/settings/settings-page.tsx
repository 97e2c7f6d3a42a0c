import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { useConnection } from '../../lib/use-connection'
import { ConnectionForm } from './connection-form'
import { DemoData } from './demo-data'
import { DemoFaults } from './demo-faults'
import { PlanSettings } from './plan-settings'

export function SettingsPage() {
  const connection = useConnection()
  return (
    <section className="settings-grid">
      <PageTitle>Settings</PageTitle>
      <SettingsTabs />
      <section className="panel" aria-labelledby="connection-heading">
        <h2 id="connection-heading">Connection</h2>
        <p className="muted">
          Choose which API Adoption Desk talks to. Demo mode needs no key and
          works offline with sample animals kept in this browser.
        </p>
        <ConnectionForm />
      </section>
      <PlanSettings />
      {connection.environment === 'demo' && (
        <>
          <DemoData />
          <DemoFaults />
        </>
      )}
    </section>
  )
}
