import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { type ListView, writeListView } from '../list-params'
import { listMessages } from '../list-messages'
import { useSavedViews, viewHref } from './saved-views'
import './saved-views.css'

// Above the filters: the saved views as plain links (the current one
// marked), Save view, and Manage views once there is one to manage. The
// dialogs load when opened, so the list's first load carries only this.

type Dialog = typeof import('./views-dialog').ViewsDialog

export function SavedViewLinks({ view }: { view: ListView }) {
  const views = useSavedViews()
  const { t } = useMessages(listMessages)
  const [open, setOpen] = useState<{
    mode: 'save' | 'manage'
    Dialog: Dialog
  } | null>(null)
  const [message, setMessage] = useState('')
  const saveButton = useRef<HTMLButtonElement>(null)
  const closed = useRef(false)
  const here = writeListView(view).toString()
  const current = views.find(
    (saved) => writeListView(saved.view).toString() === here,
  )

  function openDialog(mode: 'save' | 'manage') {
    setMessage('')
    // A failed download is tried again by the next click.
    import('./views-dialog').then(
      ({ ViewsDialog }) => setOpen({ mode, Dialog: ViewsDialog }),
      () => setMessage(t('viewsFailed')),
    )
  }

  // Closing gives focus back to the opener; Manage views is gone once the
  // last view is deleted, so Save view takes it.
  useEffect(() => {
    if (open || !closed.current) return
    closed.current = false
    if (document.activeElement === document.body) saveButton.current?.focus()
  }, [open])

  return (
    <div className="saved-views">
      {views.length > 0 && (
        <nav aria-label={t('savedViews')}>
          <ul>
            {views.map((saved) => (
              <li key={saved.name}>
                <Link
                  href={viewHref(saved.view)}
                  aria-current={saved === current ? 'page' : undefined}
                >
                  {saved.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="actions">
        <button
          ref={saveButton}
          type="button"
          className="secondary"
          aria-haspopup="dialog"
          onClick={() => openDialog('save')}
        >
          {t('saveView')}
        </button>
        {views.length > 0 && (
          <button
            type="button"
            className="link"
            aria-haspopup="dialog"
            onClick={() => openDialog('manage')}
          >
            {t('manageViews')}
          </button>
        )}
      </div>
      <p role="status" className="saved-views-message">
        {message}
      </p>
      {open && (
        <open.Dialog
          mode={open.mode}
          view={view}
          onMessage={setMessage}
          onClose={() => {
            closed.current = true
            setOpen(null)
          }}
        />
      )}
    </div>
  )
}
