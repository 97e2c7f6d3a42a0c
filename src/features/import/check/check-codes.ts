import * as z from 'zod/mini'

// What a check finds, as codes with their values, never as words: a row's
// problems and what Check the list found are kept with an import job, so a
// job stored in one language is read in another (the component words them,
// check-messages.ts). Older jobs kept English words in `message` instead.

/** What a row may duplicate: an animal by its ID, or an earlier row of the same file. */
const duplicateSchema = z.union([
  z.object({ id: z.string() }),
  z.object({ row: z.number() }),
])
export type Duplicate = z.infer<typeof duplicateSchema>

/** Wrong in the row's shape or text, found before any value is checked (parse-rows.ts). */
const shapeProblemSchema = z.union([
  z.object({
    problem: z.enum(['quote-unclosed', 'quote-misplaced', 'unreadable']),
  }),
  z.object({
    problem: z.enum(['too-few-cells', 'too-many-cells']),
    cells: z.number(),
    columns: z.number(),
  }),
])
export type ShapeProblem = z.infer<typeof shapeProblemSchema>

/** What stops a row from being sent (check-rows.ts). */
export const rowProblemSchema = z.union([
  shapeProblemSchema,
  z.object({ problem: z.enum(['name-empty', 'status']) }),
  z.object({ problem: z.literal('no-category'), name: z.string() }),
  z.object({
    problem: z.literal('category-id'),
    why: z.enum(['empty', 'not-whole', 'too-large']),
  }),
  /** A rule's own words, for a rule this list does not know. */
  z.object({ problem: z.literal('rule'), message: z.string() }),
  /** Not a problem with the row: a possible duplicate the person did not include. */
  z.object({ problem: z.literal('left-out'), duplicate: duplicateSchema }),
])
export type RowProblem = z.infer<typeof rowProblemSchema>

/** What Check the list says of one Unknown row (check-list.ts). */
export const findingSchema = z.union([
  /** No animal with its name and category. */
  z.object({ kind: z.literal('none') }),
  z.object({
    /**
     * older: only animals known before the import's first send (or another
     * send's); added: animals new since the record, oldest first (the row was
     * added, more than once if several); maybe: no record to tell, these
     * match, newest first, and any may be older.
     */
    kind: z.enum(['older', 'added', 'maybe']),
    ids: z.array(z.string()),
  }),
])
export type Finding = z.infer<typeof findingSchema>
