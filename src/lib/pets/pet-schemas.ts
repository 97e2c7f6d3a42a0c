import * as z from 'zod/mini'
import { int64Schema, safeIntSchema } from '../http/int64'
import { PET_STATUSES } from './list-options'

// The interface's resources as the client reads them: the API client parses
// every response with these. The mock keeps its own rules (src/mocks/rules.ts);
// both are checked against docs/openapi.yaml, so neither vouches for the other.

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, PET_STATUSES } from './list-options'
export const petStatusSchema = z.enum(PET_STATUSES)
export type PetStatus = z.infer<typeof petStatusSchema>

export const PET_STATUS_LABELS: Record<PetStatus, string> = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Adopted',
}

// NewPet is in new-pet-schema.ts: only forms and files read it, so the
// list's first load does not carry it.

/** Pet: NewPet plus its id. `status` may be absent: it is optional on NewPet. */
export const petSchema = z.object({
  id: int64Schema,
  name: z.string(),
  categoryId: int64Schema,
  status: z.optional(petStatusSchema),
})
export type Pet = z.infer<typeof petSchema>

export const petsSchema = z.array(petSchema)

const MIN_LIMIT = 1
export const MAX_LIMIT = 100

export const listQuerySchema = z.object({
  // Only a type's source in the app: annotated so the build drops the call.
  limit: z.optional(
    /* @__PURE__ */ safeIntSchema.check(z.gte(MIN_LIMIT), z.lte(MAX_LIMIT)),
  ),
  status: z.optional(petStatusSchema),
})
export type ListQuery = z.infer<typeof listQuerySchema>
