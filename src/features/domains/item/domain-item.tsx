import { useId, useRef, useState } from 'react'
import { DnsCheckPanel } from '../dns/dns-check-panel'
import type { DnsReport } from '../dns/dns-check'
import type { Domain, removalEffects } from '../domain-store'
import {
  certificateOverdue,
  type DomainStatus,
  STATUS_LABELS,
  timingNote,
} from '../domain-status'
import { toUnicodeHost } from '../names/punycode'
import { RecordTable } from '../records/record-table'
import { ActionsMenu } from './actions-menu'
import { RemoveDomainDialog } from './remove-domain-dialog'
import { SetupSteps } from './setup-steps'
import { VerificationFailedNotice } from './troubleshooting'

export interface DomainItemProps {
  domain: Domain
  isPrimary: boolean
  platformHost: string | null
  resolver: string
  report: DnsReport | undefined
  now: number
  /** How to show a stored (ASCII) name: its Unicode form. */
  shown: (name: string) => string
  /** What removing this domain takes with it. */
  removal: ReturnType<typeof removalEffects>
  onMove: (to: DomainStatus) => void
  onReverify: () => void
  onReport: (report: DnsReport) => void
  onMakePrimary: () => void
  onRemove: () => void
}

/** One attached domain: its record, where it stands in the procedure, and Check DNS. */
export function DomainItem(props: DomainItemProps) {
  const { domain, isPrimary, platformHost, now } = props
  const headingId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const actionsRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)

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
            {isPrimary && <span className="badge badge-primary">Primary</span>}
            <span className="muted">
              {domain.kind === 'apex'
                ? `Apex domain, registered under .${toUnicodeHost(domain.publicSuffix)}`
                : `Subdomain of ${toUnicodeHost(domain.apex)}`}
            </span>
          </p>
        </div>
        <ActionsMenu
          subject={domain.unicode}
          buttonRef={actionsRef}
          actions={[
            ...(isPrimary
              ? []
              : [{ label: 'Make primary', onSelect: props.onMakePrimary }]),
            { label: 'Remove', onSelect: () => setConfirming(true) },
          ]}
        />
      </div>
      {domain.unicode !== domain.name && (
        <p className="punycode">
          Punycode form, which DNS and the dashboard use:{' '}
          <code>{domain.name}</code>
        </p>
      )}
      <p ref={statusRef} tabIndex={-1} className="domain-status">
        Status:{' '}
        <span className={`badge status-${domain.status}`}>
          {STATUS_LABELS[domain.status]}
        </span>{' '}
        <span className="muted">— {timingNote(domain, now)}</span>
      </p>

      {domain.status === 'needs-attention' && (
        <VerificationFailedNotice domain={domain} platformHost={platformHost} />
      )}

      <h4>DNS record to add</h4>
      <RecordTable domain={domain} platformHost={platformHost} />

      <h4>Steps</h4>
      <SetupSteps
        domain={domain}
        platformHost={platformHost}
        now={now}
        overdue={certificateOverdue(domain, now)}
        onMove={move}
        onReverify={reverify}
      />
      {domain.status === 'certificate-issued' && (
        <p className="notice ok">
          Done: the certificate is issued, so {domain.unicode} serves the
          project over HTTPS.
        </p>
      )}

      <DnsCheckPanel
        domain={domain}
        platformHost={platformHost}
        resolver={props.resolver}
        report={props.report}
        now={now}
        onReport={props.onReport}
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
            actionsRef.current?.focus()
          }}
        />
      )}
    </li>
  )
}
