import type { ReactNode } from 'react'
import { config } from '../../../lib/connection/env'
import type { Domain } from '../domain-store'
import {
  certificateOverdue,
  formatElapsed,
  NEXT_STATUSES,
  type StatusEvent,
  verificationAttemptAt,
} from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

/** Each move's button, by the status it moves to. */
const MOVE_LABELS = {
  'record-set': 'markRecordSet',
  verified: 'markVerified',
  'certificate-issued': 'markIssued',
  'needs-attention': 'verificationFailed',
} as const

type StepState = 'done' | 'current' | 'to-do'

/** The dashboard's three steps, each done, current or to do, with the buttons that record progress. */
export function SetupSteps({
  domain,
  now,
  onMove,
  onInDashboard,
}: {
  domain: Domain
  now: number
  onMove: (kind: StatusEvent['kind']) => void
  /** Step 1 ticked or unticked by the person: only they know. */
  onInDashboard: (ticked: boolean) => void
}) {
  const { status } = domain
  const { t } = useMessages(itemMessages)
  const ticked = domain.inDashboard !== undefined
  const tickId = `${domain.name}-in-dashboard`
  const recordDone = status !== 'added' && status !== 'needs-attention'
  const overdue = certificateOverdue(domain, now)
  const moves = (
    <div className="actions">
      {overdue && (
        <button type="button" onClick={() => onMove('reverify')}>
          {t('reverify')}
        </button>
      )}
      {NEXT_STATUSES[status].map((to, index) => (
        <button
          key={to}
          type="button"
          // A move back, and every move after the first, is secondary.
          className={
            overdue || index > 0 || to === 'needs-attention'
              ? 'secondary'
              : undefined
          }
          onClick={() => onMove(to)}
        >
          {t(
            status === 'certificate-issued'
              ? 'certificateFailed'
              : MOVE_LABELS[to],
          )}
        </button>
      ))}
    </div>
  )
  const verifyState =
    status === 'certificate-issued' ? 'done' : recordDone ? 'current' : 'to-do'
  return (
    <ol className="steps">
      <Step state={ticked ? 'done' : 'current'}>
        <p>
          <strong>{t('addTitle')}</strong> {t('addStep', { name: domain.name })}
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
      <Step state={recordDone ? 'done' : ticked ? 'current' : 'to-do'}>
        <p>
          <strong>{t('recordTitle')}</strong>
        </p>
        {!recordDone && moves}
      </Step>
      <Step state={verifyState}>
        <p>
          <strong>{t('verifyTitle')}</strong> {t('verifyStep')}
        </p>
        {overdue && <NoCertificate domain={domain} now={now} />}
        {recordDone && moves}
      </Step>
    </ol>
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

/** The procedure's troubleshooting, once the certificate is 30 minutes late. */
function NoCertificate({ domain, now }: { domain: Domain; now: number }) {
  const { t } = useMessages(itemMessages)
  const times = useMessages(domainsMessages).t
  const since = now - (verificationAttemptAt(domain.events) ?? now)
  const authority = config.certificateAuthority ?? t('platformAuthority')
  return (
    <div className="notice bad troubleshooting">
      <p>{t('noCertificate', { elapsed: formatElapsed(times, since) })}</p>
      <ol>
        <li>{t('confirmVerifies')}</li>
        <li>{t('caa', { authority })}</li>
        <li>{t('reverifyStep')}</li>
      </ol>
    </div>
  )
}
