import { type SyntheticEvent, useId, useRef, useState } from 'react'
import { Field } from '../../../components/field'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { ListView } from '../list-params'
import { getSavedViews, updateSavedViews } from './saved-views'
import { addView, useDescribeView, viewNameProblem } from './view-rules'
import { viewsMessages } from './views-messages'
import { useTabs } from '../../../lib/tabs/tabs'

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
  const tabs = useTabs()
  const id = useId()
  const { t } = useMessages(viewsMessages)
  const describeView = useDescribeView()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const problem = viewNameProblem(t, getSavedViews(tabs), name)
    if (problem) {
      setError(problem)
      input.current?.focus()
      return
    }
    // On the freshest list: another tab may have saved one meanwhile.
    updateSavedViews(tabs, (list) =>
      viewNameProblem(t, list, name) ? list : addView(list, name, view),
    )
    onSaved(t('saved', { name: name.trim() }))
  }

  return (
    <form onSubmit={submit} noValidate>
      <p id={`${id}-what`}>{t('keeps')}</p>
      <ul className="view-parts">
        {describeView(view).map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <Field
        id={id}
        label={t('viewName')}
        hint={t('nameHint')}
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
        <button type="submit">{t('save')}</button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
