import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DemoControls } from '../../lib/demo/demo-controls'
import { Panel } from '../../components/panel'

export function DemoData({
  controls,
  clearRecords,
}: {
  controls: DemoControls | null
  /** Clears this browser's Activity log and import job of the demo. */
  clearRecords: () => Promise<void>
}) {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')

  async function reset() {
    if (!controls) {
      setMessage('The demo data is still loading; try again in a moment.')
      return
    }
    const count = controls.resetData()
    // A log or an import of animals that no longer exist would only confuse.
    let records = 'the Activity log and any demo import are cleared.'
    try {
      await clearRecords()
    } catch (error) {
      records = `the Activity log and import could not be cleared (${error instanceof Error ? error.message : String(error)}); try again.`
    }
    await queryClient.invalidateQueries()
    setMessage(
      `Demo data reset: ${count} sample animals are back, animals added in demo are gone, and ${records}`,
    )
  }

  return (
    <Panel title="Demo data">
      <p className="muted">
        Animals you add in demo mode are saved in this browser only. Resetting
        brings back the original sample animals, and clears the demo’s Activity
        log and import.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => void reset()}
        >
          Reset demo data
        </button>
        <p role="status" className="muted">
          {message}
        </p>
      </div>
    </Panel>
  )
}
