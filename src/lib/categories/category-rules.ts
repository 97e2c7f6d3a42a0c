import {
  type Category,
  foldText,
  getCategories,
  updateCategories,
} from './categories'
import type { Connection } from '../connection/connection'
import type { PerServerTabs } from '../tabs/per-server-store'
import { toInt64String } from '../http/int64'
import { englishOf, type Said, say } from '../i18n/said'
import { petFormMessages } from '../pets/pet-form-messages'
import { categoryRulesMessages as words } from './category-rules-messages'

// The rules for a category list, with messages for people: Settings →
// Categories and its file import use them. A problem carries its words as a
// Said, which the screen speaks in the chosen language, and in English.

/** Longest name kept: it shows in a table cell and on a card. */
export const MAX_CATEGORY_NAME = 60

type CategoryField = 'id' | 'name'

/** A pair that cannot be added: which field is wrong, and why (`message` is its English). */
export interface CategoryProblem {
  field: CategoryField
  said: Said
  message: string
}

function problem(field: CategoryField, said: Said): CategoryProblem {
  return { field, said, message: englishOf(said) }
}

/** A list's pairs by ID and by folded name: a file's reader adds to it, so each line costs one fold. */
export interface CategoryIndex {
  ids: Map<string, Category>
  names: Map<string, Category>
}

/** Adds a pair to `index`, the first of a name or ID kept. */
export function indexCategory(index: CategoryIndex, category: Category): void {
  if (!index.ids.has(category.id)) index.ids.set(category.id, category)
  const folded = foldText(category.name)
  if (!index.names.has(folded)) index.names.set(folded, category)
}

export function indexCategories(list: readonly Category[]): CategoryIndex {
  const index: CategoryIndex = { ids: new Map(), names: new Map() }
  for (const category of list) indexCategory(index, category)
  return index
}

/**
 * Why a pair cannot be added to `list`, or null. IDs must be exact int64s;
 * names are trimmed, and must differ (ignoring case and accents) because a
 * name is also typed to mean its ID (add form, import). Checking many pairs,
 * pass a CategoryIndex and add each pair kept to it (decision 028).
 */
export function categoryProblem(
  list: readonly Category[] | CategoryIndex,
  idText: string,
  nameText: string,
): CategoryProblem | null {
  const idTrimmed = idText.trim()
  if (!idTrimmed) return problem('id', say(petFormMessages, 'categoryIdEmpty'))
  const id = /^-?\d+$/.test(idTrimmed) ? toInt64String(idTrimmed) : null
  if (id === null) {
    return problem(
      'id',
      say(words, /^-?\d+$/.test(idTrimmed) ? 'idTooLarge' : 'idNotWhole'),
    )
  }
  const name = nameText.trim()
  if (!name) return problem('name', say(words, 'enterName'))
  if (name.length > MAX_CATEGORY_NAME) {
    return problem(
      'name',
      say(words, 'nameTooLong', { max: MAX_CATEGORY_NAME }),
    )
  }
  // "12" as a name would read as ID 12 wherever a name or an ID is accepted.
  if (/^-?\d+$/.test(name)) return problem('name', say(words, 'nameIsNumber'))
  const index = Array.isArray(list)
    ? indexCategories(list as readonly Category[])
    : (list as CategoryIndex)
  // Ids are exact decimal text, put in as text (never grouped as a number).
  const same = index.ids.get(id)
  if (same) {
    return problem('id', say(words, 'idTaken', { id, name: same.name }))
  }
  const clash = index.names.get(foldText(name))
  if (clash) {
    return problem(
      'name',
      say(words, 'nameTaken', { name: clash.name, id: clash.id }),
    )
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
  const index = indexCategories([])
  const entries = text.split(',')
  entries.forEach((entry, at) => {
    if (!entry.trim()) return
    const equals = entry.indexOf('=')
    if (equals < 0) {
      problems.push(
        `Entry ${at + 1} ('${entry.trim()}'): write it as ID=Name, for example 1=Dogs`,
      )
      return
    }
    const id = entry.slice(0, equals)
    const name = entry.slice(equals + 1)
    const found = categoryProblem(index, id, name)
    if (found) {
      problems.push(`Entry ${at + 1} ('${entry.trim()}'): ${found.message}`)
      return
    }
    const category = { id: toInt64String(id.trim()) ?? id, name: name.trim() }
    categories.push(category)
    indexCategory(index, category)
  })
  return { categories, problems }
}

/** Adds a pair to the current connection's list; returns the problem instead when it cannot be added. */
export function addCategory(
  tabs: PerServerTabs,
  idText: string,
  nameText: string,
  connection?: Connection,
): CategoryProblem | null {
  const found = categoryProblem(
    getCategories(tabs, connection),
    idText,
    nameText,
  )
  if (found) return found
  updateCategories(
    tabs,
    (list) => [
      ...list,
      { id: toInt64String(idText.trim()) ?? idText, name: nameText.trim() },
    ],
    connection,
  )
  return null
}

export function removeCategory(
  tabs: PerServerTabs,
  id: string,
  connection?: Connection,
): void {
  updateCategories(
    tabs,
    (list) => list.filter((category) => category.id !== id),
    connection,
  )
}
