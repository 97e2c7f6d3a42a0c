import { type SyntheticEvent, useId, useState } from 'react'
import { useLocation } from 'wouter'
import { int64TextProblem, toInt64String } from '../../lib/int64'
import { FieldError } from '../../components/field-error'

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
      <div className="field">
        <label htmlFor={id}>Animal ID</label>
        <div className="input-row">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
          />
          <button type="submit" className="secondary">
            Find
          </button>
        </div>
        {/* No error summary here, so the one error announces itself. */}
        <FieldError id={`${id}-error`} message={problem} alert />
      </div>
    </form>
  )
}
