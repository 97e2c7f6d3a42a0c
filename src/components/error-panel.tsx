import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { isApiError } from '../lib/http/api-error'
import { useWait } from '../lib/rate-limit/current-wait'

/** A failed load: what went wrong in plain words, what to do, and Retry. */
export function ErrorPanel({
  title,
  error,
  onRetry,
  children,
}: {
  title: string
  error: unknown
  onRetry?: () => void
  children?: ReactNode
}) {
  const waiting = useWait() !== null
  const apiError = isApiError(error) ? error : null
  const message = apiError?.isUnauthorized
    ? apiError.kind === 'config'
      ? apiError.message
      : `The server refused the API key${apiError.serverMessage ? ` and said: “${apiError.serverMessage}”` : '.'}`
    : (apiError?.message ?? 'Something unexpected went wrong.')
  return (
    <div role="alert" className="error-panel">
      <h2>{title}</h2>
      <p>{message}</p>
      {apiError?.isUnauthorized && (
        <p>
          <Link to="/settings">Check the API key in Settings</Link>
        </p>
      )}
      {children}
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={waiting}>
          {waiting ? 'Retry (waiting for rate limit)' : 'Retry'}
        </button>
      )}
    </div>
  )
}
