import { type ReactNode, useId, useRef, useState } from 'react'
import { ActionsMenu } from './actions-menu'
import { DnsCheckPanel } from './dns/dns-check-panel'
import { useAuthority } from './dns/authority-setting'
import type { DnsReport } from './dns/dns-check'
import type { Domain, removalEffects } from './domain-store'
import {
  certificateOverdue,
  type DomainStatus,
  formatElapsed,
  STATUS_LABELS,
  timingNote,
  verificationAttemptAt,
} from './domain-status'
import { toUnicodeHost } from './names/punycode'
import { RecordTable } from './records/record-table'
import { RemoveDomainDialog } from './remove-domain-dialog'

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
  const apex = domain.kind === 'apex'
  const overdue = certificateOverdue(domain, now)

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
              {apex
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
        <div className="notice bad">
          <p>
            <strong>Verification failed.</strong> What usually causes it:
          </p>
          <ul>
            <li>
              {apex
                ? 'An A record for the apex (@) answers instead of the ALIAS or ANAME.'
                : `An existing A record for ${domain.host} blocks the CNAME.`}
            </li>
            <li>
              The value does not match{' '}
              {platformHost ? <code>{platformHost}</code> : 'the platform host'}{' '}
              exactly.
            </li>
            <li>DNS has not propagated yet: it can take up to 48 hours.</li>
          </ul>
          <p>
            Check DNS below shows which. Once the record is right, mark it as
            set again, then choose Verify in the dashboard.
          </p>
        </div>
      )}

      <h4>DNS record to add</h4>
      <RecordTable domain={domain} platformHost={platformHost} />

      <h4>Steps</h4>
      <ol className="steps">
        <Step state="done">
          <p>
            <strong>Add it in the dashboard.</strong> Open{' '}
            <b>Project settings → Domains</b> and choose <b>Add domain</b>.
            Enter <code>{domain.name}</code>. The dashboard then shows the DNS
            record values to use: they must be the ones above.
          </p>
        </Step>
        <Step
          state={
            domain.status === 'added' || domain.status === 'needs-attention'
              ? 'current'
              : 'done'
          }
        >
          <p>
            <strong>Add the record at your DNS provider.</strong>{' '}
            {apex
              ? 'An ALIAS or ANAME record for @'
              : `A CNAME record for ${domain.host}`}{' '}
            with the value{' '}
            {platformHost ? <code>{platformHost}</code> : 'the platform host'}{' '}
            and a TTL of 3600, as in the table above.
          </p>
          {(domain.status === 'added' ||
            domain.status === 'needs-attention') && (
            <div className="actions">
              <button type="button" onClick={() => move('record-set')}>
                Mark as record set
              </button>
            </div>
          )}
        </Step>
        <Step
          state={
            domain.status === 'record-set' || domain.status === 'verified'
              ? 'current'
              : domain.status === 'certificate-issued'
                ? 'done'
                : 'to-do'
          }
        >
          <p>
            <strong>Verify.</strong> In <b>Project settings → Domains</b>,
            choose <b>Verify</b>. After verification the platform issues an SSL
            certificate automatically, usually within a couple of minutes.
          </p>
          {domain.status === 'record-set' && (
            <div className="actions">
              <button type="button" onClick={() => move('verified')}>
                Mark as verified
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => move('needs-attention')}
              >
                Verification failed
              </button>
            </div>
          )}
          {domain.status === 'verified' && !overdue && (
            <>
              <p className="muted">
                If there is no certificate 30 minutes after verification, what
                to check appears here.
              </p>
              <div className="actions">
                <button
                  type="button"
                  onClick={() => move('certificate-issued')}
                >
                  Mark certificate issued
                </button>
              </div>
            </>
          )}
          {overdue && (
            <Troubleshooting
              since={now - (verificationAttemptAt(domain.events) ?? now)}
              onIssued={() => move('certificate-issued')}
              onFailed={() => move('needs-attention')}
              onReverify={reverify}
            />
          )}
        </Step>
      </ol>
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

function Step({
  state,
  children,
}: {
  state: 'done' | 'current' | 'to-do'
  children: ReactNode
}) {
  return (
    <li
      className={`step step-${state}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      {state === 'done' && <span className="visually-hidden">Done: </span>}
      {children}
    </li>
  )
}

function Troubleshooting({
  since,
  onIssued,
  onFailed,
  onReverify,
}: {
  since: number
  onIssued: () => void
  onFailed: () => void
  onReverify: () => void
}) {
  return (
    <div className="notice bad troubleshooting">
      <p>
        <strong>
          No certificate {formatElapsed(since)} after verification.
        </strong>{' '}
        It usually takes a couple of minutes. After 30 minutes:
      </p>
      <ol>
        <li>
          Confirm that the domain still verifies, in{' '}
          <b>Project settings → Domains</b>. Check DNS below shows whether the
          record is still in place.
        </li>
        <li>
          <CaaStep />
        </li>
        <li>
          Then choose <b>Re-verify</b> in the dashboard to trigger a new
          attempt, and Re-verify here to start the 30-minute wait again.
        </li>
      </ol>
      <div className="actions">
        <button type="button" onClick={onReverify}>
          Re-verify
        </button>
        <button type="button" className="secondary" onClick={onIssued}>
          Mark certificate issued
        </button>
        <button type="button" className="secondary" onClick={onFailed}>
          Verification failed
        </button>
      </div>
    </div>
  )
}

/** The troubleshooting step for CAA, naming the authority when it is known. */
function CaaStep() {
  const authority = useAuthority()
  return authority ? (
    <>
      Check for CAA records that block the certificate authority: {authority}{' '}
      must be allowed. Check DNS below lists them.
    </>
  ) : (
    <>
      Check for CAA records that block the certificate authority: the platform’s
      authority (its dashboard or documentation names it) must be allowed. Check
      DNS below lists the authorities they allow.
    </>
  )
}
