import { useEffect, useId, useRef } from 'react'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { ListView } from '../list-params'
import { listMessages } from '../list-messages'
import { ManageViews } from './manage-views'
import { SaveViewForm } from './save-view-form'
import './views-dialog.css'

/**
 * Save view and Manage views, as a modal `<dialog>` while mounted: focus
 * stays inside, the page behind is inert, Escape closes, and closing gives
 * focus back to the button that opened it.
 */
export function ViewsDialog({
  mode,
  view,
  onMessage,
  onClose,
}: {
  mode: 'save' | 'manage'
  /** The list's view now: what Save view stores. */
  view: ListView
  /** For the page to say what was saved once the dialog has closed. */
  onMessage: (message: string) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Named as the button that opened it: the list's words.
  const { t } = useMessages(listMessages)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  const close = () => ref.current?.close()
  return (
    <dialog
      ref={ref}
      className="views-dialog"
      aria-labelledby={titleId}
      onClose={(event) => {
        // Still open: a close queued before it was shown again (StrictMode
        // runs the effect twice in development).
        if (!event.currentTarget.open) onClose()
      }}
    >
      <h2
        id={titleId}
        tabIndex={-1}
        data-autofocus={mode === 'manage' || undefined}
      >
        {t(mode === 'save' ? 'saveView' : 'manageViews')}
      </h2>
      {mode === 'save' ? (
        <SaveViewForm
          view={view}
          onSaved={(message) => {
            onMessage(message)
            close()
          }}
          onCancel={close}
        />
      ) : (
        <ManageViews
          onClose={close}
          focusTitle={() => document.getElementById(titleId)?.focus()}
        />
      )}
    </dialog>
  )
}
