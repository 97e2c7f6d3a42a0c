import { useRef, useState } from 'react'
import {
  type DomainsState,
  makePrimary,
  moveStatus,
  redirectFrom,
  removalEffects,
  removeDomain,
  reverify,
  saveCheck,
} from './domain-store'
import { DomainItem } from './item/domain-item'

/**
 * "Your domains": each attached domain with its procedure, and the one
 * announcement of what the last primary choice or removal did.
 */
export function DomainList({
  state,
  update,
  storeKey,
  platformHost,
  resolver,
  now,
}: {
  state: DomainsState
  update: (change: (before: DomainsState) => DomainsState) => void
  /** The project the list belongs to. */
  storeKey: string
  platformHost: string | null
  resolver: string
  now: number
}) {
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
    <section className="domains-list" aria-labelledby="domains-heading">
      <h2 id="domains-heading" ref={listHeading} tabIndex={-1}>
        Your domains
      </h2>
      <p role="status" className="domains-message">
        {message}
      </p>
      {state.domains.length === 0 ? (
        <NoDomains />
      ) : (
        // Keyed by project: a check running for one never reports into another's.
        <ul className="domain-items" key={storeKey}>
          {state.domains.map((domain) => (
            <DomainItem
              key={domain.name}
              domain={domain}
              isPrimary={state.primary === domain.name}
              platformHost={platformHost}
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
  )
}

function NoDomains() {
  return (
    <div className="panel empty-domains">
      <p>No domains yet. Once you add one, this is where you:</p>
      <ol>
        <li>
          add it in the dashboard (Project settings → Domains → Add domain),
        </li>
        <li>add its DNS record at your DNS provider,</li>
        <li>
          verify it (Project settings → Domains → Verify), and wait for its
          certificate.
        </li>
      </ol>
    </div>
  )
}
