import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { useCategoryNames } from '../../../lib/categories/categories'
import { useConnection } from '../../../lib/connection/use-connection'
import { useSaid } from '../../../lib/i18n/use-said'
import { useMessages } from '../../../lib/i18n/use-messages'
import { animalQueries } from '../../../lib/pets/pet-queries'
import type { Pet } from '../../../lib/pets/pet-schemas'
import {
  animalKey,
  LATEST_WINDOW,
  sameAnimals,
} from '../../../lib/pets/same-animal'
import { addMessages } from './add-messages'
import type { KnownAnimal } from './known-animals'
import { type Words, wordsOf } from './send-failure'

/** "Dogs" when the category is named in Settings → Categories, else "category 7". */
function useCategoryText() {
  const { t } = useMessages(addMessages)
  const names = useCategoryNames()
  return (id: string) => names.get(id) ?? t('categoryNumber', { id })
}

function MatchLine({ animal }: { animal: KnownAnimal }) {
  const { t, rich } = useMessages(addMessages)
  const category = useCategoryText()(animal.categoryId)
  const activityLink = (
    <Link to={`/activity${animal.entryId ? `#entry-${animal.entryId}` : ''}`}>
      {t('seeItInActivity')}
    </Link>
  )
  if (animal.waiting)
    return (
      <li>
        {rich('sentWaiting', {
          name: animal.name,
          category,
          link: activityLink,
        })}
      </li>
    )
  if (animal.row !== undefined)
    return (
      <li>
        {rich('importRow', {
          row: animal.row,
          name: animal.name,
          category,
          link: <Link to="/animals/import">{t('followImport')}</Link>,
        })}
      </li>
    )
  if (animal.id === null)
    return (
      <li>
        {rich('sentUnknown', {
          name: animal.name,
          category,
          link: activityLink,
        })}
      </li>
    )
  return (
    <li>
      {rich('alreadyListed', {
        name: animal.name,
        category,
        link: <Link to={`/animals/${animal.id}`}>{animal.id}</Link>,
      })}
    </li>
  )
}

/** What Check the latest 100 found, for the name and category asked; worded when shown. */
type Checked = { key: string; name: string; categoryId: string } & (
  { found: string[]; total: number } | { failed: Words }
)

/** The known animals like the one typed, above the buttons; announced as they appear. */
export function DuplicateMatches({
  matches,
}: {
  matches: readonly KnownAnimal[]
}) {
  return (
    <div aria-live="polite">
      {matches.length > 0 && (
        <ul className="notice warn duplicate-matches">
          {matches.map((animal) => (
            <MatchLine
              key={
                animal.id ??
                animal.entryId ??
                (animal.row === undefined ? 'unknown' : `row-${animal.row}`)
              }
              animal={animal}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

/** What Check the latest 100 covered and found, in the chosen language. */
function useCheckedText(checked: Checked | null) {
  const { t } = useMessages(addMessages)
  const categoryText = useCategoryText()
  const failed = checked && 'failed' in checked ? checked.failed : null
  const said = useSaid(failed?.said)
  return (result: Checked): string => {
    if ('failed' in result)
      return t('checkFailed', {
        latest: LATEST_WINDOW,
        message: said ?? result.failed.message,
      })
    const values = {
      name: result.name,
      category: categoryText(result.categoryId),
      ids: result.found.join(', '),
    }
    const found = result.found.length > 0
    if (result.total < LATEST_WINDOW)
      return found
        ? t('checkedAllFound', { ...values, count: result.total })
        : t('checkedAllNone', { ...values, count: result.total })
    return found
      ? t('checkedLatestFound', { ...values, latest: LATEST_WINDOW })
      : t('checkedLatestNone', { ...values, latest: LATEST_WINDOW })
  }
}

/**
 * Check the latest 100: one request to look further than the desk holds,
 * and what it covered. After the buttons, so adding in a run does not tab
 * through it.
 */
export function CheckLatest({
  name,
  categoryId,
  onChecked,
}: {
  name: string
  categoryId: string
  /** The animals found like the one typed, for a send in doubt. */
  onChecked: (found: Pet[]) => void
}) {
  const descriptionId = useId()
  const client = useQueryClient()
  const { scope } = useConnection()
  const { t } = useMessages(addMessages)
  const [checking, setChecking] = useState(false)
  const [checked, setChecked] = useState<Checked | null>(null)
  const ready = name.trim() !== '' && /^\s*-?\d+\s*$/.test(categoryId)
  const key = ready ? animalKey(name, categoryId) : ''

  async function checkLatest() {
    const asked = { key, name: name.trim(), categoryId: categoryId.trim() }
    setChecking(true)
    try {
      // One request, even when a list of them is cached: the point is to look again.
      const pets = await client.query({
        ...animalQueries.latest(scope),
        staleTime: 0,
      })
      const found = sameAnimals(pets, asked.name, asked.categoryId)
      setChecked({
        ...asked,
        found: [...new Set(found.map((pet) => pet.id))],
        total: pets.length,
      })
      onChecked(found)
    } catch (error) {
      setChecked({
        ...asked,
        failed: wordsOf(error),
      })
    } finally {
      setChecking(false)
    }
  }

  const checkedText = useCheckedText(checked)
  return (
    <div className="duplicate-latest">
      {ready && (
        <>
          <button
            type="button"
            className="secondary"
            aria-disabled={checking}
            aria-describedby={descriptionId}
            onClick={() => {
              if (!checking) void checkLatest()
            }}
          >
            {t('checkLatest', { latest: LATEST_WINDOW })}
          </button>
          <p id={descriptionId} className="hint">
            {t('checkLatestWhy', { latest: LATEST_WINDOW })}
          </p>
        </>
      )}
      <p
        role="status"
        className={checked?.key === key ? 'hint' : 'visually-hidden'}
      >
        {checking
          ? t('checking')
          : checked?.key === key
            ? checkedText(checked)
            : ''}
      </p>
    </div>
  )
}

/**
 * Animals Check the latest 100 found for a send in doubt that may be an
 * older twin: one press each marks the send Added as that animal. The main
 * button while shown: the form's own say "Add anyway".
 */
export function MarkAdded({
  candidates,
  onMark,
}: {
  candidates: readonly Pet[]
  onMark: (pet: Pet) => void
}) {
  const { t } = useMessages(addMessages)
  if (!candidates.length) return null
  return (
    <div className="mark-added">
      <p>
        {t('mayBeOlder', {
          ids: candidates.map((pet) => pet.id).join(', '),
        })}
      </p>
      <p className="actions">
        {candidates.map((pet) => (
          <button key={pet.id} type="button" onClick={() => onMark(pet)}>
            {t('markAdded', { id: pet.id })}
          </button>
        ))}
      </p>
    </div>
  )
}
