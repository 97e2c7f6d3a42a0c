import { useId, useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

// Copy buttons write to the clipboard and say so in a status region, since a
// silent clipboard gives no sign it worked. Where the clipboard is missing
// (plain http, an old browser) or refused, they say how to copy by hand.

/** What a Copy button copies: the messages saying it was copied, or how to copy it by hand. */
const COPY_WORDS = {
  name: ['copiedName', 'copyByHandName'],
  value: ['copiedValue', 'copyByHandValue'],
  ttl: ['copiedTtl', 'copyByHandTtl'],
  record: ['copiedRecord', 'copyByHandRecord'],
  zoneLines: ['copiedZoneLines', 'copyByHandZoneLines'],
  message: ['copiedMessage', 'copyByHandMessage'],
  redirects: ['copiedRedirects', 'copyByHandRedirects'],
} as const satisfies Record<string, readonly [DomainsKey, DomainsKey]>
export type CopyWhat = keyof typeof COPY_WORDS
type DomainsKey = keyof typeof domainsMessages.english

export function useCopy() {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)

  async function copy(text: string, what: CopyWhat) {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setMessage(t(COPY_WORDS[what][0], { text }))
    } catch {
      setMessage(t(COPY_WORDS[what][1], { text }))
    }
  }

  return { message, copy }
}

/** A button named just "Copy"; what it copies is its description. */
function CopyButton({
  text,
  what,
  describedBy,
  onCopy,
}: {
  text: string
  what: CopyWhat
  /** The id of the element showing the value. */
  describedBy: string
  onCopy: (text: string, what: CopyWhat) => Promise<void>
}) {
  const { t } = useMessages(domainsMessages)
  return (
    <button
      type="button"
      className="secondary copy-button"
      aria-describedby={describedBy}
      onClick={() => void onCopy(text, what)}
    >
      {t('copy')}
    </button>
  )
}

/** A value in code type with its Copy button, which it describes. */
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
  return (
    <span className="cell-copy">
      <code id={id}>{text}</code>
      <CopyButton text={text} what={what} describedBy={id} onCopy={onCopy} />
    </span>
  )
}
