/** A field's error, tied to it by aria-describedby through `id`. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string
  message: string | null | undefined
  /** Announce it at once: for a field with no error summary above it. */
  alert?: boolean
}) {
  if (!message) return null
  return (
    <p id={id} className="error" role={alert ? 'alert' : undefined}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}
