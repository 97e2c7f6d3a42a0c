import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DemoControls } from '../../lib/demo/demo-controls'
import { Panel } from '../../components/panel'
import { useMessages } from '../../lib/i18n/use-messages'
import { demoMessages } from './demo-messages'

export function DemoData({
  controls,
  clearRecords,
}: {
  controls: DemoControls | null
  /** Clears this browser's Activity log and import job of the demo. */
  clearRecords: () => Promise<void>
}) {
  const queryClient = useQueryClient()
  const { t } = useMessages(demoMessages)
  const [message, setMessage] = useState('')

  async function reset() {
    if (!controls) {
      setMessage(t('stillLoading'))
      return
    }
    const count = controls.resetData()
    // A log or an import of animals that no longer exist would only confuse.
    let done = t('resetDone', { count })
    try {
      await clearRecords()
    } catch (error) {
      done = t('resetNotCleared', {
        count,
        error: error instanceof Error ? error.message : String(error),
      })
    }
    await queryClient.invalidateQueries()
    setMessage(done)
  }

  return (
    <Panel title={t('dataTitle')}>
      <p className="muted">{t('dataIntro')}</p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => void reset()}
        >
          {t('resetData')}
        </button>
        <p role="status" className="muted">
          {message}
        </p>
      </div>
    </Panel>
  )
}
