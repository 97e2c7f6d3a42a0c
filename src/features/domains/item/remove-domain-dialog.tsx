import { ConfirmDialog } from '../../../components/confirm-dialog'
import type { Redirect } from '../records/redirects'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

/**
 * Confirms a removal. It says first what removing does here (this browser
 * forgets the domain), then what the dashboard's removal does, and
 * everything that goes with the domain.
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
  const { t } = useMessages(itemMessages)
  return (
    <ConfirmDialog
      title={t('removeTitle', { domain })}
      confirmLabel={t('removeDomain')}
      cancelLabel={t('cancel')}
      danger
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <p>{t('forgetsHere', { domain })}</p>
      {redirects.length > 0 && (
        <>
          <p>{t('redirectsGo', { count: redirects.length })}</p>
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
            ? t('primaryMoves', { name: shown(nextPrimary) })
            : t('primaryLast')}
        </p>
      )}
      <p>{t('removeInDashboard')}</p>
    </ConfirmDialog>
  )
}
