import { type RefObject, useId, useRef, useState } from 'react'
import { DnsCheckPanel } from '../dns/dns-check-panel'
import type { Domain, removalEffects } from '../domain-store'
import {
  certificateOverdue,
  type DomainStatus,
  timingNote,
} from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'
import { toUnicodeHost } from '../names/punycode'
import { RecordTable } from '../records/record-table'
import { RemoveDomainDialog } from './remove-domain-dialog'
import { SetupSteps } from './setup-steps'
import { VerificationFailedNotice } from './troubleshooting'

export interface DomainItemProps {
  domain: Domain
  isPrimary: boolean
  platformHost: string | null
  resolver: string
  now: number
  /** How to show a stored (ASCII) name: its Unicode form. */
  shown: (name: string) => string
  /** What removing this domain takes with it. */
  removal: ReturnType<typeof removalEffects>
  onMove: (to: DomainStatus) => void
  onReverify: () => void
  onInDashboard: (ticked: boolean) => void
  onMakePrimary: () => void
  onRemove: () => void
}

/** One attached domain: its record, where it stands in the procedure, and Check DNS. */
export function DomainItem(props: DomainItemProps) {
  const { domain, isPrimary, platformHost, now } = props
  const headingId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)
  const { t, rich } = useMessages(itemMessages)
  const page = useMessages(domainsMessages).t

  // The pressed button goes away with the move, so focus goes to the new
  // status, which also tells screen-reader users what changed.
  function move(to: DomainStatus) {
    props.onMove(to)
    statusRef.current?.focus()
  }

  function reverify() {
    props.onReverify()
    statusRef.current?.focus()
  }

  return (
    <li className="domain-item panel" aria-labelledby={headingId}>
      <div className="domain-head">
        <div>
          <h3 id={headingId}>{domain.unicode}</h3>
          <p className="domain-tags">
            {isPrimary && (
              <span className="badge badge-primary">{t('primary')}</span>
            )}
            <span className="muted">
              {domain.kind === 'apex'
                ? t('apexUnder', { suffix: toUnicodeHost(domain.publicSuffix) })
                : t('subdomainOf', { apex: toUnicodeHost(domain.apex) })}
            </span>
          </p>
        </div>
        <DomainActions
          describedBy={headingId}
          removeRef={removeRef}
          onMakePrimary={isPrimary ? null : props.onMakePrimary}
          onRemove={() => setConfirming(true)}
        />
      </div>
      {domain.unicode !== domain.name && (
        <p className="punycode">
          {rich('punycode', { name: <code>{domain.name}</code> })}
        </p>
      )}
      <p ref={statusRef} tabIndex={-1} className="domain-status">
        {rich('status', {
          status: (
            <span className={`badge status-${domain.status}`}>
              {page(domain.status)}
            </span>
          ),
          note: (
            <span className="muted">
              {t('note', { note: timingNote(page, domain, now) })}
            </span>
          ),
        })}
      </p>

      {domain.status === 'needs-attention' && (
        <VerificationFailedNotice domain={domain} platformHost={platformHost} />
      )}

      <h4>{t('recordToAdd')}</h4>
      <RecordTable domain={domain} platformHost={platformHost} />

      <h4>{t('steps')}</h4>
      <SetupSteps
        domain={domain}
        platformHost={platformHost}
        now={now}
        overdue={certificateOverdue(domain, now)}
        onMove={move}
        onReverify={reverify}
        onInDashboard={props.onInDashboard}
      />
      {domain.status === 'certificate-issued' && (
        <p className="notice ok">{t('done', { name: domain.unicode })}</p>
      )}

      <DnsCheckPanel
        domain={domain}
        platformHost={platformHost}
        resolver={props.resolver}
        now={now}
        onMarkRecordSet={() => move('record-set')}
      />
      {confirming && (
        <RemoveDomainDialog
          domain={domain.unicode}
          redirects={props.removal.redirects}
          nextPrimary={props.removal.nextPrimary}
          isPrimary={isPrimary}
          shown={props.shown}
          onConfirm={() => {
            setConfirming(false)
            props.onRemove()
          }}
          onDismiss={() => {
            setConfirming(false)
            removeRef.current?.focus()
          }}
        />
      )}
    </li>
  )
}

/** Make primary (not for the primary domain) and Remove, named by the domain's heading, which describes them. */
function DomainActions({
  describedBy,
  removeRef,
  onMakePrimary,
  onRemove,
}: {
  describedBy: string
  removeRef: RefObject<HTMLButtonElement | null>
  onMakePrimary: (() => void) | null
  onRemove: () => void
}) {
  const { t } = useMessages(itemMessages)
  return (
    <div className="actions">
      {onMakePrimary && (
        <button
          type="button"
          className="secondary"
          aria-describedby={describedBy}
          onClick={onMakePrimary}
        >
          {t('makePrimary')}
        </button>
      )}
      <button
        ref={removeRef}
        type="button"
        className="secondary"
        aria-describedby={describedBy}
        onClick={onRemove}
      >
        {t('remove')}
      </button>
    </div>
  )
}
