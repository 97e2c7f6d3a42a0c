import type { ReactNode } from 'react'
import type { Domain } from '../domain-store'
import { type DomainStatus, verificationAttemptAt } from '../domain-status'
import { CertificateTroubleshooting } from './troubleshooting'

type StepState = 'done' | 'current' | 'to-do'

function recordStepState(status: DomainStatus): StepState {
  return status === 'added' || status === 'needs-attention' ? 'current' : 'done'
}

function verifyStepState(status: DomainStatus): StepState {
  if (status === 'record-set' || status === 'verified') return 'current'
  return status === 'certificate-issued' ? 'done' : 'to-do'
}

/**
 * The dashboard's three steps for one domain, each marked done, current or
 * to do, with the buttons that record how far the person has got.
 */
export function SetupSteps({
  domain,
  platformHost,
  now,
  overdue,
  onMove,
  onReverify,
}: {
  domain: Domain
  platformHost: string | null
  now: number
  /** The certificate is late enough that troubleshooting shows. */
  overdue: boolean
  onMove: (to: DomainStatus) => void
  onReverify: () => void
}) {
  const { status } = domain
  return (
    <ol className="steps">
      <Step state="done">
        <p>
          <strong>Add it in the dashboard.</strong> Open{' '}
          <b>Project settings → Domains</b> and choose <b>Add domain</b>. Enter{' '}
          <code>{domain.name}</code>. The dashboard then shows the DNS record
          values to use: they must be the ones above.
        </p>
      </Step>
      <Step state={recordStepState(status)}>
        <p>
          <strong>Add the record at your DNS provider.</strong>{' '}
          {domain.kind === 'apex'
            ? 'An ALIAS or ANAME record for @'
            : `A CNAME record for ${domain.host}`}{' '}
          with the value{' '}
          {platformHost ? <code>{platformHost}</code> : 'the platform host'} and
          a TTL of 3600, as in the table above.
        </p>
        {(status === 'added' || status === 'needs-attention') && (
          <div className="actions">
            <button type="button" onClick={() => onMove('record-set')}>
              Mark as record set
            </button>
          </div>
        )}
      </Step>
      <Step state={verifyStepState(status)}>
        <p>
          <strong>Verify.</strong> In <b>Project settings → Domains</b>, choose{' '}
          <b>Verify</b>. After verification the platform issues an SSL
          certificate automatically, usually within a couple of minutes.
        </p>
        {status === 'record-set' && (
          <div className="actions">
            <button type="button" onClick={() => onMove('verified')}>
              Mark as verified
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => onMove('needs-attention')}
            >
              Verification failed
            </button>
          </div>
        )}
        {status === 'verified' && !overdue && (
          <>
            <p className="muted">
              If there is no certificate 30 minutes after verification, what to
              check appears here.
            </p>
            <div className="actions">
              <button
                type="button"
                onClick={() => onMove('certificate-issued')}
              >
                Mark certificate issued
              </button>
            </div>
          </>
        )}
        {overdue && (
          <CertificateTroubleshooting
            since={now - (verificationAttemptAt(domain.events) ?? now)}
            onIssued={() => onMove('certificate-issued')}
            onFailed={() => onMove('needs-attention')}
            onReverify={onReverify}
          />
        )}
      </Step>
    </ol>
  )
}

function Step({ state, children }: { state: StepState; children: ReactNode }) {
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
