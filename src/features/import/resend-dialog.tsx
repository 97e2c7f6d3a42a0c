import { useEffect, useId, useRef } from 'react'
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
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    // The safe choice has focus, so Enter alone never sends a possible duplicate.
    cancelRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

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
