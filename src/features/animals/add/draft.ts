import { readJson, removeItem, writeJson } from '../../../lib/tabs/web-storage'
import type { AddAnimalForm } from '../../../lib/pets/pet-form'
import { PET_STATUSES } from '../../../lib/pets/pet-schemas'

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

export function saveDraft(form: AddAnimalForm): void {
  writeJson('session', DRAFT_KEY, form)
}

export function clearDraft(): void {
  removeItem('session', DRAFT_KEY)
}
