import { useStatusLabel } from '../../../components/status-label'
import { foldText } from '../../../lib/categories/categories'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { ListView } from '../list-params'
import { listMessages } from '../list-messages'
import type { SavedView } from './saved-views'
import { type ViewsSay, viewsMessages } from './views-messages'

// The rules for saved views, with messages for people, and the words that
// say what a view holds. Loaded with the Save view and Manage views dialogs.

/** Longest name kept: it is a link above the list, on a phone too. */
const MAX_VIEW_NAME = 40

/** Saved names by their folded form (case and accents ignored): one fold each. */
export type TakenNames = ReadonlyMap<string, string>

/** The names of `list` as TakenNames, but for `except` (the view being renamed). */
function takenNames(
  list: readonly SavedView[],
  except?: string,
): Map<string, string> {
  const taken = new Map<string, string>()
  for (const saved of list) {
    const folded = foldText(saved.name)
    if (saved.name !== except && !taken.has(folded))
      taken.set(folded, saved.name)
  }
  return taken
}

/**
 * Why `text` cannot name a view beside `taken`, or null, in the words of `t`.
 * Names differ ignoring case and accents, so two links never read alike;
 * `except` is the view being renamed, which may keep its own name; a file's
 * earlier entries say so (`inFile`). A file's reader passes TakenNames and
 * adds to it, so a file costs one fold a name (decision 028).
 */
export function viewNameProblem(
  t: ViewsSay,
  taken: readonly SavedView[] | TakenNames,
  text: string,
  { except, inFile = false }: { except?: string; inFile?: boolean } = {},
): string | null {
  const name = text.trim()
  if (!name) return t('nameEmpty')
  if (name.length > MAX_VIEW_NAME) return t('nameLong', { max: MAX_VIEW_NAME })
  const names = Array.isArray(taken)
    ? takenNames(taken as readonly SavedView[], except)
    : (taken as TakenNames)
  const clash = names.get(foldText(name))
  return clash !== undefined
    ? t(inFile ? 'nameEarlier' : 'nameTaken', { name: clash })
    : null
}

/** Says the parts of a view in words, each on its own, in the chosen language. */
export function useDescribeView(): (view: ListView) => string[] {
  const { t } = useMessages(viewsMessages)
  const list = useMessages(listMessages).t
  const statusLabel = useStatusLabel()
  return (view) => {
    const parts = [
      view.status
        ? t('withStatus', { status: statusLabel(view.status) })
        : t('allStatuses'),
      t('perPage', { limit: view.limit }),
    ]
    const { sort } = view
    if (sort)
      parts.push(
        t('sortedBy', {
          key: list(`${sort.key}Sort`),
          order: list(`${sort.key}${sort.descending ? 'Down' : 'Up'}`),
        }),
      )
    const q = view.q?.trim()
    if (q) parts.push(t('findsLoaded', { q }))
    return parts
  }
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
