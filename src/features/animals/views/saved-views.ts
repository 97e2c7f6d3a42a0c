import { perServerStore } from '../../../lib/tabs/per-server-store'
import { type ListView, readListView, writeListView } from '../list-params'

// Views saved by name ("Available cats"): a list's status, page size, sort
// and Find text, kept in this browser per API server like the category names
// and shared live by its tabs (decision 020). Stored as the fields the URL
// has, so a view reads back through the list's own URL reader.

export interface SavedView {
  name: string
  view: ListView
}

/** One stored or exported view: `sort` as in the URL (`name`, `-name`); defaults left out. */
export interface ViewEntry {
  name: string
  status?: string
  limit?: number
  sort?: string
  q?: string
}

export function toEntry({ name, view }: SavedView): ViewEntry {
  const params = writeListView(view)
  return {
    name,
    ...(Object.fromEntries(params) as Omit<ViewEntry, 'name' | 'limit'>),
    ...(params.has('limit') ? { limit: view.limit } : {}),
  }
}

/** Keeps each entry with a name, reading its fields as the URL would. */
function parseViews(stored: unknown): readonly SavedView[] {
  if (!Array.isArray(stored)) return []
  return (stored as unknown[]).flatMap((item) => {
    const { name, ...fields } = (item ?? {}) as Record<string, unknown>
    if (typeof name !== 'string' || !name.trim()) return []
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string' || typeof value === 'number')
        params.set(key, String(value))
    return [{ name: name.trim(), view: readListView(params) }]
  })
}

const views = perServerStore<readonly SavedView[]>({
  prefix: 'adoption-desk:views:',
  parse: parseViews,
  fallback: () => [],
  encode: (list) => JSON.stringify(list.map(toEntry)),
})

/** Which list a connection uses: one per server, whatever the key. */
export const viewsKey = views.keyOf

export const getSavedViews = views.get

/** Changes the current connection's views on their freshest stored value. */
export const updateSavedViews = views.update

export function useSavedViews(): readonly SavedView[] {
  return views.use()
}

/** The view's address: a plain URL, to open, bookmark or share. */
export function viewHref(view: ListView): string {
  const search = writeListView(view).toString()
  return search ? `/animals?${search}` : '/animals'
}
