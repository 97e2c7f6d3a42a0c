import { type KeyboardEvent, useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import type { FieldControlProps } from '../../../components/field'
import {
  categoryIdByName,
  categoryLabel,
  foldText,
} from '../../../lib/categories/categories'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { AddAnimalForm } from '../../../lib/pets/pet-form'
import { addMessages } from './add-messages'
import './category-combobox.css'

const MAX_OPTIONS = 8
/** Names offered for a word that is no ID ("dog"): few enough to read at once. */
const MAX_OFFERS = 3
const WHOLE = /^\s*-?\d+\s*$/

/** The named categories whose name holds the text; none for a number. */
function namesHolding(
  names: ReadonlyMap<string, string>,
  text: string,
): string[] {
  const typed = foldText(text)
  if (!typed || WHOLE.test(text)) return []
  return [...names]
    .filter(([, name]) => foldText(name).includes(typed))
    .map(([id]) => id)
}

/**
 * An ARIA 1.2 combobox rather than a <datalist>, whose popup neither matches
 * names in every browser nor can be styled or tested. The form holds the ID
 * (exact, a string); the box shows it as "Cats · 2" once picked. A whole name
 * typed becomes its ID. A part of a name ("dog") is never taken silently on
 * Tab, since an animal's category cannot be changed later: the first name it
 * fits is highlighted for Enter while typing, and offered under the box after.
 */
export function CategoryCombobox({
  form,
  control,
  value,
  names,
  onPick,
}: {
  form: Control<AddAnimalForm>
  control: FieldControlProps
  /** The Category ID as typed, deferred: for the suggestions. */
  value: string
  names: ReadonlyMap<string, string>
  onPick: (id: string) => void
}) {
  const { t } = useMessages(addMessages)
  const {
    field: { ref, name, value: held, onChange, onBlur },
  } = useController({ name: 'categoryId', control: form })
  const listId = useId()
  const offerId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState<number | null>(null)
  // The text while the person types in the box; null: the field's value is shown.
  const [editing, setEditing] = useState<string | null>(null)
  const typed = foldText(value)
  const options = [...names]
    .filter(
      ([id, name]) =>
        !typed || foldText(name).includes(typed) || id.includes(typed),
    )
    .slice(0, MAX_OPTIONS)
  const expanded = open && options.length > 0
  // Automatic selection: the first name the typed word fits, for Enter.
  const firstNamed = namesHolding(names, value).length
    ? options.findIndex(([, name]) => foldText(name).includes(typed))
    : -1
  const current = active ?? firstNamed
  const activeId = expanded && current >= 0 ? `${listId}-${current}` : undefined
  const shownValue = names.has(held.trim())
    ? categoryLabel(names, held.trim())
    : held
  const offers =
    editing === null && !names.has(held.trim())
      ? namesHolding(names, held).slice(0, MAX_OFFERS)
      : []

  function pick(id: string) {
    onPick(id)
    setEditing(null)
    setOpen(false)
    setActive(null)
  }

  /**
   * A whole name, or a suggestion's own words ("Cats · 2"), becomes its ID.
   * `text` is the box's own value: the `value` given is deferred, and on a
   * slow phone it can still lack the last letters typed when Tab comes.
   */
  function resolveTyped(text: string) {
    const id =
      categoryIdByName(names, text) ??
      [...names.keys()].find(
        (known) => foldText(categoryLabel(names, known)) === foldText(text),
      )
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
      setActive(Math.min(Math.max(current + step, 0), options.length - 1))
    } else if (event.key === 'Enter') {
      const chosen = expanded && current >= 0 ? options[current] : undefined
      // Still what the box holds: the deferred list may lag the typing.
      const fits =
        chosen !== undefined &&
        (active !== null ||
          foldText(chosen[1]).includes(foldText(event.currentTarget.value)))
      if (chosen && fits) {
        event.preventDefault()
        pick(chosen[0])
      } else {
        setOpen(false)
        resolveTyped(event.currentTarget.value)
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(null)
    }
  }

  const describedBy = [control['aria-describedby'], offers.length && offerId]
  return (
    <div className="combobox">
      <input
        {...control}
        aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
        ref={ref}
        name={name}
        value={editing ?? shownValue}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        className="input-narrow"
        onFocus={(event) => {
          // A picked "Cats · 2" is replaced by typing, not edited into "Cats · 23".
          if (shownValue !== held) event.currentTarget.select()
        }}
        onChange={(event) => {
          setEditing(event.target.value)
          setOpen(true)
          setActive(null)
          onChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false)
          setEditing(null)
          resolveTyped(event.currentTarget.value)
          // Checked on leaving, except towards a submit button (the error
          // would move it mid-click) or when names are offered instead.
          const next = event.relatedTarget
          const toSubmit =
            next instanceof HTMLButtonElement && next.type === 'submit'
          if (
            !toSubmit &&
            !namesHolding(names, event.currentTarget.value).length
          )
            onBlur()
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
            aria-selected={index === current}
            // Keeps focus in the box, so the click does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(id)}
          >
            {categoryLabel(names, id)}
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {offers.length > 0 && (
          <p id={offerId} className="combobox-offer">
            {t('didYouMean')}{' '}
            {offers.map((id) => (
              <button
                key={id}
                type="button"
                className="secondary"
                onClick={() => pick(id)}
              >
                {categoryLabel(names, id)}
              </button>
            ))}
          </p>
        )}
      </div>
    </div>
  )
}
