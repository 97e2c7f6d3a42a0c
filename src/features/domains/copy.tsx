import { useId, useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

// Copy buttons write to the clipboard and say so in a status region, since a
// silent clipboard gives no sign it worked. Where the clipboard is missing
// (plain http, an old browser) or refused, they say how to copy by hand.

/** What a Copy button copies, as the message naming it. */
const COPY_WHAT = {
  name: 'whatName',
  value: 'whatValue',
  ttl: 'whatTtl',
  record: 'whatRecord',
  zoneLines: 'whatZoneLines',
  message: 'whatMessage',
  redirects: 'whatRedirects',
} as const
export type CopyWhat = keyof typeof COPY_WHAT

export function useCopy() {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)

  async function copy(text: string, what: CopyWhat) {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    const params = { what: t(COPY_WHAT[what]), text }
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setMessage(t('copied', params))
    } catch {
      setMessage(t('copyByHand', params))
    }
  }

  return { message, copy }
}

/** A value in code type with a button named just "Copy", which the value describes. */
export function CopyableCode({
  text,
  what,
  onCopy,
}: {
  text: string
  what: CopyWhat
  onCopy: (text: string, what: CopyWhat) => Promise<void>
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
        onClick={() => void onCopy(text, what)}
      >
        {t('copy')}
      </button>
    </span>
  )
}

/** A button that copies `text` whole, with the status that says what it did. */
export function CopyButton({
  text,
  what,
  label,
}: {
  text: string
  what: CopyWhat
  label: string
}) {
  const { message, copy } = useCopy()
  return (
    <div className="actions">
      <button
        type="button"
        className="secondary"
        onClick={() => void copy(text, what)}
      >
        {label}
      </button>
      <p role="status" className="copy-status">
        {message}
      </p>
    </div>
  )
}
