import * as z from 'zod/mini'
import { int64TextProblem, toInt64String } from '../http/int64'
import { nameSchema, type NewPet, PET_STATUSES } from './pet-schemas'

// The add form validates with the rules the mock server applies to NewPet
// (same name schema, same int64 rule), only with words for people: the
// category ID is typed text and stays a string so digits beyond 2^53 are kept.

/** The category ID rule in English; the add form words it by these (add-messages.ts). */
export const CATEGORY_ID_PROBLEMS = {
  empty: 'Enter a category ID',
  'not-whole': 'Enter the category ID as a whole number, like 3',
  'too-large':
    'That number is too large for a category ID (the most is 9223372036854775807)',
} as const

const categoryIdField = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const problem = int64TextProblem(value)
    if (problem)
      ctx.addIssue({ code: 'custom', message: CATEGORY_ID_PROBLEMS[problem] })
  }),
)

export const addAnimalFormSchema = z.object({
  name: nameSchema,
  categoryId: categoryIdField,
  /** '' is "Not set": no status is sent. */
  status: z.enum(['', ...PET_STATUSES]),
})
export type AddAnimalForm = z.input<typeof addAnimalFormSchema>

export const EMPTY_FORM: AddAnimalForm = {
  name: '',
  categoryId: '',
  status: '',
}

export function toNewPet(form: AddAnimalForm): NewPet {
  return {
    name: form.name,
    categoryId: toInt64String(form.categoryId) ?? form.categoryId,
    ...(form.status ? { status: form.status } : {}),
  }
}

/**
 * Which field a server 400 message is about, when it names one: at the start
 * ("categoryId must be…") or quoted ("invalid `status`"). Prose that merely
 * contains a word like "name" is not taken as naming a field.
 */
export function fieldOfServerMessage(
  message: string,
): keyof AddAnimalForm | null {
  const named =
    /^(name|categoryId|status)\b/.exec(message)?.[1] ??
    /[`'"“](name|categoryId|status)[`'"”]/.exec(message)?.[1]
  return named === 'name' || named === 'categoryId' || named === 'status'
    ? named
    : null
}
