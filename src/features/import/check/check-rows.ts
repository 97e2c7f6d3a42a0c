import {
  categoryIdByName,
  getCategories,
  namesOf,
} from '../../../lib/categories/categories'
import { addAnimalFormSchema, toNewPet } from '../../../lib/pets/pet-form'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { PET_STATUSES } from '../../../lib/pets/pet-schemas'
import { animalKey } from '../../../lib/pets/same-animal'
import type { ParsedRow } from '../parse-rows'

// Checks every row with the add form's own rules, without a request of its
// own. A row like an animal the desk knows of (listed, or sent from this
// browser), or like an earlier row, is a possible duplicate: the API has no
// delete, so it is left out unless the person includes it, since the match
// may also be another animal of the same name.

/** An animal the desk knows of: from a list, or added from this browser. */
export type KnownAnimal = Pick<Pet, 'id' | 'name' | 'categoryId'>

/** What a row may duplicate: an animal by its ID, or an earlier row of the same file. */
export type Duplicate = { id: string } | { row: number }

export interface CheckedRow extends ParsedRow {
  /** What stops the row from being sent, in words; empty when ready. */
  problems: string[]
  /** The request body, when the rules pass. */
  pet: NewPet | null
  /** Same name (case and accents ignored) and category as this; left out unless included. */
  duplicateOf: Duplicate | null
  /** Set by `withLeftOut`: not sent because it may be a duplicate, not for a problem. */
  leftOut?: true
}

const STATUS_PROBLEM = `Status must be one of ${PET_STATUSES.join(', ')}, or left empty`

/** "Possible duplicate of ID 123", "Possible duplicate of row 2". */
export function duplicateText(duplicate: Duplicate): string {
  return 'id' in duplicate
    ? `Possible duplicate of ID ${duplicate.id}`
    : `Possible duplicate of row ${duplicate.row}`
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
          problems: [`Left out: ${duplicateText(row.duplicateOf)}`],
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

/**
 * Each row by the add form's rules, and against `known` (first match wins,
 * so put the newest first) and the rows before it. Rows built from a list of
 * names (a litter) check the same way.
 */
export function checkRows(
  rows: readonly ParsedRow[],
  known: readonly KnownAnimal[],
  names: ReadonlyMap<string, string> = namesOf(getCategories()),
): CheckedRow[] {
  const knownByKey = new Map<string, KnownAnimal>()
  for (const animal of known) {
    const key = animalKey(animal.name, animal.categoryId)
    if (!knownByKey.has(key)) knownByKey.set(key, animal)
  }
  const firstRowOf = new Map<string, number>()

  return rows.map((row) => {
    const problems: string[] = []
    if (row.shapeProblem) problems.push(row.shapeProblem)

    const status = row.status.trim().toLowerCase()
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
        problems.push(
          `No category named '${row.categoryId.trim()}': add it in Settings → Categories, or give its ID as a whole number`,
        )
      }
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(
            issue.path[0] === 'status' ? STATUS_PROBLEM : issue.message,
          )
        }
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
