import { type SyntheticEvent, useId, useState } from 'react'
import { useLocation } from 'wouter'
import { int64TextProblem, toInt64String } from '../../lib/http/int64'
import { Field } from '../../components/field'

const ANIMAL_ID_PROBLEMS = {
  empty: 'Enter an animal ID',
  'not-whole': 'An animal ID is a whole number, like 42',
  'too-large': 'That number is too large to be an animal ID',
} as const

/** "Animal ID" + Find on the list page. Checks the ID before anything is sent. */
export function FindAnimal() {
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = int64TextProblem(text)
    const found = code && ANIMAL_ID_PROBLEMS[code]
    setProblem(found)
    if (found) return
    navigate(`/animals/${toInt64String(text) ?? ''}`)
  }

  return (
    <form
      className="find-animal"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label="Find an animal by ID"
    >
      {/* No error summary here, so the one error announces itself. */}
      <Field id={id} label="Animal ID" error={problem} alert>
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
              Find
            </button>
          </div>
        )}
      </Field>
    </form>
  )
}
