import { useEffect } from 'react'
import { type Control, useWatch } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n/use-messages'
import { readJson, removeItem, writeJson } from '../../../lib/tabs/web-storage'
import type { AddAnimalForm } from '../../../lib/pets/pet-form'
import { PET_STATUSES } from '../../../lib/pets/pet-schemas'
import { useUnfinishedWork } from '../../../lib/util/unfinished-work'
import { addMessages } from './add-messages'

// What staff typed survives going to Settings and back, a reload, or a failed
// send: it is kept for this tab until the animal is created.
const DRAFT_KEY = 'adoption-desk:new-animal-draft'

export function readDraft(): AddAnimalForm | null {
  const value = readJson('session', DRAFT_KEY)
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const text = (field: string) =>
    typeof record[field] === 'string' ? record[field] : ''
  return {
    name: text('name'),
    categoryId: text('categoryId'),
    status: PET_STATUSES.find((status) => status === record.status) ?? '',
  }
}

function saveDraft(form: AddAnimalForm): void {
  writeJson('session', DRAFT_KEY, form)
}

export function clearDraft(): void {
  removeItem('session', DRAFT_KEY)
}

/**
 * An animal added with "Add and start another": the kept draft, if it is
 * still the one sent, keeps its category and status for the next animal but
 * never the name just added, even when the form was left before the answer.
 */
export function dropSentName(sent: AddAnimalForm): void {
  const draft = readDraft()
  if (draft && JSON.stringify(draft) === JSON.stringify(sent))
    saveDraft({ ...draft, name: '' })
}

/**
 * Keeps the draft on every keystroke until the animal is created; an emptied
 * form clears it, so an old draft never comes back. Returns the values typed.
 */
export function useKeptDraft(control: Control<AddAnimalForm>) {
  const { t } = useMessages(addMessages)
  const values = useWatch({ control })
  useEffect(() => {
    const draft = {
      name: values.name ?? '',
      categoryId: values.categoryId ?? '',
      status: values.status ?? '',
    }
    if (draft.name || draft.categoryId || draft.status) saveDraft(draft)
    else clearDraft()
  }, [values.name, values.categoryId, values.status])
  useUnfinishedWork(
    values.name || values.categoryId || values.status ? t('unfinished') : null,
  )
  return values
}
