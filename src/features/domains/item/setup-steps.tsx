import type { ReactNode } from 'react'
import type { Domain } from '../domain-store'
import { type DomainStatus, verificationAttemptAt } from '../domain-status'
import { CertificateTroubleshooting } from './troubleshooting'
import { RECORD_TTL } from '../records/records'
import { dnsMessages } from '../dns/dns-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

type StepState = 'done' | 'current' | 'to-do'

function recordStepState(domain: Domain): StepState {
  if (domain.status !== 'added' && domain.status !== 'needs-attention')
    return 'done'
  return domain.inDashboard === undefined ? 'to-do' : 'current'
}

function verifyStepState(status: DomainStatus): StepState {
  if (status === 'record-set' || status === 'verified') return 'current'
  return status === 'certificate-issued' ? 'done' : 'to-do'
}

interface StepsProps {
  domain: Domain
  platformHost: string | null
  now: number
  /** The certificate is late enough that troubleshooting shows. */
  overdue: boolean
  onMove: (to: DomainStatus) => void
  onReverify: () => void
  /** Step 1 ticked or unticked by the person: only they know. */
  onInDashboard: (ticked: boolean) => void
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
  onInDashboard,
}: StepsProps) {
  const { status } = domain
  const { t, rich } = useMessages(itemMessages)
  const dns = useMessages(dnsMessages).t
  const domains = <b>{t('dashboardDomains')}</b>
  const ticked = domain.inDashboard !== undefined
  const tickId = `${domain.name}-in-dashboard`
  return (
    <ol className="steps">
      <Step state={ticked ? 'done' : 'current'}>
        <p>
          {rich('addStep', {
            title: <strong>{t('addTitle')}</strong>,
            domains,
            add: <b>{t('dashboardAdd')}</b>,
            name: <code>{domain.name}</code>,
          })}
        </p>
        <div className="checkbox">
          <input
            id={tickId}
            type="checkbox"
            checked={ticked}
            onChange={(event) => onInDashboard(event.target.checked)}
          />
          <label htmlFor={tickId}>{t('inDashboard')}</label>
        </div>
      </Step>
      <Step state={recordStepState(domain)}>
        <p>
          {rich(
            domain.kind === 'apex' ? 'recordStepApex' : 'recordStepSubdomain',
            {
              title: <strong>{t('recordTitle')}</strong>,
              host: domain.host,
              value: platformHost ? (
                <code>{platformHost}</code>
              ) : (
                dns('thePlatformHost')
              ),
              // A DNS value: digits as the provider takes them.
              ttl: String(RECORD_TTL),
            },
          )}
        </p>
        {(status === 'added' || status === 'needs-attention') && (
          <div className="actions">
            <button type="button" onClick={() => onMove('record-set')}>
              {t('markRecordSet')}
            </button>
          </div>
        )}
      </Step>
      <VerifyStep
        domain={domain}
        now={now}
        overdue={overdue}
        onMove={onMove}
        onReverify={onReverify}
      />
    </ol>
  )
}

/**
 * Step 3: verify in the dashboard, then wait for the certificate. Its
 * buttons follow the status; troubleshooting takes over once overdue.
 */
function VerifyStep({
  domain,
  now,
  overdue,
  onMove,
  onReverify,
}: Omit<StepsProps, 'platformHost' | 'onInDashboard'>) {
  const { status } = domain
  const { t, rich } = useMessages(itemMessages)
  return (
    <Step state={verifyStepState(status)}>
      <p>
        {rich('verifyStep', {
          title: <strong>{t('verifyTitle')}</strong>,
          domains: <b>{t('dashboardDomains')}</b>,
          verify: <b>{t('dashboardVerify')}</b>,
        })}
      </p>
      {status === 'record-set' && (
        <div className="actions">
          <button type="button" onClick={() => onMove('verified')}>
            {t('markVerified')}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => onMove('needs-attention')}
          >
            {t('verificationFailed')}
          </button>
        </div>
      )}
      {status === 'verified' && !overdue && (
        <>
          <p className="muted">{t('certificateWait')}</p>
          <div className="actions">
            <button type="button" onClick={() => onMove('certificate-issued')}>
              {t('markIssued')}
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
      {status === 'certificate-issued' && (
        <div className="actions">
          <button
            type="button"
            className="secondary"
            onClick={() => onMove('needs-attention')}
          >
            {t('certificateFailed')}
          </button>
        </div>
      )}
    </Step>
  )
}

function Step({ state, children }: { state: StepState; children: ReactNode }) {
  const { t } = useMessages(itemMessages)
  return (
    <li
      className={`step step-${state}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      {state === 'done' && (
        <span className="visually-hidden">{t('stepDone')}</span>
      )}
      {children}
    </li>
  )
}
