import { useEffect, useRef } from 'react'

export interface SummaryError {
  /** The id of the field the error belongs to. */
  fieldId: string
  message: string
}

/**
 * The GOV.UK-style summary shown after a failed submit: it takes focus, so
 * screen-reader and keyboard users hear what is wrong, and links to each field.
 */
export function ErrorSummary({
  errors,
  attempt,
}: {
  errors: SummaryError[]
  attempt: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  // Each failed submit asks for focus once; the errors may render a moment
  // after the attempt is counted, so the request waits until they do.
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
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">There is a problem</h2>
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
