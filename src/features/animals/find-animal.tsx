import { type SyntheticEvent, useId, useState } from 'react'
import { useLocation } from 'wouter'
import { int64TextProblem, toInt64String } from '../../lib/http/int64'
import { Field } from '../../components/field'
import { useMessages } from '../../lib/i18n/use-messages'
import { listMessages } from './list-messages'

const ANIMAL_ID_PROBLEMS = {
  empty: 'idEmpty',
  'not-whole': 'idNotWhole',
  'too-large': 'idTooLarge',
} as const

/** "Animal ID" + Find on the list page. Checks the ID before anything is sent. */
export function FindAnimal() {
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  // Kept as its kind, and worded as it is shown: in the language chosen now.
  const [problem, setProblem] =
    useState<ReturnType<typeof int64TextProblem>>(null)
  const id = useId()
  const { t } = useMessages(listMessages)

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = int64TextProblem(text)
    setProblem(code)
    if (code) return
    navigate(`/animals/${toInt64String(text) ?? ''}`)
  }

  return (
    <form
      className="find-animal"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t('findById')}
    >
      {/* No error summary here, so the one error announces itself. */}
      <Field
        id={id}
        label={t('animalId')}
        error={problem && t(ANIMAL_ID_PROBLEMS[problem])}
        alert
      >
        {(control) => (
          <div className="input-row">
            <input
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...control}
            />
            <button type="submit" className="secondary">
              {t('find')}
            </button>
          </div>
        )}
      </Field>
    </form>
  )
}
