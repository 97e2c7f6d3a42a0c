import { useAuthority } from '../dns/authority-setting'
import type { Domain } from '../domain-store'
import { formatElapsed } from '../domain-status'

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
  return (
    <div className="notice bad">
      <p>
        <strong>Verification failed.</strong> What usually causes it:
      </p>
      <ul>
        <li>
          {domain.kind === 'apex'
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
        Check DNS below shows which. Once the record is right, mark it as set
        again, then choose Verify in the dashboard.
      </p>
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
