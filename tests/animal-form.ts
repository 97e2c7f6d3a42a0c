import { expect, type Page } from '@playwright/test'

/** What a person types into the Add animal form; `status` is the option's label. */
export interface AnimalDraft {
  name: string
  categoryId: string
  status: 'Available' | 'Pending' | 'Adopted'
}

export async function fillAnimalForm(page: Page, draft: AnimalDraft) {
  await page.getByLabel('Name').fill(draft.name)
  await page.getByLabel('Category ID').fill(draft.categoryId)
  await page.getByLabel('Status').selectOption({ label: draft.status })
}

/** The form still holds the draft exactly: a failure lost nothing typed. */
export async function expectAnimalFormKeeps(page: Page, draft: AnimalDraft) {
  await expect(page.getByLabel('Name')).toHaveValue(draft.name)
  await expect(page.getByLabel('Category ID')).toHaveValue(draft.categoryId)
  await expect(page.getByLabel('Status')).toHaveValue(
    draft.status.toLowerCase(),
  )
}
