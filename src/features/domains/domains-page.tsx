import { useRef, useState } from 'react'
import { PageTitle } from '../../components/page-title'
import { SettingsTabs } from '../../components/settings-tabs'
import { config } from '../../lib/connection/env'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import { useConnection } from '../../lib/connection/use-connection'
import { useNow } from '../../lib/util/use-now'
import { usePlan } from '../../lib/rate-limit/plan'
import { AddDomainForm } from './add-domain-form'
import { DomainItem } from './domain-item'
import {
  addDomain,
  addRedirect,
  domainsKey,
  makePrimary,
  moveStatus,
  redirectFrom,
  removalEffects,
  removeDomain,
  removeRedirect,
  recordValueOf,
  reverify,
  saveCheck,
  setPrerequisite,
  setRecordValue,
  useDomainsStore,
} from './domain-store'
import { isPaidPlan, Prerequisites } from './prerequisites'
import { RecordValueForm, RecordValueLink } from './records/record-value-form'
import { RedirectsSection } from './records/redirects-section'
import { ResolverForm } from './dns/resolver-form'
import { useResolver } from './dns/resolver-setting'
import { ZoneExport } from './records/zone-export'
import './domains.css'

/**
 * Settings → Custom domains: the dashboard's "Custom domain procedure",
 * followed step by step, with the DNS checks the dashboard does not do.
 */
export function DomainsPage({
  platformHost = config.platformHost,
}: {
  /** `{platform_host}`; a prop so tests can try a build without one. */
  platformHost?: string | null
}) {
  const connection = useConnection()
  const storeKey = domainsKey(connection)
  const { state, persisted, update } = useDomainsStore(storeKey)
  const recordValue = recordValueOf(state, platformHost)
  const { plan } = usePlan()
  const resolver = useResolver()
  // Every 30 s: "checked 3 min ago" and the 30-minute certificate wait move on.
  const now = useNow(Infinity, 30_000)
  const [message, setMessage] = useState('')
  const listHeading = useRef<HTMLHeadingElement>(null)

  const shown = (name: string) =>
    state.domains.find((domain) => domain.name === name)?.unicode ?? name

  function choosePrimary(name: string) {
    const away = redirectFrom(state, name)
    if (away) {
      setMessage(
        `${shown(name)} redirects to ${shown(away.to)}, so it cannot be primary. Remove that redirect first (under Redirects).`,
      )
      return
    }
    update((before) => makePrimary(before, name))
    setMessage(
      `${shown(name)} is now the primary domain. Make it primary in the dashboard too.`,
    )
  }

  function remove(name: string) {
    const { redirects } = removalEffects(state, name)
    const label = shown(name)
    update((before) => removeDomain(before, name))
    setMessage(
      redirects.length === 0
        ? `Removed ${label}.`
        : `Removed ${label} and ${redirects.length === 1 ? 'its redirect' : `its ${redirects.length} redirects`}.`,
    )
    // The removed domain's item is gone; land on the list it was in.
    listHeading.current?.focus()
  }

  return (
    <section className="settings-grid domains-page">
      <PageTitle title="Custom domains · Settings">Custom domains</PageTitle>
      <SettingsTabs />
      <p className="domains-intro">
        A project is published at a subdomain of the platform. On a paid plan
        you can serve it on your own domain instead. This page follows the
        dashboard’s procedure with you, and checks DNS for you. What you record
        here is kept in this browser, for {connection.label}.
      </p>
      {!recordValue && (
        <p className="notice bad" role="note">
          This build does not include the CNAME value (the platform host), so
          the records here cannot show it yet. Enter the value the dashboard
          shows in Project settings → Domains under <RecordValueLink />.
        </p>
      )}
      {!persisted && (
        <p className="notice bad" role="note">
          This browser is not letting Adoption Desk save, so what you record
          here is lost when the page is closed or reloaded.
        </p>
      )}

      <Prerequisites
        plan={plan}
        ticked={state.prerequisites}
        onTick={(which, value) =>
          update((before) => setPrerequisite(before, which, value))
        }
      />

      <AddDomainForm
        existing={state.domains}
        gate={{
          paid: isPaidPlan(plan),
          planLabel: PLAN_LABELS[plan],
          ...state.prerequisites,
        }}
        onAdd={(domain) =>
          update((before) => addDomain(before, domain, Date.now()))
        }
      />

      <section className="domains-list" aria-labelledby="domains-heading">
        <h2 id="domains-heading" ref={listHeading} tabIndex={-1}>
          Your domains
        </h2>
        <p role="status" className="domains-message">
          {message}
        </p>
        {state.domains.length === 0 ? (
          <div className="panel empty-domains">
            <p>No domains yet. Once you add one, this is where you:</p>
            <ol>
              <li>
                add it in the dashboard (Project settings → Domains → Add
                domain),
              </li>
              <li>add its DNS record at your DNS provider,</li>
              <li>
                verify it (Project settings → Domains → Verify), and wait for
                its certificate.
              </li>
            </ol>
          </div>
        ) : (
          // Keyed by project: a check running for one never reports into another's.
          <ul className="domain-items" key={storeKey}>
            {state.domains.map((domain) => (
              <DomainItem
                key={domain.name}
                domain={domain}
                isPrimary={state.primary === domain.name}
                platformHost={recordValue}
                resolver={resolver}
                report={state.checks[domain.name]}
                now={now}
                shown={shown}
                removal={removalEffects(state, domain.name)}
                onMove={(to) =>
                  update((before) =>
                    moveStatus(before, domain.name, to, Date.now()),
                  )
                }
                onReverify={() =>
                  update((before) => reverify(before, domain.name, Date.now()))
                }
                onReport={(report) =>
                  update((before) => saveCheck(before, report))
                }
                onMakePrimary={() => choosePrimary(domain.name)}
                onRemove={() => remove(domain.name)}
              />
            ))}
          </ul>
        )}
      </section>

      <RedirectsSection
        domains={state.domains}
        primary={state.primary}
        redirects={state.redirects}
        onAdd={(redirect) =>
          update((before) =>
            addRedirect(before, { ...redirect, addedAt: Date.now() }),
          )
        }
        onRemove={(from) => update((before) => removeRedirect(before, from))}
      />

      <ZoneExport domains={state.domains} platformHost={recordValue} />

      <RecordValueForm
        // Another project (environment) has a value of its own.
        key={storeKey}
        entered={state.recordValue}
        buildValue={platformHost}
        projectLabel={connection.label}
        onSave={(value) => update((before) => setRecordValue(before, value))}
      />

      <ResolverForm
        resolver={resolver}
        demo={connection.environment === 'demo'}
      />
    </section>
  )
}
