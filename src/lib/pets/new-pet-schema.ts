import * as z from 'zod/mini'
import { int64Schema } from '../http/int64'
import { petStatusSchema } from './pet-schemas'

// NewPet, what the add form, a litter and the import send: its own module,
// as only those pages read it, so the list's first load does not carry it.

/**
 * Blank: the message is the code 'name-empty' (pet-form.ts), for the
 * screen to word. A refine, not z.minLength: zod's checks module sits in the
 * first load's chunk, and minLength would be its only user there.
 */
export const nameSchema = z.string().check(
  z.trim(),
  z.refine((name) => name.length > 0, 'name-empty'),
)

/** NewPet as it travels in JSON: ids are exact strings after parsing. */
export const newPetSchema = z.object({
  name: nameSchema,
  categoryId: int64Schema,
  status: z.optional(petStatusSchema),
})
export type NewPet = z.infer<typeof newPetSchema>
