import { useEffect, useId, useRef, type ReactNode } from 'react'
import './confirm-dialog.css'

/**
 * A confirmation shown as a modal `<dialog>` while mounted (showModal: focus
 * stays inside, the page behind is inert, Escape cancels). Focus starts on
 * the safe choice, so Enter alone never does the thing being confirmed.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onDismiss,
  children,
}: {
  title: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** The confirm button warns: the action cannot be undone. */
  danger?: boolean
  onConfirm: () => void
  /** Called when the dialog closed without confirming (Cancel or Escape). */
  onDismiss: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmed = useRef(false)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    cancelRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onClose={(event) => {
        // Still open: a close queued before it was shown again (StrictMode
        // runs the effect twice in development), not the person's answer.
        if (!confirmed.current && !event.currentTarget.open) onDismiss()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="actions">
        <button
          type="button"
          className={danger ? 'danger' : undefined}
          onClick={() => {
            confirmed.current = true
            ref.current?.close()
            onConfirm()
          }}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="secondary"
          onClick={() => ref.current?.close()}
        >
          {cancelLabel}
        </button>
      </div>
    </dialog>
  )
}
