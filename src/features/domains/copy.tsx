import { useId, useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

// Copy buttons write to the clipboard and say so in a status region, since a
// silent clipboard gives no sign it worked. Where the clipboard is missing
// (plain http, an old browser) or refused, they say how to copy by hand.

export function useCopy() {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)
  async function copy(text: string) {
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
  return { message, copy }
}

/** A value in code type with a button named just "Copy", which the value describes. */
export function CopyableCode({
  text,
  onCopy,
}: {
  text: string
  onCopy: (text: string) => Promise<void>
}) {
  const id = useId()
  const { t } = useMessages(domainsMessages)
  return (
    <span className="cell-copy">
      <code id={id}>{text}</code>
      <button
        type="button"
        className="secondary copy-button"
        aria-describedby={id}
        onClick={() => void onCopy(text)}
      >
        {t('copy')}
      </button>
    </span>
  )
}

/** A button that copies `text` whole, with the status that says what it did. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { message, copy } = useCopy()
  return (
    <div className="actions">
      <button
        type="button"
        className="secondary"
        onClick={() => void copy(text)}
      >
        {label}
      </button>
      <p role="status" className="copy-status">
        {message}
      </p>
    </div>
  )
}
