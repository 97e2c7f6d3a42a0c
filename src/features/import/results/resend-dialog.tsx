import { ConfirmDialog } from '../../../components/confirm-dialog'
import type { JobRow } from '../job/import-job'

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
  return (
    <ConfirmDialog
      title={`Send row ${row.row} again?`}
      confirmLabel="Send again"
      cancelLabel="Don’t send"
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <p>
        <strong>{row.name.trim() || 'This animal'}</strong> may already have
        been added: its request reached the server, but no answer came back.
        Sending it again may create a duplicate. Check the Animals list first if
        you can.
      </p>
      {row.id && (
        <p>
          Check the list found an animal with this name and category, ID{' '}
          {row.id}, that may be an older one, or this row’s.
        </p>
      )}
    </ConfirmDialog>
  )
}
