import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react'
import { Field } from '../../../components/field'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  getSavedViews,
  type SavedView,
  updateSavedViews,
  useSavedViews,
} from './saved-views'
import {
  describeView,
  removeView,
  renameView,
  viewNameProblem,
} from './view-rules'
import { ViewsSharing } from './views-sharing'

/** Each saved view with Rename and Delete, then the file to share them. */
export function ManageViews({
  onClose,
  focusTitle,
}: {
  onClose: () => void
  focusTitle: () => void
}) {
  const views = useSavedViews()
  const { label } = useConnection()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const [lines, setLines] = useState<readonly string[]>([])

  function remove(saved: SavedView) {
    updateSavedViews((list) => removeView(list, saved.name))
    setLines([`Deleted the view ‘${saved.name}’.`])
    // Its buttons are gone: the dialog's title is where the next step starts.
    focusTitle()
  }

  return (
    <>
      <p className="muted">
        Kept in this browser for <strong>{label}</strong>, and shared by its
        tabs. Each view is a plain link: bookmark it or send it to a colleague.
      </p>
      {views.length === 0 ? (
        <p>No views are saved. Save one from the list with Save view.</p>
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
          Close
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
          aria-label={`Rename ${saved.name}`}
          onClick={onRename}
        >
          Rename
        </button>
        <button
          type="button"
          className="secondary"
          aria-label={`Delete ${saved.name}`}
          onClick={onDelete}
        >
          Delete
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
  const id = useId()
  const [name, setName] = useState(saved.name)
  const [error, setError] = useState<string | null>(null)

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const problem = viewNameProblem(getSavedViews(), name, saved.name)
    if (problem) {
      setError(problem)
      return
    }
    const next = name.trim()
    updateSavedViews((list) => renameView(list, saved.name, next))
    onDone(next, `Renamed ‘${saved.name}’ to ‘${next}’.`)
  }

  return (
    <form className="rename-view" onSubmit={submit} noValidate>
      <Field id={id} label={`New name for ‘${saved.name}’`} error={error} alert>
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
        <button type="submit">Save name</button>
        <button
          type="button"
          className="secondary"
          onClick={() => onDone(saved.name)}
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
