import * as z from 'zod/mini'

/**
 * A boolean, checked by hand: zod sits in the first load's chunk, and
 * z.boolean() would bring its boolean schema there, though only the Overview,
 * the import and the settings read one.
 */
export const booleanSchema = z.custom<boolean>(
  (value) => typeof value === 'boolean',
)
