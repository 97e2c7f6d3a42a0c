import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { FieldError } from './field-error'

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * Label, hint, control and error tied together by ids, so screen readers hear
 * the hint and the error with the control. A control of more than one element
 * (an input with a button beside it) is a function of the props.
 */
export function Field({
  id,
  label,
  hint,
  hintPlacement = 'after',
  describedBy = [],
  error,
  alert = false,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** 'before': instructions to read before typing, between label and control. */
  hintPlacement?: 'before' | 'after'
  /** More ids the control is described by, after the hint: a live preview, a hint shared by a group. */
  describedBy?: readonly string[]
  error?: string | null
  /** Announce the error at once: for a field with no error summary above it. */
  alert?: boolean
  className?: string
  children:
    | ReactElement<Partial<FieldControlProps>>
    | ((control: FieldControlProps) => ReactNode)
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const hasHint = hint !== undefined && hint !== null && hint !== false
  const ids = [
    ...(hasHint ? [hintId] : []),
    ...describedBy,
    ...(error ? [errorId] : []),
  ]
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  }
  const hintText = hasHint && (
    <p id={hintId} className="hint">
      {hint}
    </p>
  )
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hintPlacement === 'before' && hintText}
      {typeof children === 'function'
        ? children(control)
        : cloneElement(children, control)}
      {hintPlacement === 'after' && hintText}
      <FieldError id={errorId} message={error} alert={alert} />
    </div>
  )
}
