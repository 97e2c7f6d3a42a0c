import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { JobRow } from '../job/import-job'
import { resultsMessages } from './results-messages'

/** Confirms sending an Unknown row again: it may already have been added. */
export function ResendDialog({
  row,
  onConfirm,
  onDismiss,
}: {
  row: JobRow
  onConfirm: () => void
  onDismiss: () => void
}) {
  const { t, rich } = useMessages(resultsMessages)
  return (
    <ConfirmDialog
      title={t('resendTitle', { row: String(row.row) })}
      confirmLabel={t('sendAgain')}
      cancelLabel={t('dontSend')}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <p>
        {rich('resendText', {
          name: <strong>{row.name.trim() || t('thisAnimal')}</strong>,
        })}
      </p>
      {row.id && <p>{t('resendFound', { id: row.id })}</p>}
    </ConfirmDialog>
  )
}
