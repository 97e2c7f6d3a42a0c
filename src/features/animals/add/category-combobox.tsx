import { type KeyboardEvent, useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldControlProps } from '../../../components/field'
import {
  categoryIdByName,
  categoryLabel,
  foldText,
} from '../../../lib/categories/categories'
import { useMessages } from '../../../lib/i18n/use-messages'
import { addMessages } from './add-messages'
import './category-combobox.css'

const MAX_OPTIONS = 8

/**
 * An ARIA 1.2 combobox rather than a <datalist>, whose popup neither matches
 * names in every browser nor can be styled or tested. A whole name typed
 * without picking becomes its ID, so what is sent is always the ID.
 */
export function CategoryCombobox({
  field,
  control,
  value,
  names,
  onPick,
}: {
  field: UseFormRegisterReturn
  control: FieldControlProps
  value: string
  names: ReadonlyMap<string, string>
  onPick: (id: string) => void
}) {
  const { t } = useMessages(addMessages)
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = foldText(value)
  const options = [...names]
    .filter(
      ([id, name]) =>
        !typed || foldText(name).includes(typed) || id.includes(typed),
    )
    .slice(0, MAX_OPTIONS)
  const expanded = open && options.length > 0
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined

  function pick(id: string) {
    onPick(id)
    setOpen(false)
    setActive(-1)
  }

  /**
   * A whole name typed becomes its ID. `text` is the box's own value: the
   * `value` given is deferred, and on a slow phone it can still lack the
   * last letters typed when Tab or Enter comes.
   */
  function resolveTyped(text: string) {
    const id = categoryIdByName(names, text)
    if (id !== undefined) onPick(id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) =>
        Math.min(Math.max(index + step, 0), options.length - 1),
      )
    } else if (event.key === 'Enter') {
      const chosen = expanded && active >= 0 ? options[active] : undefined
      if (chosen) {
        event.preventDefault()
        pick(chosen[0])
      } else {
        setOpen(false)
        resolveTyped(event.currentTarget.value)
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="combobox">
      <input
        {...control}
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        className="input-narrow"
        onChange={(event) => {
          setOpen(true)
          setActive(-1)
          void field.onChange(event)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false)
          resolveTyped(event.currentTarget.value)
          void field.onBlur(event)
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className="combobox-list"
        hidden={!expanded}
      >
        {options.map(([id], index) => (
          <li
            key={id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the box, so the click does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(id)}
          >
            {categoryLabel(names, id)}
          </li>
        ))}
      </ul>
    </div>
  )
}
