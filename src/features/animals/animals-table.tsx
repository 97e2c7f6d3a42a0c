import { Link } from 'wouter'
import { categoryLabel } from '../../lib/categories/categories'
import type { Pet } from '../../lib/pets/pet-schemas'
import { useDisplayName } from '../../components/use-display-name'
import { StatusBadge } from '../../components/status-badge'
import { useMessages } from '../../lib/i18n/use-messages'
import type { ListSort, SortKey } from './list-params'
import { listMessages } from './list-messages'

const SKELETON_ROWS = 8

/** The columns, by their sort key; the key names each header's message too. */
const COLUMNS: SortKey[] = ['id', 'name', 'category', 'status']

// The list's table is in the first load of /animals: built on the shared
// table (components/table.tsx) it measured 365 B more gzip, over the 120 KB
// ceiling (decision 004), so it keeps its own markup, the same as the others'.
export function AnimalsTable({
  pets,
  names,
  busy,
  sort,
  onSort,
}: {
  pets: readonly Pet[]
  /** Category names: a named category reads "Dogs · 1". */
  names: ReadonlyMap<string, string>
  busy: boolean
  sort: ListSort | undefined
  onSort: (key: SortKey) => void
}) {
  const displayName = useDisplayName()
  const { t } = useMessages(listMessages)
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      className="table-wrap"
      role="region"
      aria-label={t('table')}
      tabIndex={0}
    >
      <table aria-busy={busy} className={busy ? 'is-updating' : undefined}>
        <caption className="visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => {
              const sorted = sort?.key === key ? sort : undefined
              return (
                <th
                  key={key}
                  scope="col"
                  className={key === 'id' ? 'col-id' : undefined}
                  aria-sort={
                    sorted
                      ? sorted.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="sort-button"
                    onClick={() => onSort(key)}
                  >
                    {t(key)}
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {pets.map((pet) => (
            <tr key={pet.id}>
              <td className="num col-id">{pet.id}</td>
              {/* React renders names as text: markup in a name is shown, never run. */}
              <td className="name">
                <Link to={`/animals/${pet.id}`}>{displayName(pet)}</Link>
                {/* On narrow screens the ID column folds into this line. */}
                <span className="id-inline">
                  {t('idInline', { id: pet.id })}
                </span>
              </td>
              <td className={names.has(pet.categoryId) ? undefined : 'num'}>
                {categoryLabel(names, pet.categoryId)}
              </td>
              <td>
                <StatusBadge status={pet.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function AnimalsTableSkeleton() {
  const { t } = useMessages(listMessages)
  return (
    <div className="table-wrap" aria-hidden="true">
      <table className="skeleton">
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key}>{t(key)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              {[3, 8, 2, 5].map((width, cell) => (
                <td key={cell}>
                  <span className="bone" style={{ width: `${width}rem` }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
