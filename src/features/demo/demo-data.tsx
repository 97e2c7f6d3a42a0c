import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DemoControls } from '../../lib/demo-controls'
import { Panel } from '../../components/panel'

export function DemoData({ controls }: { controls: DemoControls | null }) {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')

  async function reset() {
    if (!controls) {
      setMessage('The demo data is still loading; try again in a moment.')
      return
    }
    const count = controls.resetData()
    await queryClient.invalidateQueries()
    setMessage(
      `Demo data reset: ${count} sample animals are back, and animals added in demo are gone.`,
    )
  }

  return (
    <Panel title="Demo data">
      <p className="muted">
        Animals you add in demo mode are saved in this browser only. Resetting
        brings back the original sample animals.
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
