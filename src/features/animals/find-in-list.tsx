import { useEffect, useId, useRef } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { listMessages } from './list-messages'

/**
 * Find in list: filters the loaded rows as the person types. `/` focuses it,
 * as in many list views, unless the person is typing somewhere else.
 */
export function FindInList({
  value,
  onChange,
  onShortcut,
}: {
  value: string
  onChange: (next: string) => void
  /** Called on `/` before focusing: the box may be folded away on a phone. */
  onShortcut: () => void
}) {
  const id = useId()
  const { t } = useMessages(listMessages)
  const input = useRef<HTMLInputElement>(null)
  const shortcut = useRef(onShortcut)
  useEffect(() => {
    shortcut.current = onShortcut
  })

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey)
        return
      const target = event.target
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable ||
          target.closest('input, textarea, select, [role="textbox"]'))
      )
        return
      event.preventDefault()
      // Unfolded first: a hidden box takes no focus. React commits a
      // keydown's update in a microtask queued before this one (flushSync
      // would bring React DOM's entry into the first load's own chunk).
      shortcut.current()
      void Promise.resolve().then(() => {
        input.current?.focus()
        input.current?.select()
      })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div className="field find-in-list">
      <label htmlFor={id}>{t('findInList')}</label>
      <input
        ref={input}
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="/"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {t('findHint')}
      </p>
    </div>
  )
}
