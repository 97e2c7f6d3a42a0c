import { useEffect, useRef } from 'react'
import { useMessages } from '../../../lib/i18n/use-messages'
import { resultsMessages } from './results-messages'

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
  const { t } = useMessages(resultsMessages)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <div className="panel import-new-key">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('newKeyTitle')}
      </h2>
      <p>{t('newKeyText')}</p>
      <div className="actions">
        <button type="button" onClick={() => void onContinue()}>
          {t('continueNewKey')}
        </button>
        <button type="button" className="secondary" onClick={onDecline}>
          {t('declineNewKey')}
        </button>
      </div>
    </div>
  )
}
