import { useAuthority } from '../dns/check-settings'
import type { Domain } from '../domain-store'
import { formatElapsed, PROPAGATION_HOURS } from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { RecordValue } from '../records/record-value-form'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

// What to check when the procedure stalls, as the platform's documentation
// lists it: after a failed verification, and when no certificate comes.

/** Shown while verification has failed: the usual causes, named for this domain. */
export function VerificationFailedNotice({
  domain,
  platformHost,
}: {
  domain: Domain
  platformHost: string | null
}) {
  const { t, rich } = useMessages(itemMessages)
  return (
    <div className="notice bad">
      <p>
        {rich('failedIntro', { title: <strong>{t('failedTitle')}</strong> })}
      </p>
      <ul>
        <li>
          {domain.kind === 'apex'
            ? t('causeApex')
            : t('causeSubdomain', { host: domain.host })}
        </li>
        <li>
          {rich('causeValue', {
            value: <RecordValue value={platformHost} />,
          })}
        </li>
        <li>{t('causePropagation', { hours: PROPAGATION_HOURS })}</li>
      </ul>
      <p>{t('failedNext')}</p>
    </div>
  )
}

/** Shown once the certificate is 30 minutes overdue after verification. */
export function CertificateTroubleshooting({
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
  const { t, rich } = useMessages(itemMessages)
  const times = useMessages(domainsMessages).t
  const elapsed = formatElapsed(times, since)
  // Named when the setting below has one.
  const authority = useAuthority()
  return (
    <div className="notice bad troubleshooting">
      <p>
        {rich('noCertificateIntro', {
          title: <strong>{t('noCertificate', { elapsed })}</strong>,
        })}
      </p>
      <ol>
        <li>
          {rich('confirmVerifies', {
            domains: <b>{t('dashboardDomains')}</b>,
          })}
        </li>
        <li>{authority ? t('caaKnown', { authority }) : t('caaUnknown')}</li>
        <li>
          {rich('reverifyStep', {
            reverify: <b>{t('dashboardReverify')}</b>,
          })}
        </li>
      </ol>
      <div className="actions">
        <button type="button" onClick={onReverify}>
          {t('reverify')}
        </button>
        <button type="button" className="secondary" onClick={onIssued}>
          {t('markIssued')}
        </button>
        <button type="button" className="secondary" onClick={onFailed}>
          {t('verificationFailed')}
        </button>
      </div>
    </div>
  )
}
