import { type KeyboardEvent, useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import type { FieldControlProps } from '../../../components/field'
import { categoryLabel, foldText } from '../../../lib/categories/categories'
import { categoryIdByName } from '../../../lib/categories/category-by-name'
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
 * The categories offered for the text, and which of them Enter takes
 * unasked: apart from the hook, being pure, so the hook stays short.
 */
function suggestionsFor(names: ReadonlyMap<string, string>, value: string) {
  const typed = foldText(value)
  const options = [...names]
    .filter(
      ([id, name]) =>
        !typed || foldText(name).includes(typed) || id.includes(typed),
    )
    .slice(0, MAX_OPTIONS)
  // Automatic selection: the first name the typed word fits, for Enter.
  const firstNamed = namesHolding(names, value).length
    ? options.findIndex(([, name]) => foldText(name).includes(typed))
    : -1
  return { options, firstNamed }
}

/**
 * The combobox's state and keys, apart from its markup: what is typed, the
 * suggestions it fits, the highlighted one and the names offered after.
 * Kept in a hook so the component stays a readable page of ARIA markup.
 */
function useCategoryCombobox({
  form,
  names,
  onPick,
}: {
  form: Control<AddAnimalForm>
  names: ReadonlyMap<string, string>
  onPick: (id: string) => void
}) {
  const { field } = useController({ name: 'categoryId', control: form })
  const held = field.value
  const listId = useId()
  const offerId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState<number | null>(null)
  // The text while the person types in the box; null: the field's value is shown.
  const [editing, setEditing] = useState<string | null>(null)
  // From what the box holds now, never a deferred copy: a list a keystroke
  // behind let ArrowDown and Enter pick a name the text no longer fits.
  // At most the named categories, a few hundred, folded once a keystroke.
  const { options, firstNamed } = suggestionsFor(names, held)
  const expanded = open && options.length > 0
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

  /** A whole name, or a suggestion's own words ("Cats · 2"), becomes its ID. */
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
      setActive(null)
    }
  }

  function onType(text: string) {
    setEditing(text)
    setOpen(true)
    setActive(null)
    field.onChange(text)
  }

  /** Leaving the box: closes it and takes a whole name typed as its ID. */
  function onLeave(text: string) {
    setOpen(false)
    setEditing(null)
    resolveTyped(text)
  }

  return {
    field,
    listId,
    offerId,
    options,
    expanded,
    current,
    activeId,
    shownValue,
    editing,
    offers,
    pick,
    onKeyDown,
    onType,
    onLeave,
  }
}

/**
 * The names a word left in the box fits, offered as buttons under it: a
 * part of a name is never taken silently (see CategoryCombobox).
 */
function DidYouMean({
  id,
  offers,
  names,
  onPick,
}: {
  id: string
  offers: readonly string[]
  names: ReadonlyMap<string, string>
  onPick: (id: string) => void
}) {
  const { t } = useMessages(addMessages)
  return (
    <div aria-live="polite">
      {offers.length > 0 && (
        <p id={id} className="combobox-offer">
          {t('didYouMean')}{' '}
          {offers.map((offer) => (
            <button
              key={offer}
              type="button"
              className="secondary"
              onClick={() => onPick(offer)}
            >
              {categoryLabel(names, offer)}
            </button>
          ))}
        </p>
      )}
    </div>
  )
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
  names,
  onPick,
}: {
  form: Control<AddAnimalForm>
  control: FieldControlProps
  names: ReadonlyMap<string, string>
  onPick: (id: string) => void
}) {
  const { t } = useMessages(addMessages)
  const box = useCategoryCombobox({ form, names, onPick })
  const { ref, name, value: held, onBlur } = box.field
  const { listId, offers, current } = box

  const describedBy = [
    control['aria-describedby'],
    offers.length && box.offerId,
  ]
  return (
    <div className="combobox">
      <input
        {...control}
        aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
        ref={ref}
        name={name}
        value={box.editing ?? box.shownValue}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.expanded}
        aria-controls={listId}
        aria-activedescendant={box.activeId}
        autoComplete="off"
        spellCheck={false}
        className="input-narrow"
        onFocus={(event) => {
          // A picked "Cats · 2" is replaced by typing, not edited into "Cats · 23".
          if (box.shownValue !== held) event.currentTarget.select()
        }}
        onChange={(event) => box.onType(event.target.value)}
        onKeyDown={box.onKeyDown}
        onBlur={(event) => {
          box.onLeave(event.currentTarget.value)
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
        hidden={!box.expanded}
      >
        {box.options.map(([id], index) => (
          <li
            key={id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            // Keeps focus in the box, so the click does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => box.pick(id)}
          >
            {categoryLabel(names, id)}
          </li>
        ))}
      </ul>
      <DidYouMean
        id={box.offerId}
        offers={offers}
        names={names}
        onPick={box.pick}
      />
    </div>
  )
}
