import { useId, useRef, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DnsCheckPanel } from '../dns/dns-check-panel'
import {
  type Domain,
  type DomainsState,
  moveStatus,
  removalEffects,
} from '../domain-store'
import { type StatusEvent, timingNote } from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'
import { shownName } from '../names/domain-name'
import { RecordToAdd } from '../records/record-to-add'
import { SetupSteps } from './setup-steps'

export interface DomainItemProps {
  domain: Domain
  state: DomainsState
  platformHost: string | null
  now: number
  /** Changes this domain in the stored state, at the present time. */
  change: (change: (domain: Domain, at: number) => Domain) => void
  onMakePrimary: () => void
  onRemove: () => void
}

/** One attached domain: its record, where it stands in the procedure, and Check DNS. */
export function DomainItem(props: DomainItemProps) {
  const { domain, platformHost, now } = props
  const isPrimary = props.state.primary === domain.name
  const headingId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const { t, rich } = useMessages(itemMessages)
  const page = useMessages(domainsMessages).t

  // The pressed button goes away with the move, so focus goes to the new
  // status, which also tells screen-reader users what changed.
  function move(kind: StatusEvent['kind']) {
    props.change((before, at) => moveStatus(before, kind, at))
    statusRef.current?.focus()
  }

  return (
    <li className="domain-item panel" aria-labelledby={headingId}>
      <div className="domain-head">
        <div>
          <h3 id={headingId}>{domain.unicode}</h3>
          {isPrimary && (
            <p className="domain-tags">
              <span className="badge badge-primary">{t('primary')}</span>
            </p>
          )}
        </div>
        <DomainActions {...props} describedBy={headingId} />
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
          note: <span className="muted">{timingNote(page, domain, now)}</span>,
        })}
      </p>
      {domain.status === 'needs-attention' && (
        <p className="notice bad">{t('failed')}</p>
      )}
      <h4>{t('recordToAdd')}</h4>
      <RecordToAdd domain={domain} platformHost={platformHost} />
      <h4>{t('steps')}</h4>
      <SetupSteps
        domain={domain}
        now={now}
        onMove={move}
        onInDashboard={(ticked) =>
          props.change((before, at) => ({
            ...before,
            inDashboard: ticked ? at : undefined,
          }))
        }
      />
      <DnsCheckPanel
        domain={domain}
        platformHost={platformHost}
        now={now}
        onMarkRecordSet={() => move('record-set')}
      />
    </li>
  )
}

/** Make primary and Remove, described by the heading; removal says what it does here, then in the dashboard. */
function DomainActions({
  domain,
  state,
  onMakePrimary,
  onRemove,
  describedBy,
}: DomainItemProps & { describedBy: string }) {
  const removeRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)
  const { t } = useMessages(itemMessages)
  const name = domain.unicode
  const isPrimary = state.primary === domain.name
  const { redirects, nextPrimary } = removalEffects(state, domain.name)
  return (
    <div className="actions">
      {!isPrimary && (
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
        onClick={() => setConfirming(true)}
      >
        {t('remove')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('removeTitle', { domain: name })}
          confirmLabel={t('removeDomain')}
          cancelLabel={t('cancel')}
          danger
          onConfirm={() => {
            setConfirming(false)
            onRemove()
          }}
          onDismiss={() => {
            setConfirming(false)
            removeRef.current?.focus()
          }}
        >
          <p>{t('forgetsHere', { domain: name })}</p>
          {redirects.length > 0 && (
            <p>{t('redirectsGo', { count: redirects.length })}</p>
          )}
          {isPrimary && (
            <p>
              {nextPrimary
                ? t('primaryMoves', {
                    name: shownName(state.domains, nextPrimary),
                  })
                : t('primaryLast')}
            </p>
          )}
          <p>{t('removeInDashboard')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
