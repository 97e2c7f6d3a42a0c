import { useEffect, useId, useRef } from 'react'
import type { SummaryError } from '../../components/error-summary'

/**
 * The house error summary (components/error-summary), for a page with more
 * than one form: its title id is unique per form, so two summaries shown at
 * once never share an id. It takes focus once per failed submit.
 */
export function FormErrorSummary({
  errors,
  attempt,
}: {
  errors: SummaryError[]
  attempt: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const focusFor = useRef(0)
  useEffect(() => {
    if (attempt > focusFor.current && ref.current) {
      focusFor.current = attempt
      ref.current.focus()
    }
  })
  if (errors.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="error-summary"
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>There is a problem</h3>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // An in-page link scrolls but does not focus a field in every browser.
                event.preventDefault()
                document.getElementById(error.fieldId)?.focus()
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function FieldError({
  id,
  message,
}: {
  id: string
  message: string | undefined
}) {
  if (!message) return null
  return (
    <p id={id} className="error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}
