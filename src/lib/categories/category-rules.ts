import {
  type Category,
  foldText,
  getCategories,
  updateCategories,
} from './categories'
import { type Connection, getConnection } from '../connection/connection'
import { toInt64String } from '../http/int64'

// The rules for a category list, with messages for people: Settings →
// Categories and its file import use them.

/** Longest name kept: it shows in a table cell and on a card. */
export const MAX_CATEGORY_NAME = 60

export type CategoryField = 'id' | 'name'

/**
 * Why a pair cannot be added to `list`, or null. IDs must be exact int64s;
 * names are trimmed, and must differ (ignoring case and accents) because a
 * name is also typed to mean its ID (add form, import).
 */
export function categoryProblem(
  list: readonly Category[],
  idText: string,
  nameText: string,
): { field: CategoryField; message: string } | null {
  const idTrimmed = idText.trim()
  if (!idTrimmed) return { field: 'id', message: 'Enter a category ID' }
  const id = /^-?\d+$/.test(idTrimmed) ? toInt64String(idTrimmed) : null
  if (id === null) {
    return {
      field: 'id',
      message: /^-?\d+$/.test(idTrimmed)
        ? 'Category ID is too large: it must be between -9223372036854775808 and 9223372036854775807'
        : 'Category ID must be a whole number, for example 1',
    }
  }
  const name = nameText.trim()
  if (!name) return { field: 'name', message: 'Enter a category name' }
  if (name.length > MAX_CATEGORY_NAME) {
    return {
      field: 'name',
      message: `Category name is too long: at most ${MAX_CATEGORY_NAME} characters`,
    }
  }
  // "12" as a name would read as ID 12 wherever a name or an ID is accepted.
  if (/^-?\d+$/.test(name)) {
    return {
      field: 'name',
      message: 'Category name cannot be only a number: it would read as an ID',
    }
  }
  const same = list.find((category) => category.id === id)
  if (same) {
    return {
      field: 'id',
      message: `Category ID ${id} already has the name '${same.name}': remove it first to rename it`,
    }
  }
  const folded = foldText(name)
  const clash = list.find((category) => foldText(category.name) === folded)
  if (clash) {
    return {
      field: 'name',
      message: `The name '${clash.name}' is already used by category ID ${clash.id}`,
    }
  }
  return null
}

/**
 * Parses `1=Dogs,2=Cats` (VITE_CATEGORIES). Returns the valid pairs and a
 * message for each entry that was skipped, so a build's typo is reported
 * rather than silently dropping a name.
 */
export function parseCategoryList(text: string): {
  categories: Category[]
  problems: string[]
} {
  const categories: Category[] = []
  const problems: string[] = []
  const entries = text.split(',')
  entries.forEach((entry, index) => {
    if (!entry.trim()) return
    const equals = entry.indexOf('=')
    if (equals < 0) {
      problems.push(
        `Entry ${index + 1} ('${entry.trim()}'): write it as ID=Name, for example 1=Dogs`,
      )
      return
    }
    const id = entry.slice(0, equals)
    const name = entry.slice(equals + 1)
    const problem = categoryProblem(categories, id, name)
    if (problem) {
      problems.push(
        `Entry ${index + 1} ('${entry.trim()}'): ${problem.message}`,
      )
      return
    }
    categories.push({ id: toInt64String(id.trim()) ?? id, name: name.trim() })
  })
  return { categories, problems }
}

/** Adds a pair to the current connection's list; returns the problem instead when it cannot be added. */
export function addCategory(
  idText: string,
  nameText: string,
  connection: Connection = getConnection(),
): { field: CategoryField; message: string } | null {
  const problem = categoryProblem(getCategories(connection), idText, nameText)
  if (problem) return problem
  updateCategories(
    (list) => [
      ...list,
      { id: toInt64String(idText.trim()) ?? idText, name: nameText.trim() },
    ],
    connection,
  )
  return null
}

export function removeCategory(
  id: string,
  connection: Connection = getConnection(),
): void {
  updateCategories(
    (list) => list.filter((category) => category.id !== id),
    connection,
  )
}
