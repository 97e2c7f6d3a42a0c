import { useEffect, useId, useRef } from 'react'
import { useMessages } from '../lib/i18n/use-messages'
import { problemMessages } from './problem-messages'

export interface SummaryError {
  fieldId: string
  message: string
}

/**
 * The GOV.UK-style summary shown after a failed submit: it takes focus, so
 * screen-reader and keyboard users hear what is wrong, and links to each field.
 * Its title id is unique, so two forms on one page can each show one.
 */
export function ErrorSummary({
  errors,
  attempt,
  headingLevel = 2,
}: {
  errors: SummaryError[]
  attempt: number
  /** 3 inside a form that sits under its own h2. */
  headingLevel?: 2 | 3
}) {
  const { t } = useMessages(problemMessages)
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
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
      aria-labelledby={titleId}
    >
      <Heading id={titleId}>{t('problem')}</Heading>
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
