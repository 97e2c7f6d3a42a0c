import { categoryIdByName } from '../../../lib/categories/category-by-name'
import { int64TextProblem } from '../../../lib/http/int64'
import { addAnimalFormSchema, toNewPet } from '../../../lib/pets/pet-form'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import { animalKey } from '../../../lib/pets/same-animal'
import { statusOf } from '../file-words'
import type { ParsedRow } from '../parse-rows'
import type { Duplicate, RowProblem } from './check-codes'

// Checks every row with the add form's own rules, without a request of its
// own. A row like an animal the desk knows of (listed, or sent from this
// browser), or like an earlier row, is a possible duplicate: the API has no
// delete, so it is left out unless the person includes it, since the match
// may also be another animal of the same name. Problems are codes with
// values (check-codes.ts): the page words them in the chosen language.

/** An animal the desk knows of: from a list, or added from this browser. */
export type KnownAnimal = Pick<Pet, 'id' | 'name' | 'categoryId'>

export type { Duplicate }

export interface CheckedRow extends ParsedRow {
  /** What stops the row from being sent; empty when ready. */
  problems: RowProblem[]
  /** The request body, when the rules pass. */
  pet: NewPet | null
  /** Same name (case and accents ignored) and category as this; left out unless included. */
  duplicateOf: Duplicate | null
  /** Set by `withLeftOut`: not sent because it may be a duplicate, not for a problem. */
  leftOut?: true
}

/** A row the rules pass that is left out because it may be a duplicate and was not included. */
export function isLeftOut(
  row: CheckedRow,
  included: ReadonlySet<number>,
): boolean {
  return row.pet !== null && row.duplicateOf !== null && !included.has(row.row)
}

/** The rows as the import takes them: a left-out row is skipped, saying why. */
export function withLeftOut(
  rows: readonly CheckedRow[],
  included: ReadonlySet<number>,
): CheckedRow[] {
  return rows.map((row) =>
    row.duplicateOf && isLeftOut(row, included)
      ? {
          ...row,
          pet: null,
          problems: [{ problem: 'left-out', duplicate: row.duplicateOf }],
          leftOut: true as const,
        }
      : row,
  )
}

/**
 * The category a cell means: an ID as it is, or a name (case and accents
 * ignored) as its ID from Settings → Categories. `unknown` for a name that
 * is not there; anything else is left to the form's rules.
 */
function resolveCategory(
  cell: string,
  names: ReadonlyMap<string, string>,
): { id: string; unknown: false } | { id: null; unknown: true } {
  const text = cell.trim()
  // Numbers (and number-like typos such as "1.5") are IDs for the form's rule to judge.
  if (!text || /^[-+]?[\d.,\s]+$/.test(text))
    return { id: cell, unknown: false }
  const id = categoryIdByName(names, text)
  return id === undefined ? { id: null, unknown: true } : { id, unknown: false }
}

/** A failed rule of the add form as a code; a rule not known here keeps its own words. */
function ruleProblem(
  field: PropertyKey | undefined,
  message: string,
  categoryId: string,
): RowProblem {
  if (field === 'status') return { problem: 'status' }
  if (field === 'name') return { problem: 'name-empty' }
  const why =
    field === 'categoryId' ? int64TextProblem(categoryId.trim()) : null
  return why ? { problem: 'category-id', why } : { problem: 'rule', message }
}

/**
 * Each row by the add form's rules, and against `known` (first match wins,
 * so put the newest first) and the rows before it. Rows built from a list of
 * names (a litter) check the same way. `names`: the categories' ID → name.
 */
export function checkRows(
  rows: readonly ParsedRow[],
  known: readonly KnownAnimal[],
  names: ReadonlyMap<string, string>,
): CheckedRow[] {
  const knownByKey = new Map<string, KnownAnimal>()
  for (const animal of known) {
    const key = animalKey(animal.name, animal.categoryId)
    if (!knownByKey.has(key)) knownByKey.set(key, animal)
  }
  const firstRowOf = new Map<string, number>()

  return rows.map((row) => {
    const problems: RowProblem[] = []
    if (row.shapeProblem) problems.push(row.shapeProblem)

    const status = statusOf(row.status)
    const category = resolveCategory(row.categoryId, names)
    const categoryId = category.id ?? ''
    const parsed = addAnimalFormSchema.safeParse({
      name: row.name,
      categoryId: category.unknown ? '0' : categoryId,
      status,
    })
    // A row of the wrong shape has its cells in the wrong columns: that is the one thing to say.
    if (!row.shapeProblem) {
      if (category.unknown) {
        problems.push({ problem: 'no-category', name: row.categoryId.trim() })
      }
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(ruleProblem(issue.path[0], issue.message, categoryId))
      }
    }

    const key = animalKey(row.name, category.id ?? row.categoryId)
    const first = firstRowOf.get(key)
    if (first === undefined) firstRowOf.set(key, row.row)
    const match = knownByKey.get(key)
    const duplicateOf: Duplicate | null = !row.name.trim()
      ? null
      : match
        ? { id: match.id }
        : first !== undefined
          ? { row: first }
          : null

    return {
      ...row,
      problems,
      pet:
        problems.length === 0 && parsed.success ? toNewPet(parsed.data) : null,
      duplicateOf,
    }
  })
}
