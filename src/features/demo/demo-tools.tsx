import { Link } from 'wouter'
import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import type { LoadDemoControls } from '../../lib/demo/demo-controls'
import { useConnection } from '../../lib/connection/use-connection'
import { useMessages } from '../../lib/i18n/use-messages'
import { demoMessages } from './demo-messages'
import { DemoData } from './demo-data'
import './demo-faults.css'
import { DemoRequests } from './demo-requests'
import { FaultSwitches } from './fault-switches'
import { type DemoControlsState, useDemoControls } from './use-demo-controls'

/**
 * Settings → Demo tools: its own tab, so Connection stays short on a phone.
 * Outside demo mode it says so and leads back to Connection.
 */
export function DemoToolsPage(props: {
  load: LoadDemoControls
  clearRecords: () => Promise<void>
}) {
  const { t, rich } = useMessages(demoMessages)
  const demo = useConnection().environment === 'demo'
  return (
    <section className="settings-grid">
      <PageTitle title={t('pageTitle')}>{t('settings')}</PageTitle>
      <SettingsTabs />
      {demo ? (
        <DemoTools {...props} />
      ) : (
        <p className="notice">
          {rich('notDemo', {
            link: <Link to="/settings">{t('toConnection')}</Link>,
          })}
        </p>
      )}
    </section>
  )
}

/**
 * Settings' demo panels, in demo mode only: reset the sample data, and make
 * the demo API misbehave. `load` comes from the app's demo loader, the one
 * place that loads the mock API, so this feature never imports it.
 */
export function DemoTools({
  load,
  clearRecords,
}: {
  load: LoadDemoControls
  /** Clears what this browser recorded of sends to the demo (Activity, imports): Reset demo data. */
  clearRecords: () => Promise<void>
}) {
  const connection = useConnection()
  if (connection.environment !== 'demo') return null
  return <DemoPanels load={load} clearRecords={clearRecords} />
}

function DemoPanels({
  load,
  clearRecords,
}: {
  load: LoadDemoControls
  clearRecords: () => Promise<void>
}) {
  const demo = useDemoControls(load)
  return (
    <>
      <DemoData
        controls={demo.state === 'ready' ? demo.controls : null}
        clearRecords={clearRecords}
      />
      <DemoFaults demo={demo} />
      {demo.state === 'ready' && (
        <DemoRequests requests={demo.controls.requests} />
      )}
    </>
  )
}

function DemoFaults({ demo }: { demo: DemoControlsState }) {
  const { t } = useMessages(demoMessages)
  return (
    <section
      className="panel demo-faults"
      aria-labelledby="demo-faults-heading"
    >
      <h2 id="demo-faults-heading">{t('faultsTitle')}</h2>
      <p className="muted">{t('faultsIntro')}</p>
      {demo.state === 'ready' ? (
        <FaultSwitches faults={demo.controls.faults} />
      ) : demo.state === 'failed' ? (
        <p className="notice bad">
          {t('faultsFailed', { message: demo.message })}
        </p>
      ) : (
        <p className="muted">{t('faultsLoading')}</p>
      )}
    </section>
  )
}
