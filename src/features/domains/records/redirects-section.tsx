import { useRef, useState } from 'react'
import { Panel } from '../../../components/panel'
import type { Domain } from '../domain-store'
import { RedirectForm } from './redirect-form'
import { RedirectTable } from './redirect-table'
import { type Redirect, redirectsCsv } from './redirects'
import { useCopy } from '../copy'
import { shownName } from '../names/domain-name'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/**
 * Redirects: an old domain sent on to another of the project's domains. The
 * rules live in redirects.ts; this section announces what was added or removed.
 */
export function RedirectsSection({
  domains,
  primary,
  redirects,
  onAdd,
  onRemove,
}: {
  domains: readonly Domain[]
  primary: string | null
  redirects: readonly Redirect[]
  /** The page stamps the time it was added. */
  onAdd: (redirect: Omit<Redirect, 'addedAt'>) => void
  onRemove: (from: string) => void
}) {
  const [message, setMessage] = useState('')
  const { message: copied, copy } = useCopy()
  const { t } = useMessages(recordsMessages)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = (name: string) => shownName(domains, name)

  function add(redirect: Omit<Redirect, 'addedAt'>) {
    onAdd(redirect)
    setMessage(
      t('redirectAdded', {
        from: shown(redirect.from),
        to: shown(redirect.to),
        status: String(redirect.status),
      }),
    )
  }

  function remove(redirect: Redirect) {
    onRemove(redirect.from)
    setMessage(t('redirectRemoved', { from: shown(redirect.from) }))
    // Its button is gone; the section's heading is the nearest place to land.
    headingRef.current?.focus()
  }

  return (
    <Panel title={t('redirects')} className="redirects" headingRef={headingRef}>
      <p className="muted">{t('redirectsIntro')}</p>
      <p>{t('redirectsNeedRecord')}</p>

      <RedirectForm
        domains={domains}
        primary={primary}
        redirects={redirects}
        onAdd={add}
        onInvalid={() => setMessage('')}
      />

      <p role="status" className="redirect-status-message">
        {message}
      </p>

      {redirects.length > 0 && (
        <>
          <RedirectTable
            redirects={redirects}
            shown={shown}
            onRemove={remove}
          />
          <div className="actions">
            <button
              type="button"
              className="secondary"
              onClick={() => void copy(redirectsCsv(redirects), 'redirects')}
            >
              {t('copyRedirects')}
            </button>
            <p role="status" className="copy-status">
              {copied}
            </p>
          </div>
        </>
      )}
    </Panel>
  )
}
