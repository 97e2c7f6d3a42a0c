import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react'
import { useConnectionLabel } from '../../../components/environment-badge'
import { Field } from '../../../components/field'
import { useConnection } from '../../../lib/connection/use-connection'
import { useMessages } from '../../../lib/i18n/use-messages'
import { listMessages } from '../list-messages'
import {
  getSavedViews,
  type SavedView,
  updateSavedViews,
  useSavedViews,
} from './saved-views'
import {
  removeView,
  renameView,
  useDescribeView,
  viewNameProblem,
} from './view-rules'
import { viewsMessages } from './views-messages'
import { ViewsSharing } from './views-sharing'
import { useTabs } from '../../../lib/tabs/tabs'

/** Each saved view with Rename and Delete, then the file to share them. */
export function ManageViews({
  onClose,
  focusTitle,
}: {
  onClose: () => void
  focusTitle: () => void
}) {
  const tabs = useTabs()
  const views = useSavedViews()
  const label = useConnectionLabel(useConnection())
  const { t, rich } = useMessages(viewsMessages)
  const listT = useMessages(listMessages).t
  const [renaming, setRenaming] = useState<string | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const [lines, setLines] = useState<readonly string[]>([])

  function remove(saved: SavedView) {
    updateSavedViews(tabs, (list) => removeView(list, saved.name))
    setLines([t('deleted', { name: saved.name })])
    // Its buttons are gone: the dialog's title is where the next step starts.
    focusTitle()
  }

  return (
    <>
      <p className="muted">
        {rich('keptFor', { connection: <strong>{label}</strong> })}
      </p>
      {views.length === 0 ? (
        <p>{t('noneSaved', { saveView: listT('saveView') })}</p>
      ) : (
        <ul className="views-list">
          {views.map((saved) => (
            <li key={saved.name}>
              {renaming === saved.name ? (
                <RenameForm
                  saved={saved}
                  onDone={(name, message) => {
                    if (message) setLines([message])
                    setRenaming(null)
                    setFocused(name)
                  }}
                />
              ) : (
                <ViewItem
                  saved={saved}
                  focus={focused === saved.name}
                  onRename={() => setRenaming(saved.name)}
                  onDelete={() => remove(saved)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="views-result">
        {lines[0] && <p>{lines[0]}</p>}
        {lines.length > 1 && (
          <ul>
            {lines.slice(1).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <ViewsSharing views={views} onResult={setLines} />
      <div className="actions dialog-close">
        <button type="button" className="secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </>
  )
}

function ViewItem({
  saved,
  focus,
  onRename,
  onDelete,
}: {
  saved: SavedView
  /** Take focus: back from renaming it. */
  focus: boolean
  onRename: () => void
  onDelete: () => void
}) {
  const rename = useRef<HTMLButtonElement>(null)
  const { t } = useMessages(viewsMessages)
  const describeView = useDescribeView()
  useEffect(() => {
    if (focus) rename.current?.focus()
  }, [focus])
  return (
    <>
      <p className="view-name">{saved.name}</p>
      <p className="hint">{describeView(saved.view).join(' · ')}</p>
      <div className="actions">
        <button
          ref={rename}
          type="button"
          className="secondary"
          aria-label={t('renameView', { name: saved.name })}
          onClick={onRename}
        >
          {t('rename')}
        </button>
        <button
          type="button"
          className="secondary"
          aria-label={t('deleteView', { name: saved.name })}
          onClick={onDelete}
        >
          {t('delete')}
        </button>
      </div>
    </>
  )
}

function RenameForm({
  saved,
  onDone,
}: {
  saved: SavedView
  /** The view's name now (its Rename button takes focus), and what to say; nothing when cancelled. */
  onDone: (name: string, message?: string) => void
}) {
  const tabs = useTabs()
  const id = useId()
  const { t } = useMessages(viewsMessages)
  const [name, setName] = useState(saved.name)
  const [error, setError] = useState<string | null>(null)

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const problem = viewNameProblem(t, getSavedViews(tabs), name, {
      except: saved.name,
    })
    if (problem) {
      setError(problem)
      return
    }
    const next = name.trim()
    updateSavedViews(tabs, (list) => renameView(list, saved.name, next))
    onDone(next, t('renamed', { from: saved.name, to: next }))
  }

  return (
    <form className="rename-view" onSubmit={submit} noValidate>
      <Field
        id={id}
        label={t('newName', { name: saved.name })}
        error={error}
        alert
      >
        <input
          type="text"
          autoComplete="off"
          value={name}
          // Opened by its Rename button: the field is where to type next.
          autoFocus
          onChange={(event) => {
            setName(event.target.value)
            setError(null)
          }}
        />
      </Field>
      <div className="actions">
        <button type="submit">{t('saveName')}</button>
        <button
          type="button"
          className="secondary"
          onClick={() => onDone(saved.name)}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
