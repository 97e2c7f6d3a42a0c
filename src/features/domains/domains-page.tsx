import { useConnectionLabel } from '../../components/environment-badge'
import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { config } from '../../lib/connection/env'
import { DEMO_PLATFORM_HOST } from '../../lib/demo/demo-platform-host'
import { useConnection } from '../../lib/connection/use-connection'
import { useNow } from '../../lib/util/use-now'
import { usePlan } from '../../lib/rate-limit/plan.view'
import { AddDomainForm } from './add-domain-form'
import { DomainList } from './domain-list'
import { addDomain, domainsKey, useDomainsStore } from './domain-store'
import { RedirectsSection } from './records/redirects-section'
import { CheckSettingsForm } from './dns/check-settings-form'
import { type DemoDns, DemoDnsContext } from './dns/check-settings'
import { ZoneExport } from './records/zone-export'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'
import './domains.css'

/** Settings → Custom domains: the dashboard's procedure step by step, with DNS checks. */
export function DomainsPage({
  platformHost = config.platformHost,
  demoDns = null,
}: {
  /** `{platform_host}`; a prop so tests can try a build without one. */
  platformHost?: string | null
  /** Demo mode's sample DNS records, which the app provides (features never import mocks). */
  demoDns?: DemoDns | null
}) {
  const { t, rich } = useMessages(domainsMessages)
  const connection = useConnection()
  // The project's name as the badge says it: Demo, Producción…
  const project = useConnectionLabel(connection)
  const demo = connection.environment === 'demo'
  // Demo mode walks through with a sample host when the build has none.
  const sample = demo && !platformHost ? DEMO_PLATFORM_HOST : null
  const buildValue = platformHost ?? sample
  const storeKey = domainsKey(connection)
  const { state, persisted, update } = useDomainsStore(storeKey)
  // The owner's CNAME value, else the build's (null: neither).
  const recordValue = state.recordValue ?? buildValue
  const { plan } = usePlan()
  // Every 30 s: "checked 3 min ago" and the 30-minute certificate wait move on.
  const now = useNow(Infinity, 30_000)
  return (
    <section className="settings-grid domains-page">
      <PageTitle title={t('pageTitle')}>{t('settings')}</PageTitle>
      <SettingsTabs />
      <h2 className="domains-heading">{t('heading')}</h2>
      <p className="domains-intro">{t('intro', { project })}</p>
      {sample && recordValue === sample && (
        <p className="notice" role="note">
          {rich('demoNote', { sample: <code>{sample}</code> })}
        </p>
      )}
      {!recordValue && (
        <p className="notice bad" role="note">
          {t('noValueNote')}
        </p>
      )}
      {!persisted && (
        <p className="notice bad" role="note">
          {t('notPersisted')}
        </p>
      )}

      <AddDomainForm
        existing={state.domains}
        plan={plan}
        onAdd={(domain) =>
          update((before) => addDomain(before, domain, Date.now()))
        }
      />

      <DemoDnsContext value={demoDns}>
        <DomainList
          state={state}
          update={update}
          storeKey={storeKey}
          platformHost={recordValue}
          now={now}
        />
      </DemoDnsContext>

      <RedirectsSection
        domains={state.domains}
        primary={state.primary}
        redirects={state.redirects}
        onChange={(change) =>
          update((before) => ({
            ...before,
            redirects: change(before.redirects),
          }))
        }
      />

      <ZoneExport domains={state.domains} platformHost={recordValue} />

      <CheckSettingsForm
        // Another project (environment) has a value of its own.
        key={storeKey}
        entered={state.recordValue}
        // The build's own: demo's sample is said by the note above.
        buildValue={platformHost}
        projectLabel={project}
        demo={demo}
        onSave={(recordValue) =>
          update((before) => ({ ...before, recordValue }))
        }
      />
    </section>
  )
}
