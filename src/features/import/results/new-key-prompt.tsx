import { useEffect, useRef } from 'react'

/**
 * A key saved while an import of the same server was paused (a refused key
 * fixed in Settings): the import goes on with the new key only if the
 * person says so, before any row is sent with it.
 */
export function NewKeyPrompt({
  onContinue,
  onDecline,
}: {
  onContinue: () => Promise<void>
  onDecline: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <div className="panel import-new-key">
      <h2 ref={headingRef} tabIndex={-1}>
        Continue this import with the new key?
      </h2>
      <p>
        An import to this server was paused under the key used before. Its
        remaining rows will be sent with the key you just saved, and the import
        stays paused until you Resume it. No row has been sent with the new key
        yet.
      </p>
      <div className="actions">
        <button type="button" onClick={() => void onContinue()}>
          Continue with the new key
        </button>
        <button type="button" className="secondary" onClick={onDecline}>
          Don’t continue it
        </button>
      </div>
    </div>
  )
}
