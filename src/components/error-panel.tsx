import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { isApiError } from '../lib/http/api-error'
import { useMessages } from '../lib/i18n/use-messages'
import { useWait } from '../lib/rate-limit/use-rate-limits'
import { problemMessages } from './problem-messages'
import { useErrorText } from './use-error-text'

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
  const { t } = useMessages(problemMessages)
  const waiting = useWait() !== null
  const apiError = isApiError(error) ? error : null
  const message = useErrorText(error)
  return (
    <div role="alert" className="error-panel">
      <h2>{title}</h2>
      <p>{message}</p>
      {apiError?.isUnauthorized && (
        <p>
          <Link to="/settings">{t('checkKey')}</Link>
        </p>
      )}
      {children}
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={waiting}>
          {waiting ? t('retryWaiting') : t('retry')}
        </button>
      )}
    </div>
  )
}
