import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useMessages } from '../../../lib/i18n/use-messages'
import { itemMessages } from './item-messages'

export interface MenuAction {
  label: string
  onSelect: () => void
}

/**
 * A menu button (WAI-ARIA APG): the button opens a menu of menu items; arrow
 * keys, Home and End move between them, Enter or Space chooses one, Escape
 * closes the menu and returns to the button, Tab closes it and moves on.
 */
export function ActionsMenu({
  subject,
  actions,
  buttonRef: outerRef,
}: {
  /** What the actions are for, e.g. the domain: "Actions for shop.example.com". */
  subject: string
  actions: readonly MenuAction[]
  /** Lets the owner return focus to the button after a chosen action. */
  buttonRef?: RefObject<HTMLButtonElement | null>
}) {
  const [open, setOpen] = useState(false)
  const { t, rich } = useMessages(itemMessages)
  // Which item takes focus when the menu opens: the first, or the last (ArrowUp).
  const [initial, setInitial] = useState<'first' | 'last'>('first')
  const ownRef = useRef<HTMLButtonElement>(null)
  const buttonRef = outerRef ?? ownRef
  const menuRef = useRef<HTMLUListElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonId = useId()
  const menuId = useId()

  function items(): HTMLElement[] {
    return [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ??
        []),
    ]
  }

  useEffect(() => {
    if (!open) return
    const all = items()
    ;(initial === 'last' ? all.at(-1) : all[0])?.focus()
    // A press anywhere outside closes the menu, as with native menus.
    function onPointerDown(event: PointerEvent) {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, initial])

  function openAt(where: 'first' | 'last') {
    setInitial(where)
    setOpen(true)
  }

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt('last')
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const focusAt = (next: number) => {
      event.preventDefault()
      all[(next + all.length) % all.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1)
        break
      case 'ArrowUp':
        focusAt(index - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(all.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
    }
  }

  return (
    <div className="actions-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {rich('actions', {
          subject: (
            <span className="visually-hidden">
              {t('actionsFor', { subject })}
            </span>
          ),
        })}
        <span aria-hidden="true" className="actions-menu-caret">
          ▾
        </span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="actions-menu-list"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            // Focus leaving the menu (not to one of its items) closes it.
            if (!wrapperRef.current?.contains(event.relatedTarget))
              setOpen(false)
          }}
        >
          {actions.map((action) => (
            <li role="none" key={action.label}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  // Back to the button first; an action that opens something
                  // (a dialog) moves focus on from there.
                  close(true)
                  action.onSelect()
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
