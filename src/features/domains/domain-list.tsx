import { useRef, useState } from 'react'
import {
  changeDomain,
  type DomainsState,
  makePrimary,
  redirectFrom,
  removalEffects,
  removeDomain,
} from './domain-store'
import { DomainItem } from './item/domain-item'
import { shownName } from './names/domain-name'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

/** "Your domains", and what the last primary choice or removal did. */
export function DomainList({
  state,
  update,
  storeKey,
  platformHost,
  now,
}: {
  state: DomainsState
  update: (change: (before: DomainsState) => DomainsState) => void
  storeKey: string
  platformHost: string | null
  now: number
}) {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)
  const listHeading = useRef<HTMLHeadingElement>(null)

  const shown = (name: string) => shownName(state.domains, name)

  function choosePrimary(name: string) {
    const away = redirectFrom(state, name)
    if (away) {
      setMessage(
        t('cannotBePrimary', { name: shown(name), to: shown(away.to) }),
      )
      return
    }
    update((before) => makePrimary(before, name))
    setMessage(t('nowPrimary', { name: shown(name) }))
  }

  function remove(name: string) {
    const { redirects } = removalEffects(state, name)
    const label = shown(name)
    update((before) => removeDomain(before, name))
    setMessage(
      redirects.length === 0
        ? t('removed', { name: label })
        : t('removedWithRedirects', { name: label, count: redirects.length }),
    )
    // The removed domain's item is gone; land on the list it was in.
    listHeading.current?.focus()
  }

  return (
    <section className="domains-list" aria-labelledby="domains-heading">
      <h2 id="domains-heading" ref={listHeading} tabIndex={-1}>
        {t('yourDomains')}
      </h2>
      <p role="status" className="domains-message">
        {message}
      </p>
      {state.domains.length === 0 ? (
        <p className="panel empty-domains">{t('noDomains')}</p>
      ) : (
        // Keyed by project: a check running for one never reports into another's.
        <ul className="domain-items" key={storeKey}>
          {state.domains.map((domain) => (
            <DomainItem
              key={domain.name}
              domain={domain}
              state={state}
              platformHost={platformHost}
              now={now}
              change={(change) =>
                update((before) =>
                  changeDomain(before, domain.name, (d) =>
                    change(d, Date.now()),
                  ),
                )
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
