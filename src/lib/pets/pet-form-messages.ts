import { defineMessages, type Say } from '../i18n/messages'
import type { FormProblem } from './pet-form'

/**
 * The add form's rules in words (pet-form.ts finds them as codes): the add
 * form, an import's rows and Settings → Categories say them.
 */
export const petFormMessages = defineMessages('petForm', {
  nameEmpty: 'Enter a name',
  categoryIdEmpty: 'Enter a category ID',
  categoryIdNotWhole: 'Enter the category ID as a whole number, like 3',
  categoryIdTooLarge:
    'That number is too large for a category ID (the most is {max})',
})

export type PetFormSay = Say<typeof petFormMessages.english>

const KEYS = {
  'name-empty': 'nameEmpty',
  'category-id-empty': 'categoryIdEmpty',
  'category-id-not-whole': 'categoryIdNotWhole',
} as const

/** A rule's code in words. The largest int64 as an ID is written: digits only. */
export function formProblemText(t: PetFormSay, problem: FormProblem): string {
  return problem === 'category-id-too-large'
    ? t('categoryIdTooLarge', { max: '9223372036854775807' })
    : t(KEYS[problem])
}
