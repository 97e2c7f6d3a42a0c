import { Link } from 'wouter'
import { type Column, Table } from '../../components/table'
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
  /** A header that sorts by its column's key; aria-sort says the order. */
  const sortedBy = (
    key: SortKey,
    className?: string,
  ): Pick<Column<Pet>, 'key' | 'header' | 'headerProps'> => ({
    key,
    header: (
      <button type="button" className="sort-button" onClick={() => onSort(key)}>
        {t(key)}
      </button>
    ),
    headerProps: {
      className,
      'aria-sort':
        sort?.key === key
          ? sort.descending
            ? 'descending'
            : 'ascending'
          : undefined,
    },
  })
  const columns: Column<Pet>[] = [
    {
      ...sortedBy('id', 'col-id'),
      cell: (pet) => pet.id,
      cellProps: () => ({ className: 'num col-id' }),
    },
    {
      ...sortedBy('name'),
      // React renders names as text: markup in a name is shown, never run.
      cell: (pet) => (
        <>
          <Link to={`/animals/${pet.id}`}>{displayName(pet)}</Link>
          {/* On narrow screens the ID column folds into this line. */}
          <span className="id-inline">{t('idInline', { id: pet.id })}</span>
        </>
      ),
      cellProps: () => ({ className: 'name' }),
    },
    {
      ...sortedBy('category'),
      cell: (pet) => categoryLabel(names, pet.categoryId),
      cellProps: (pet) => ({
        className: names.has(pet.categoryId) ? undefined : 'num',
      }),
    },
    {
      ...sortedBy('status'),
      cell: (pet) => <StatusBadge status={pet.status} />,
    },
  ]
  return (
    <Table
      region={t('table')}
      caption={t('title')}
      className={busy ? 'is-updating' : undefined}
      busy={busy}
      columns={columns}
      rows={pets}
      rowKey={(pet) => pet.id}
    />
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
