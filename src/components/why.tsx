import type { ReactNode } from 'react'
import { useMessages } from '../lib/i18n/use-messages'
import { problemMessages } from './problem-messages'
import './why.css'

/**
 * "Why?": the engineer's explanation, folded away under the shelter's short
 * line. Its messages end in `Why` (src/locales/plain-words.test.ts).
 */
export function Why({ children }: { children: ReactNode }) {
  const { t } = useMessages(problemMessages)
  return (
    <details className="why">
      <summary>{t('why')}</summary>
      <div className="why-text">{children}</div>
    </details>
  )
}
