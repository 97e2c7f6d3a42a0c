import type { ReactNode } from 'react'
import type { Domain } from '../domain-store'
import { type DomainStatus, verificationAttemptAt } from '../domain-status'
import { CertificateTroubleshooting } from './troubleshooting'
import { RECORD_TTL } from '../records/records'
import { RecordValue } from '../records/record-value-form'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

type StepState = 'done' | 'current' | 'to-do'

/** A button per move the person can record, the first the main one. */
type Moves = readonly (readonly [DomainStatus, MoveLabel])[]
type MoveLabel = Extract<
  keyof typeof itemMessages.english,
  `mark${string}` | `${string}Failed`
>

const RECORD_MOVES: Partial<Record<DomainStatus, Moves>> = {
  added: [['record-set', 'markRecordSet']],
  'needs-attention': [['record-set', 'markRecordSet']],
}
const VERIFY_MOVES: Partial<Record<DomainStatus, Moves>> = {
  'record-set': [
    ['verified', 'markVerified'],
    ['needs-attention', 'verificationFailed'],
  ],
  verified: [['certificate-issued', 'markIssued']],
  // A certificate can fail later (renewal, a changed record): back to work.
  'certificate-issued': [['needs-attention', 'certificateFailed']],
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
}: {
  domain: Domain
  platformHost: string | null
  now: number
  /** The certificate is late enough that troubleshooting shows. */
  overdue: boolean
  onMove: (to: DomainStatus) => void
  onReverify: () => void
  /** Step 1 ticked or unticked by the person: only they know. */
  onInDashboard: (ticked: boolean) => void
}) {
  const { status } = domain
  const { t, rich } = useMessages(itemMessages)
  const domains = <b>{t('dashboardDomains')}</b>
  const ticked = domain.inDashboard !== undefined
  const tickId = `${domain.name}-in-dashboard`
  const recordDone = status !== 'added' && status !== 'needs-attention'
  const verifying = status === 'record-set' || status === 'verified'
  const move = (moves: Moves | undefined) =>
    moves && <MoveButtons moves={moves} onMove={onMove} />
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
      <Step state={recordDone ? 'done' : ticked ? 'current' : 'to-do'}>
        <p>
          {rich(
            domain.kind === 'apex' ? 'recordStepApex' : 'recordStepSubdomain',
            {
              title: <strong>{t('recordTitle')}</strong>,
              host: domain.host,
              value: <RecordValue value={platformHost} />,
              // A DNS value: digits as the provider takes them.
              ttl: String(RECORD_TTL),
            },
          )}
        </p>
        {move(RECORD_MOVES[status])}
      </Step>
      <Step
        state={
          verifying
            ? 'current'
            : status === 'certificate-issued'
              ? 'done'
              : 'to-do'
        }
      >
        <p>
          {rich('verifyStep', {
            title: <strong>{t('verifyTitle')}</strong>,
            domains,
            verify: <b>{t('dashboardVerify')}</b>,
          })}
        </p>
        {status === 'verified' && !overdue && (
          <p className="muted">{t('certificateWait')}</p>
        )}
        {!overdue && move(VERIFY_MOVES[status])}
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

/** The moves' buttons: a lone move back is secondary, as the rest after the first. */
function MoveButtons({
  moves,
  onMove,
}: {
  moves: Moves
  onMove: (to: DomainStatus) => void
}) {
  const { t } = useMessages(itemMessages)
  return (
    <div className="actions">
      {moves.map(([to, label], index) => (
        <button
          key={to}
          type="button"
          className={
            index > 0 || to === 'needs-attention' ? 'secondary' : undefined
          }
          onClick={() => onMove(to)}
        >
          {t(label)}
        </button>
      ))}
    </div>
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
