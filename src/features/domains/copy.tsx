import { useId, useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { type DomainsT, domainsMessages } from './domains-messages'

// Copy buttons write to the clipboard and say so in a status region, since a
// silent clipboard gives no sign it worked. Where the clipboard is missing
// (plain http, an old browser) or refused, they say how to copy by hand.

/** What a Copy button copies, which its message names. */
export type CopyWhat = 'name' | 'value' | 'ttl' | 'record' | 'zoneLines'

function copiedText(t: DomainsT, what: CopyWhat, text: string): string {
  switch (what) {
    case 'name':
      return t('copiedName', { text })
    case 'value':
      return t('copiedValue', { text })
    case 'ttl':
      return t('copiedTtl', { text })
    case 'record':
      return t('copiedRecord', { text })
    case 'zoneLines':
      return t('copiedZoneLines', { text })
  }
}

function byHandText(t: DomainsT, what: CopyWhat, text: string): string {
  switch (what) {
    case 'name':
      return t('copyByHandName', { text })
    case 'value':
      return t('copyByHandValue', { text })
    case 'ttl':
      return t('copyByHandTtl', { text })
    case 'record':
      return t('copyByHandRecord', { text })
    case 'zoneLines':
      return t('copyByHandZoneLines', { text })
  }
}

export function useCopy() {
  const [message, setMessage] = useState('')
  const { t } = useMessages(domainsMessages)

  async function copy(text: string, what: CopyWhat) {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setMessage(copiedText(t, what, text))
    } catch {
      setMessage(byHandText(t, what, text))
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
