import * as z from 'zod/mini'

/**
 * An id as the desk keeps it in its own records (the Activity log, what the
 * Overview saw): an exact decimal string (decision 002). A refine, not
 * z.regex: zod's schemas module sits in the first load's chunk, and z.regex
 * would bring its string-format checks there for these records alone.
 */
export const storedIdSchema = z
  .string()
  .check(z.refine((text) => /^-?\d{1,19}$/.test(text)))
