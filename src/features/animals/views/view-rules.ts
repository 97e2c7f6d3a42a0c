import { foldText } from '../../../lib/categories/categories'
import { PET_STATUS_LABELS } from '../../../lib/pets/pet-schemas'
import type { ListView } from '../list-params'
import type { SavedView } from './saved-views'

// The rules for saved views, with messages for people, and the words that
// say what a view holds. Loaded with the Save view and Manage views dialogs.

/** Longest name kept: it is a link above the list, on a phone too. */
const MAX_VIEW_NAME = 40

/**
 * Why `text` cannot name a view in `list`, or null. Names differ ignoring
 * case and accents, so two links never read alike; `except` is the view
 * being renamed, which may keep its own name.
 */
export function viewNameProblem(
  list: readonly SavedView[],
  text: string,
  except?: string,
): string | null {
  const name = text.trim()
  if (!name) return 'Enter a name for the view'
  if (name.length > MAX_VIEW_NAME)
    return `View name is too long: at most ${MAX_VIEW_NAME} characters`
  const folded = foldText(name)
  const clash = list.find(
    (saved) => saved.name !== except && foldText(saved.name) === folded,
  )
  return clash
    ? `A view named ‘${clash.name}’ is already saved: choose another name`
    : null
}

const SORT_WORDS = {
  id: ['ID', 'lowest first', 'highest first'],
  name: ['name', 'A to Z', 'Z to A'],
  category: ['category', 'IDs, then names A to Z', 'names Z to A, then IDs'],
  status: ['status', 'available, pending, sold', 'sold, pending, available'],
} as const

/** The parts of a view in words, each on its own. */
export function describeView(view: ListView): string[] {
  const parts = [
    view.status ? `Status ${PET_STATUS_LABELS[view.status]}` : 'All statuses',
    `${view.limit} a page`,
  ]
  if (view.sort) {
    const [what, up, down] = SORT_WORDS[view.sort.key]
    parts.push(`Sorted by ${what}, ${view.sort.descending ? down : up}`)
  }
  if (view.q?.trim())
    parts.push(
      `Find ‘${view.q.trim()}’: searches the loaded rows only, not all animals`,
    )
  return parts
}

export function addView(
  list: readonly SavedView[],
  name: string,
  view: ListView,
): SavedView[] {
  return [...list, { name: name.trim(), view }]
}

export function renameView(
  list: readonly SavedView[],
  from: string,
  to: string,
): SavedView[] {
  return list.map((saved) =>
    saved.name === from ? { ...saved, name: to.trim() } : saved,
  )
}

export function removeView(
  list: readonly SavedView[],
  name: string,
): SavedView[] {
  return list.filter((saved) => saved.name !== name)
}
