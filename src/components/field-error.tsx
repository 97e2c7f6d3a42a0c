import { useMessages } from '../lib/i18n/use-messages'
import { componentsMessages } from './components-messages'

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
  const { t } = useMessages(componentsMessages)
  if (!message) return null
  return (
    <p id={id} className="error" role={alert ? 'alert' : undefined}>
      <span className="visually-hidden">{t('error')}</span>
      {message}
    </p>
  )
}
