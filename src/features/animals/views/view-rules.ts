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

/**
 * Why `text` cannot name a view in `list`, or null, in the words of `t`.
 * Names differ ignoring case and accents, so two links never read alike;
 * `except` is the view being renamed, which may keep its own name; a file's
 * earlier entries say so (`inFile`).
 */
export function viewNameProblem(
  t: ViewsSay,
  list: readonly SavedView[],
  text: string,
  { except, inFile = false }: { except?: string; inFile?: boolean } = {},
): string | null {
  const name = text.trim()
  if (!name) return t('nameEmpty')
  if (name.length > MAX_VIEW_NAME) return t('nameLong', { max: MAX_VIEW_NAME })
  const folded = foldText(name)
  const clash = list.find(
    (saved) => saved.name !== except && foldText(saved.name) === folded,
  )
  return clash
    ? t(inFile ? 'nameEarlier' : 'nameTaken', { name: clash.name })
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
