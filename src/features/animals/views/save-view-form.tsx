import { type SyntheticEvent, useId, useRef, useState } from 'react'
import { Field } from '../../../components/field'
import type { ListView } from '../list-params'
import { getSavedViews, updateSavedViews } from './saved-views'
import { addView, describeView, viewNameProblem } from './view-rules'

/** Names the list's view now and keeps it; what it holds is said first. */
export function SaveViewForm({
  view,
  onSaved,
  onCancel,
}: {
  view: ListView
  onSaved: (message: string) => void
  onCancel: () => void
}) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const problem = viewNameProblem(getSavedViews(), name)
    if (problem) {
      setError(problem)
      input.current?.focus()
      return
    }
    // On the freshest list: another tab may have saved one meanwhile.
    updateSavedViews((list) =>
      viewNameProblem(list, name) ? list : addView(list, name, view),
    )
    onSaved(`Saved the view ‘${name.trim()}’: it is listed above the filters.`)
  }

  return (
    <form onSubmit={submit} noValidate>
      <p id={`${id}-what`}>It keeps what the list shows now:</p>
      <ul className="view-parts">
        {describeView(view).map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <Field
        id={id}
        label="View name"
        hint="For example: Available cats"
        error={error}
        alert
      >
        <input
          ref={input}
          type="text"
          autoComplete="off"
          value={name}
          data-autofocus
          onChange={(event) => {
            setName(event.target.value)
            setError(null)
          }}
        />
      </Field>
      <div className="actions">
        <button type="submit">Save</button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
