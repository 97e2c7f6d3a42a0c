import * as z from 'zod/mini'
import { int64TextProblem, toInt64String } from '../http/int64'
import { nameSchema, type NewPet } from './new-pet-schema'
import { PET_STATUSES } from './pet-schemas'

// The add form validates with the rules the mock server applies to NewPet
// (same name schema, same int64 rule), only with words for people: the
// category ID is typed text and stays a string so digits beyond 2^53 are kept.

/**
 * What the form's rules find, as codes: each zod issue's message is one, and
 * the screen words it (pet-form-messages.ts).
 */
export type FormProblem =
  | 'name-empty'
  | `category-id-${NonNullable<ReturnType<typeof int64TextProblem>>}`

const FORM_PROBLEMS: readonly string[] = [
  'name-empty',
  'category-id-empty',
  'category-id-not-whole',
  'category-id-too-large',
] satisfies FormProblem[]

export function isFormProblem(message: string): message is FormProblem {
  return FORM_PROBLEMS.includes(message)
}

const categoryIdField = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const problem = int64TextProblem(value)
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `category-id-${problem}` satisfies FormProblem,
      })
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
