import { useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

/** Copies `text` whole and says so; without a clipboard (plain http) or refused, says to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)
  async function copy() {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setMessage(t('copied', { text }))
    } catch {
      setMessage(t('copyByHand', { text }))
    }
  }
  return (
    <div className="actions">
      <button type="button" className="secondary" onClick={() => void copy()}>
        {label}
      </button>
      <p role="status" className="copy-status">
        {message}
      </p>
    </div>
  )
}
