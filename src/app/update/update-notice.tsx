import { useState } from 'react'
import { unfinishedWork } from '../../lib/util/unfinished-work'
import type { PendingUpdate } from './app-update'
import './update-notice.css'

/** "A, B and C" */
function listOf(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

/**
 * A new version never reloads the page by itself (decision 013): this notice
 * offers Reload, and when something would be cut short by it (an import
 * sending rows, a form not yet sent) says what first, so the person chooses.
 */
export function UpdateNotice({ update }: { update: PendingUpdate }) {
  const [interrupts, setInterrupts] = useState<string[] | null>(null)
  const reload = () => {
    const work = unfinishedWork()
    if (work.length === 0) update.apply()
    else setInterrupts(work)
  }
  return (
    <section className="update-notice" aria-label="New version">
      <div className="update-notice-inner">
        <p role="status">A new version is ready</p>
        {interrupts === null ? (
          <button type="button" className="secondary" onClick={reload}>
            Reload
          </button>
        ) : (
          <>
            <p className="update-warning" role="alert">
              Reloading now would interrupt {listOf(interrupts)}.
            </p>
            <button type="button" onClick={update.apply}>
              Reload anyway
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => setInterrupts(null)}
            >
              Not now
            </button>
          </>
        )}
      </div>
    </section>
  )
}
