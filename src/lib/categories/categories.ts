import type { Connection } from '../connection/connection'
import { config } from '../connection/env'
import { DEMO_CATEGORIES } from '../demo/demo-samples'
import { toInt64String } from '../http/int64'
import { type PerServerTabs, perServerStore } from '../tabs/per-server-store'

// Names for category IDs: the API only knows `categoryId`; staff know "Dogs".
// The names live in this browser, per API address (two servers may number
// their categories differently). A build may give defaults (VITE_CATEGORIES),
// and demo mode names its sample categories; once the person saves a list,
// even an empty one, theirs is used instead.

export interface Category {
  /** Exact int64 as a decimal string (decision 002). */
  id: string
  name: string
}

/** Keeps each pair with an exact int64 ID and a name (the first of a repeated ID). */
export function cleanCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) return []
  const list: Category[] = []
  const seen = new Set<string>()
  for (const item of value as unknown[]) {
    const { id, name } = (item ?? {}) as Record<string, unknown>
    const exact = typeof id === 'string' ? toInt64String(id) : null
    const trimmed = typeof name === 'string' ? name.trim() : ''
    if (exact === null || !trimmed || seen.has(exact)) continue
    seen.add(exact)
    list.push({ id: exact, name: trimmed })
  }
  return list
}

/** VITE_CATEGORIES (`1=Dogs,2=Cats`) as pairs; parseCategoryList (category-rules.ts) says what it skips. */
function splitCategoryList(text: string): { id: string; name: string }[] {
  return text
    .split(',')
    .filter((entry) => entry.includes('='))
    .map((entry) => {
      const at = entry.indexOf('=')
      return { id: entry.slice(0, at).trim(), name: entry.slice(at + 1) }
    })
}

/** Bad entries are left out. */
export const BUILT_IN_CATEGORIES: readonly Category[] = cleanCategories(
  splitCategoryList(config.categories),
)

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

/** The list a connection starts from: the demo's sample names, or the build's. */
export function defaultCategories(connection: Connection): readonly Category[] {
  return connection.environment === 'demo'
    ? DEMO_CATEGORIES
    : BUILT_IN_CATEGORIES
}

const categories = perServerStore<readonly Category[]>({
  prefix: 'adoption-desk:categories:',
  parse: cleanCategories,
  fallback: defaultCategories,
})

/** Which list a connection uses: one per server, whatever the key. */
export const categoriesKey = categories.keyOf

/** The current connection's list: saved, or the build's defaults. */
export const getCategories = categories.get

/** Changes the current connection's list on its freshest stored value (Settings, tests). */
export function updateCategories(
  tabs: PerServerTabs,
  change: (list: readonly Category[]) => readonly Category[],
  connection?: Connection,
): void {
  categories.update(tabs, (list) => cleanCategories(change(list)), connection)
}

export function useCategories(): readonly Category[] {
  return categories.use()
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
