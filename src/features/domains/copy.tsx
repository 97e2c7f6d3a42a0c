import { useId, useState } from 'react'

// Copy buttons write to the clipboard and say so in a status region, since a
// silent clipboard gives no sign it worked. Where the clipboard is missing
// (plain http, an old browser) or refused, they say how to copy by hand.

export function useCopy() {
  const [message, setMessage] = useState('')

  async function copy(text: string, what: string) {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setMessage(`Copied ${what}: ${text}`)
    } catch {
      setMessage(
        `Copying is not available in this browser. Select the ${what} (${text}) and copy it yourself.`,
      )
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
  what: string
  /** The id of the element showing the value. */
  describedBy: string
  onCopy: (text: string, what: string) => Promise<void>
}) {
  return (
    <button
      type="button"
      className="secondary copy-button"
      aria-describedby={describedBy}
      onClick={() => void onCopy(text, what)}
    >
      Copy
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
  what: string
  onCopy: (text: string, what: string) => Promise<void>
}) {
  const id = useId()
  return (
    <span className="cell-copy">
      <code id={id}>{text}</code>
      <CopyButton text={text} what={what} describedBy={id} onCopy={onCopy} />
    </span>
  )
}
