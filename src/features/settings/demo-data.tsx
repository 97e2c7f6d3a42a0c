import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

export function DemoData() {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')

  async function reset() {
    // Demo-only code: loaded on demand, like the rest of the mock API.
    const { demoApi } = await import('../../mocks/browser')
    demoApi.db.reset()
    await queryClient.invalidateQueries()
    setMessage(
      `Demo data reset: ${demoApi.db.count()} sample animals are back, and animals added in demo are gone.`,
    )
  }

  return (
    <section className="panel" aria-labelledby="demo-heading">
      <h2 id="demo-heading">Demo data</h2>
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
    </section>
  )
}
