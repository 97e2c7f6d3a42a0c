import { mergeList } from '../../../lib/files/merge-list'
import { foldText } from '../../../lib/categories/categories'
import { megabytes, textBytes } from '../../../lib/files/input-limits'
import { parseJson } from '../../../lib/http/json'
import { PAGE_SIZES, PET_STATUSES } from '../../../lib/pets/pet-schemas'
import { downloadText } from '../../../lib/util/csv'
import { REPLACEMENT_CHARACTER } from '../../../lib/files/read-text-file'
import { readListView, writeListView } from '../list-params'
import { type SavedView, toEntry } from './saved-views'
import { viewNameProblem } from './view-rules'
import type { ViewsSay } from './views-messages'

// Saved views as a small JSON file, so one person can set them up for a
// team. Read strictly: a value the list would not take is a message on its
// entry, never quietly replaced by a default, and a bad entry never costs
// the good ones. Field names and values stay English in the file and in
// the messages about them: they are the file's machine form.

export interface ViewsFile {
  views: SavedView[]
  /** One message per entry left out. */
  problems: string[]
}

/** The most views a file gives, or the saved list holds after adding one: each is a link above the list. */
export const MAX_VIEWS = 500
/** The largest views file read: 500 views take about 50 KB. */
export const MAX_VIEWS_FILE_BYTES = 1024 * 1024

const ENTRY = '{ "name": "Available cats", "status": "available" }'
const EXAMPLE = `{ "views": [${ENTRY}] }`
const FIELDS = ['name', 'status', 'limit', 'sort', 'q']
const SORT_KEYS = ['id', 'name', 'category', 'status']
const SORTS = new RegExp(`^-?(${SORT_KEYS.join('|')})$`)

/** `views.json`: `{ "views": [{ "name": "Available cats", "status": "available" }] }`. */
export function viewsJson(list: readonly SavedView[]): string {
  return `${JSON.stringify({ views: list.map(toEntry) }, null, 2)}\n`
}

export function downloadViews(list: readonly SavedView[]): void {
  downloadText(viewsJson(list), 'views.json', 'application/json')
}

/** Why an entry's fields cannot make a view, or null. */
function fieldProblem(
  t: ViewsSay,
  record: Record<string, unknown>,
): string | null {
  const unknown = Object.keys(record).find((key) => !FIELDS.includes(key))
  if (unknown !== undefined)
    return t('unknownField', { field: unknown, fields: FIELDS.join(', ') })
  const { status, limit, sort, q } = record
  if (
    Object.values(record).some(
      (value) =>
        typeof value === 'string' && value.includes(REPLACEMENT_CHARACTER),
    )
  )
    return t('lostCharacter')
  if (status !== undefined && !PET_STATUSES.some((value) => value === status))
    return t('badStatus', {
      value: JSON.stringify(status),
      values: PET_STATUSES.join(', '),
    })
  if (limit !== undefined && !PAGE_SIZES.some((size) => size === limit))
    return t('badLimit', {
      value: JSON.stringify(limit),
      values: PAGE_SIZES.join(', '),
    })
  if (sort !== undefined && !(typeof sort === 'string' && SORTS.test(sort)))
    return t('badSort', {
      value: JSON.stringify(sort),
      values: SORT_KEYS.join(', '),
    })
  if (q !== undefined && typeof q !== 'string') return t('badFind')
  return null
}

function readEntry(
  t: ViewsSay,
  item: unknown,
  taken: Map<string, string>,
): SavedView | string {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return t('notAView', { example: ENTRY })
  const record = item as Record<string, unknown>
  const { name } = record
  if (typeof name !== 'string' || !name.trim()) return t('noName')
  const problem =
    fieldProblem(t, record) ?? viewNameProblem(t, taken, name, { inFile: true })
  if (problem) return t('named', { name: name.trim(), problem })
  taken.set(foldText(name.trim()), name.trim())
  const params = new URLSearchParams()
  // Checked above: each is a string or, for the page size, a number.
  for (const key of FIELDS.slice(1)) {
    const value = record[key]
    if (typeof value === 'string' || typeof value === 'number')
      params.set(key, String(value))
  }
  return { name: name.trim(), view: readListView(params) }
}

/** Why a file of `bytes` is refused before it is read, or null. */
export function viewsFileTooLarge(t: ViewsSay, bytes: number): string | null {
  return bytes > MAX_VIEWS_FILE_BYTES
    ? t('fileTooLarge', {
        size: Math.ceil(megabytes(bytes) * 10) / 10,
        limit: megabytes(MAX_VIEWS_FILE_BYTES),
      })
    : null
}

/**
 * Reads a views file; each entry left out gets its own message, in the words
 * of `t`. A file past the limits is refused whole, before any entry is read;
 * each entry costs the same however many came before it (decision 028).
 */
export async function readViewsFile(
  t: ViewsSay,
  text: string,
): Promise<ViewsFile> {
  const tooLarge = viewsFileTooLarge(t, textBytes(text))
  if (tooLarge) return { views: [], problems: [tooLarge] }
  const trimmed = text.replace(/^\uFEFF/, '').trim()
  if (!trimmed) return { views: [], problems: [t('fileEmpty')] }
  let data: unknown
  try {
    data = await parseJson(trimmed)
  } catch {
    return { views: [], problems: [t('notJson')] }
  }
  const list =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>).views
      : undefined
  if (!Array.isArray(list))
    return {
      views: [],
      problems: [t('noList', { example: EXAMPLE })],
    }
  if (list.length > MAX_VIEWS)
    return {
      views: [],
      problems: [t('tooManyViews', { count: list.length, max: MAX_VIEWS })],
    }
  const views: SavedView[] = []
  const problems: string[] = []
  const taken = new Map<string, string>()
  ;(list as unknown[]).forEach((item, index) => {
    const read = readEntry(t, item, taken)
    if (typeof read === 'string')
      problems.push(t('entry', { number: index + 1, problem: read }))
    else views.push(read)
  })
  return { views, problems }
}

/**
 * Adds a file's views to the saved ones: a view saved as it is is skipped,
 * and one whose name is taken by a different view is a problem (the saved
 * one is kept). Refused whole (`refused`, the list unchanged) when the saved
 * views would be more than MAX_VIEWS.
 */
export function mergeViews(
  t: ViewsSay,
  saved: readonly SavedView[],
  incoming: readonly SavedView[],
): { list: SavedView[]; added: number; problems: string[]; refused: boolean } {
  const search = (view: SavedView) => writeListView(view.view).toString()
  const byName = new Map<string, SavedView>()
  for (const view of saved) {
    const folded = foldText(view.name)
    if (!byName.has(folded)) byName.set(folded, view)
  }
  const { list, added, problems } = mergeList(saved, incoming, {
    saved: (view) => {
      const same = byName.get(foldText(view.name))
      return (
        same !== undefined &&
        same.name === view.name &&
        search(same) === search(view)
      )
    },
    problem: (view) => {
      const same = byName.get(foldText(view.name))
      return same
        ? t('differentKept', { name: view.name, saved: same.name })
        : null
    },
    added: (view) => byName.set(foldText(view.name), view),
  })
  if (list.length > MAX_VIEWS)
    return {
      list: [...saved],
      added: 0,
      problems: [
        t('tooManySaved', {
          count: list.length,
          saved: saved.length,
          max: MAX_VIEWS,
        }),
      ],
      refused: true,
    }
  return { list, added, problems, refused: false }
}
