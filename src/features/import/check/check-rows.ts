import {
  categoryIdByName,
  getCategories,
  namesOf,
} from '../../../lib/categories/categories'
import { toInt64String } from '../../../lib/http/int64'
import { addAnimalFormSchema, toNewPet } from '../../../lib/pets/pet-form'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { PET_STATUSES } from '../../../lib/pets/pet-schemas'
import type { ParsedRow } from '../parse-rows'

// Checks every row with the add form's own rules, without a request. Rows
// repeated within the file are problems (sending both would add the animal
// twice); a row like an animal already loaded is only a warning, since the
// API cannot search and the match may be another animal of the same name.

export interface CheckedRow extends ParsedRow {
  /** What stops the row from being sent, in words; empty when ready. */
  problems: string[]
  /** Worth a look, but the row is still sent. */
  warnings: string[]
  /** The request body, when ready. */
  pet: NewPet | null
}

const STATUS_PROBLEM = `Status must be one of ${PET_STATUSES.join(', ')}, or left empty`

/** Same animal, as far as a file can tell: same name (ignoring case and spaces at the ends) and category. */
function identity(name: string, categoryId: string): string {
  return `${name.trim().toLocaleLowerCase()}\u0000${toInt64String(categoryId.trim()) ?? categoryId.trim()}`
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

export function checkRows(
  rows: readonly ParsedRow[],
  loaded: readonly Pet[],
  names: ReadonlyMap<string, string> = namesOf(getCategories()),
): CheckedRow[] {
  const loadedByIdentity = new Map<string, Pet>()
  for (const pet of loaded) {
    const key = identity(pet.name, pet.categoryId)
    if (!loadedByIdentity.has(key)) loadedByIdentity.set(key, pet)
  }
  const firstRowOf = new Map<string, number>()

  return rows.map((row) => {
    const problems: string[] = []
    const warnings: string[] = []
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

    const key = identity(row.name, category.id ?? row.categoryId)
    const first = firstRowOf.get(key)
    if (first === undefined) firstRowOf.set(key, row.row)
    else if (row.name.trim()) {
      problems.push(
        `Same name and category as row ${first}: remove one, or give this animal its own name`,
      )
    }
    const match = loadedByIdentity.get(key)
    if (match) {
      warnings.push(
        `An animal with this name and category is already loaded (ID ${match.id}): it may be added twice`,
      )
    }

    return {
      ...row,
      problems,
      warnings,
      pet:
        problems.length === 0 && parsed.success ? toNewPet(parsed.data) : null,
    }
  })
}
