import { type SyntheticEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { toInt64String } from '../../lib/int64'

/** Checks a typed animal ID; null when it is a whole number in the int64 range. */
export function animalIdProblem(text: string): string | null {
  const value = text.trim()
  if (!value) return 'Enter an animal ID'
  if (!/^-?\d+$/.test(value)) return 'An animal ID is a whole number, like 42'
  if (toInt64String(value) === null)
    return 'That number is too large to be an animal ID'
  return null
}

/** "Animal ID" + Find on the list page. Checks the ID before anything is sent. */
export function FindAnimal() {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = animalIdProblem(text)
    setProblem(found)
    if (found) return
    void navigate(`/animals/${toInt64String(text) ?? ''}`)
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
        {problem && (
          <p id={`${id}-error`} className="error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  )
}
