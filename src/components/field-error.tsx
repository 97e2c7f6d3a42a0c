/** A field's error, tied to it by aria-describedby through `id`. */
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
