import { ConfirmDialog } from '../../../components/confirm-dialog'
import type { Redirect } from '../records/redirects'

/**
 * Confirms a removal. It says what the procedure says
 * (traffic stops at once) and everything that goes with the domain.
 */
export function RemoveDomainDialog({
  domain,
  redirects,
  nextPrimary,
  isPrimary,
  shown,
  onConfirm,
  onDismiss,
}: {
  domain: string
  /** Redirects from or to the domain: they are removed with it. */
  redirects: readonly Redirect[]
  /** The domain that becomes primary, when the removed one was. */
  nextPrimary: string | null
  isPrimary: boolean
  /** How to show a stored (ASCII) name. */
  shown: (name: string) => string
  onConfirm: () => void
  /** Called after the dialog closed without removing. */
  onDismiss: () => void
}) {
  return (
    <ConfirmDialog
      title={`Remove ${domain}?`}
      confirmLabel="Remove domain"
      cancelLabel="Cancel"
      danger
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <p>
        <strong>Traffic to {domain} stops being served immediately.</strong>
      </p>
      {redirects.length > 0 && (
        <>
          <p>
            {redirects.length === 1
              ? 'Its redirect is removed too:'
              : `Its ${redirects.length} redirects are removed too:`}
          </p>
          <ul>
            {redirects.map((redirect) => (
              <li key={redirect.from}>
                {shown(redirect.from)} → {shown(redirect.to)} ({redirect.status}
                )
              </li>
            ))}
          </ul>
        </>
      )}
      {isPrimary && (
        <p>
          {nextPrimary
            ? `It is the primary domain: ${shown(nextPrimary)} becomes primary.`
            : 'It is the primary domain, and the last one: the project is served at its platform subdomain only.'}
        </p>
      )}
      <p className="muted">
        Remove it in the dashboard too: Project settings → Domains, the menu
        next to the domain, Remove.
      </p>
    </ConfirmDialog>
  )
}
