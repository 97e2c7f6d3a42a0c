import { useModalDialog } from '../../components/use-modal-dialog'
import type { JobRow } from './import-job'

/** Confirms sending an Unknown row again: it may already have been added. */
export function ResendDialog({
  row,
  onConfirm,
  onClose,
}: {
  row: JobRow
  onConfirm: () => void
  onClose: () => void
}) {
  const { ref, cancelRef, titleId } = useModalDialog()

  return (
    <dialog
      ref={ref}
      className="import-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId}>Send row {row.row} again?</h2>
      <p>
        <strong>{row.name.trim() || 'This animal'}</strong> may already have
        been added: its request reached the server, but no answer came back.
        Sending it again may create a duplicate. Check the Animals list first if
        you can.
      </p>
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            onConfirm()
            ref.current?.close()
          }}
        >
          Send again
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="secondary"
          onClick={() => ref.current?.close()}
        >
          Don’t send
        </button>
      </div>
    </dialog>
  )
}
