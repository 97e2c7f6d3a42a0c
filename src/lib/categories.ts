import { useSyncExternalStore } from 'react'
import { type Connection, getConnection } from './connection'
import { config } from './env'
import { toInt64String } from './int64'
import { createPersistedStore, type PersistedStore } from './persisted-store'
import { useConnection } from './use-connection'

// Names for category IDs. The API only knows `categoryId`; staff know "Dogs".
// The names live in this browser, per API address (two servers may number
// their categories differently), shared by every tab like the plan. A build
// may give defaults (VITE_CATEGORIES=1=Dogs,2=Cats); once the person saves a
// list, even an empty one, theirs is used instead.
//
// This module is on the first load (the list shows names), so it stays small:
// no zod, and the file import/export lives in category-file.ts.

export interface Category {
  /** Exact int64 as a decimal string (decision 002). */
  id: string
  name: string
}

/** Longest name kept: it shows in a table cell and on a card. */
export const MAX_CATEGORY_NAME = 60

/**
 * Text folded for matching as people read it: case and accents ignored, so
 * "zoe" finds "Zoé" and "DOGS" is the name "Dogs".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .trim()
}

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

/** Reads a stored or built-in list, keeping each valid pair (the first of duplicates). */
export function cleanCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) return []
  const list: Category[] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { id, name } = item as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') continue
    if (categoryProblem(list, id, name) === null)
      list.push({ id: toInt64String(id) ?? id, name: name.trim() })
  }
  return list
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

const built = parseCategoryList(config.categories)
if (built.problems.length > 0 && import.meta.env.DEV) {
  console.warn(`VITE_CATEGORIES: ${built.problems.join('; ')}`)
}
/** The build's defaults (VITE_CATEGORIES); bad entries are left out. */
export const BUILT_IN_CATEGORIES: readonly Category[] = built.categories

const KEY_PREFIX = 'adoption-desk:categories:'

/** Which list a connection uses: one per API address. */
export function categoriesKey(connection: Connection): string {
  return `${KEY_PREFIX}${connection.baseUrl ?? `${connection.environment}:unset`}`
}

const stores = new Map<string, PersistedStore<readonly Category[]>>()

function storeFor(connection: Connection): PersistedStore<readonly Category[]> {
  const key = categoriesKey(connection)
  let store = stores.get(key)
  if (!store) {
    store = createPersistedStore<readonly Category[]>({
      key,
      parse: cleanCategories,
      fallback: BUILT_IN_CATEGORIES,
    })
    stores.set(key, store)
  }
  return store
}

/** The current connection's list: saved, or the build's defaults. */
export function getCategories(
  connection: Connection = getConnection(),
): readonly Category[] {
  return storeFor(connection).get()
}

/** Replaces the current connection's list (file import, tests); keeps the valid pairs. */
export function saveCategories(
  list: readonly Category[],
  connection: Connection = getConnection(),
): void {
  storeFor(connection).set(cleanCategories(list))
}

/** Adds a pair; returns the problem instead when it cannot be added. */
export function addCategory(
  idText: string,
  nameText: string,
  connection: Connection = getConnection(),
): { field: CategoryField; message: string } | null {
  const store = storeFor(connection)
  const problem = categoryProblem(store.get(), idText, nameText)
  if (problem) return problem
  store.update((list) => [
    ...list,
    { id: toInt64String(idText.trim()) ?? idText, name: nameText.trim() },
  ])
  return null
}

export function removeCategory(
  id: string,
  connection: Connection = getConnection(),
): void {
  storeFor(connection).update((list) =>
    list.filter((category) => category.id !== id),
  )
}

/** The current connection's list; updates on change, from any tab. */
export function useCategories(): readonly Category[] {
  const store = storeFor(useConnection())
  return useSyncExternalStore(store.subscribe, store.get)
}

const maps = new WeakMap<readonly Category[], ReadonlyMap<string, string>>()

/** ID → name for a list; the same Map for the same list. */
export function namesOf(
  list: readonly Category[],
): ReadonlyMap<string, string> {
  let names = maps.get(list)
  if (!names) {
    names = new Map(list.map((category) => [category.id, category.name]))
    maps.set(list, names)
  }
  return names
}

/** Category ID (decimal string, exact int64) → name, for the current connection; updates on change, from any tab. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  return namesOf(useCategories())
}

/** "Dogs · 1" for a named ID, "1" for an unnamed one. */
export function categoryLabel(
  names: ReadonlyMap<string, string>,
  id: string,
): string {
  const name = names.get(id)
  return name === undefined ? id : `${name} · ${id}`
}

/** The ID a typed name stands for (case and accents ignored), or undefined. */
export function categoryIdByName(
  names: ReadonlyMap<string, string>,
  name: string,
): string | undefined {
  const folded = foldText(name)
  if (!folded) return undefined
  for (const [id, candidate] of names)
    if (foldText(candidate) === folded) return id
  return undefined
}
