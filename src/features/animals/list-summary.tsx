import { Link } from 'wouter'
import {
  MAX_LIMIT,
  type Pet,
  PET_STATUS_LABELS,
  type PetStatus,
} from '../../lib/pets/pet-schemas'
import type { ListSort, SortKey } from './list-params'
import { RefreshNote } from './refresh-note'

const SORT_LABELS: Record<SortKey, [string, string, string]> = {
  id: ['ID', 'lowest first', 'highest first'],
  name: ['name', 'A to Z', 'Z to A'],
  // By what the column shows: unnamed IDs first, in number order, then names.
  category: ['category', 'IDs, then names A to Z', 'names Z to A, then IDs'],
  status: ['status', 'available, pending, sold', 'sold, pending, available'],
}

interface ListSummaryProps {
  pets: readonly Pet[]
  /** The rows shown: those matching Find in list, in the chosen order. */
  rows: readonly Pet[]
  status: PetStatus | undefined
  limit: number
  sort: ListSort | undefined
  q: string | undefined
  updating: boolean
  refreshedAt: number | null
  onClearSort: () => void
  /** The view's search params, for Print cards to open the same view. */
  search: string
}

/** What the list shows and what it may leave out, and what can be done with it. */
export function ListSummary({
  pets,
  rows,
  status,
  limit,
  sort,
  q,
  updating,
  refreshedAt,
  onClearSort,
  search,
}: ListSummaryProps) {
  const mayHaveMore = pets.length === limit
  const searching = Boolean(q?.trim())
  return (
    <div className="list-summary-row">
      <p role="status" className="list-summary">
        {updating ? (
          'Updating…'
        ) : (
          <>
            Showing {pets.length} {pets.length === 1 ? 'animal' : 'animals'}
            {status ? ` with status “${PET_STATUS_LABELS[status]}”` : ''}.
            {mayHaveMore &&
              (limit < MAX_LIMIT
                ? ' There may be more: choose a larger page size to see them.'
                : ' There may be more: the service returns at most 100 at a time.')}
            {sort && (
              <>
                {' '}
                Sorted by {SORT_LABELS[sort.key][0]} (
                {SORT_LABELS[sort.key][sort.descending ? 2 : 1]}): sorting
                applies to the {pets.length}{' '}
                {pets.length === 1 ? 'animal' : 'animals'} loaded, not to all
                animals.
              </>
            )}
          </>
        )}
        {refreshedAt !== null && !updating && (
          <>
            {' '}
            <span className="refresh-note">
              <RefreshNote at={refreshedAt} />
            </span>
          </>
        )}
        {searching && !updating && (
          <>
            {' '}
            {rows.length === 0
              ? `No loaded rows match '${q?.trim()}'.`
              : `${rows.length} of ${pets.length} loaded ${pets.length === 1 ? 'row' : 'rows'} ${rows.length === 1 ? 'matches' : 'match'} '${q?.trim()}'.`}{' '}
            Only loaded rows are searched: choose a larger page size or another
            status to search more.
          </>
        )}
      </p>
      <div className="actions">
        {sort && (
          <button type="button" className="link" onClick={onClearSort}>
            Clear sorting
          </button>
        )}
        <button
          type="button"
          className="secondary"
          aria-describedby="export-note"
          onClick={() =>
            void import('./export-csv').then(({ exportPets }) =>
              exportPets(rows, status),
            )
          }
        >
          Export CSV
        </button>
        <Link
          to={`/animals/cards${search ? `?${search}` : ''}`}
          className="button secondary"
        >
          Print cards
        </Link>
        <span id="export-note" className="muted export-note">
          {searching
            ? `Exports the ${rows.length} matching ${rows.length === 1 ? 'row' : 'rows'} only`
            : `Exports the ${pets.length} loaded ${pets.length === 1 ? 'row' : 'rows'} only`}
        </span>
      </div>
    </div>
  )
}
