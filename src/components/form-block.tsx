import type { ReactNode, SyntheticEvent } from 'react'

/**
 * A form of fields (each a `Field`: label, hint, control and its error), its
 * submit button with any others beside it, and a live line that says what
 * submitting did. The form's checks are the app's, worded in the catalog, so
 * the browser's own are off (noValidate).
 */
export function FormBlock({
  className,
  onSubmit,
  submit,
  actions,
  status,
  statusClassName,
  children,
}: {
  className: string
  /** react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>
  /** The submit button's words; none where a field carries its own. */
  submit?: string
  /** More buttons after the submit button. */
  actions?: ReactNode
  /** What submitting did, read out as it changes. */
  status: ReactNode
  statusClassName?: string
  children: ReactNode
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {children}
      {submit !== undefined && (
        <div className="actions">
          <button type="submit">{submit}</button>
          {actions}
        </div>
      )}
      <div role="status" className={statusClassName}>
        {status}
      </div>
    </form>
  )
}
