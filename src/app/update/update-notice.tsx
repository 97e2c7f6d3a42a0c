import { useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { unfinishedWork } from '../../lib/util/unfinished-work'
import type { PendingUpdate } from './app-update'
import { updateMessages } from './update-messages'
import './update-notice.css'

/** "A, B and C" in the locale's way (English without the serial comma, as before). */
function listOf(items: string[], locale: string): string {
  return new Intl.ListFormat(/^en(-|$)/.test(locale) ? 'en-GB' : locale, {
    type: 'conjunction',
  }).format(items)
}

/**
 * A new version never reloads the page by itself (decision 013): this notice
 * offers Reload, and when something would be cut short by it (an import
 * sending rows, a form not yet sent) says what first, so the person chooses.
 */
export function UpdateNotice({ update }: { update: PendingUpdate }) {
  const { t, locale } = useMessages(updateMessages)
  const [interrupts, setInterrupts] = useState<string[] | null>(null)
  const reload = () => {
    const work = unfinishedWork()
    if (work.length === 0) update.apply()
    else setInterrupts(work)
  }
  return (
    <section className="update-notice" aria-label={t('region')}>
      <div className="update-notice-inner">
        <p role="status">
          {update.why === 'outdated' ? t('outdated') : t('ready')}
        </p>
        {interrupts === null ? (
          <button type="button" className="secondary" onClick={reload}>
            {t('reload')}
          </button>
        ) : (
          <>
            <p className="update-warning" role="alert">
              {t('wouldInterrupt', { work: listOf(interrupts, locale) })}
            </p>
            <button type="button" onClick={update.apply}>
              {t('reloadAnyway')}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => setInterrupts(null)}
            >
              {t('notNow')}
            </button>
          </>
        )}
      </div>
    </section>
  )
}
