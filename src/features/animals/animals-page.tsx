import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PageTitle } from '../../components/page-title'
import { isApiError } from '../../lib/http/api-error'
import { useConnection } from '../../lib/connection/use-connection'
import { useNow } from '../../lib/util/use-now'
import { useCategoryNames } from '../../lib/categories/categories'
import { useOnline } from '../../lib/util/use-online'
import { AnimalsTable, AnimalsTableSkeleton } from './animals-table'
import { FindAnimal } from './find-animal'
import { FindInList } from './find-in-list'
import {
  listQuery,
  type ListSort,
  readListView,
  type SortKey,
  writeListView,
} from './list-params'
import { rowsForView } from './view-rows'
import {
  MAX_LIMIT,
  PAGE_SIZES,
  type Pet,
  PET_STATUS_LABELS,
  PET_STATUSES,
  type PetStatus,
} from '../../lib/pets/pet-schemas'
import { StatusOptions } from '../../components/status-options'

// Only a failed load shows it, so it loads then, not with the list. Should
// the app's own server be out of reach too, the layout's error boundary says
// the page could not be shown.
const ErrorPanel = lazy(() =>
  import('../../components/error-panel').then((module) => ({
    default: module.ErrorPanel,
  })),
)

// What only an empty, unmatched, offline or failed list shows: a chunk of its
// own, so a first visit with rows does not load it (decision 004). The
// status regions around them are rendered at once; their text follows.
const notes = () => import('./list-notes')
const EmptyList = lazy(() =>
  notes().then((module) => ({ default: module.EmptyList })),
)
const NoMatch = lazy(() =>
  notes().then((module) => ({ default: module.NoMatch })),
)
const OfflineNote = lazy(() =>
  notes().then((module) => ({ default: module.OfflineNote })),
)
const LoadedAt = lazy(() =>
  notes().then((module) => ({ default: module.LoadedAt })),
)

export function AnimalsPage() {
  const [params, setParams] = useSearchParams()
  const view = readListView(params)
  const { scope, environment } = useConnection()
  // Demo mode answers in this browser, offline too; live rows are then kept ones.
  const offline = !useOnline() && environment !== 'demo'
  const statusId = useId()
  const sizeId = useId()
  const names = useCategoryNames()

  // An invalid value in the URL falls back to the default; show that in the
  // address too, without adding a history entry.
  const canonical = writeListView(view, params).toString()
  useEffect(() => {
    if (canonical !== params.toString())
      setParams(new URLSearchParams(canonical), { replace: true })
  }, [canonical, params, setParams])

  const query = useQuery({
    ...listQuery(scope, view),
    // Keep the previous rows on screen while another view loads, but never
    // rows of another connection (demo rows must not show in live mode).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scope ? previous : undefined,
  })
  const pets = query.data
  const updating = query.isPlaceholderData && query.isFetching
  // Rows from an earlier visit (or an earlier look at this view) while the
  // server is asked again: say how old they are.
  const refreshing = query.isFetching && !query.isPlaceholderData

  function changeView(next: Partial<typeof view>, replace = false) {
    setParams(writeListView({ ...view, ...next }, params), { replace })
  }

  return (
    <section>
      <div className="page-head">
        <PageTitle>Animals</PageTitle>
        <div className="actions">
          <Link to="/animals/new" className="button">
            Add animal
          </Link>
          <Link to="/animals/import" className="button secondary">
            Import animals
          </Link>
        </div>
      </div>

      <div className="toolbar-row">
        <div className="toolbar" role="group" aria-label="List options">
          <div className="field">
            <label htmlFor={statusId}>Status</label>
            <select
              id={statusId}
              value={view.status ?? ''}
              onChange={(event) =>
                changeView({
                  status: PET_STATUSES.find(
                    (value) => value === event.target.value,
                  ),
                })
              }
            >
              <StatusOptions noneLabel="All" />
            </select>
          </div>
          <div className="field">
            <label htmlFor={sizeId}>Page size</label>
            <select
              id={sizeId}
              value={view.limit}
              onChange={(event) =>
                changeView({ limit: Number(event.target.value) })
              }
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          {/* Each keystroke replaces the address rather than adding history. */}
          <FindInList
            value={view.q ?? ''}
            onChange={(q) => changeView({ q }, true)}
          />
        </div>
        <FindAnimal />
      </div>

      <ListBody
        pets={pets}
        status={view.status}
        limit={view.limit}
        sort={view.sort}
        q={view.q}
        names={names}
        onClearSearch={() => changeView({ q: undefined })}
        onSort={(key) =>
          changeView({
            sort: {
              key,
              descending: view.sort?.key === key && !view.sort.descending,
            },
          })
        }
        onClearSort={() => changeView({ sort: undefined })}
        updating={updating}
        refreshedAt={refreshing ? query.dataUpdatedAt : null}
        keptAt={query.dataUpdatedAt}
        offline={offline}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        onShowAll={() => changeView({ status: undefined })}
        search={params.toString()}
      />
    </section>
  )
}

interface ListBodyProps {
  pets: Pet[] | undefined
  status: PetStatus | undefined
  limit: number
  sort: ListSort | undefined
  /** Find in list, as typed. */
  q: string | undefined
  names: ReadonlyMap<string, string>
  onClearSearch: () => void
  onSort: (key: SortKey) => void
  onClearSort: () => void
  updating: boolean
  /** When the rows shown were fetched, while fresher ones are on their way. */
  refreshedAt: number | null
  /** When the rows shown were fetched (what a failed refresh left on screen). */
  keptAt: number
  /** The browser has no network (live mode): the rows are the kept ones. */
  offline: boolean
  error: unknown
  onRetry: () => void
  onShowAll: () => void
  /** The view's search params, for Print cards to open the same view. */
  search: string
}

const SORT_LABELS: Record<SortKey, [string, string, string]> = {
  id: ['ID', 'lowest first', 'highest first'],
  name: ['name', 'A to Z', 'Z to A'],
  // By what the column shows: unnamed IDs first, in number order, then names.
  category: ['category', 'IDs, then names A to Z', 'names Z to A, then IDs'],
  status: ['status', 'available, pending, sold', 'sold, pending, available'],
}

function ListBody({
  pets,
  status,
  limit,
  sort,
  q,
  names,
  onClearSearch,
  onSort,
  onClearSort,
  updating,
  refreshedAt,
  keptAt,
  offline: offlineNow,
  error,
  onRetry,
  onShowAll,
  search,
}: ListBodyProps) {
  // Offline, the kept rows are the answer for now: a note, not an alert;
  // they refresh by themselves when the connection returns (decision 013).
  const offline =
    pets && (offlineNow || (isApiError(error) && error.kind === 'offline'))
  const failure = offline ? (
    <p role="status" className="notice warn offline-note">
      <Suspense fallback={null}>
        <OfflineNote at={keptAt} />
      </Suspense>
    </p>
  ) : error ? (
    <Suspense fallback={<p className="muted">Loading…</p>}>
      <ErrorPanel
        title={
          pets ? 'Couldn’t refresh the animals' : 'Couldn’t load the animals'
        }
        error={error}
        onRetry={onRetry}
      >
        {pets && <LoadedAt at={keptAt} />}
      </ErrorPanel>
    </Suspense>
  ) : null
  // A failed refresh keeps the rows already on screen: they are still the
  // best answer there is, and the panel says how old they are.
  if (failure && !pets) return failure
  if (!pets) {
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading animals…
        </p>
        <AnimalsTableSkeleton />
      </>
    )
  }
  if (pets.length === 0 && !updating) {
    return (
      <>
        {failure}
        <div className="empty-state" role="status">
          <Suspense fallback={null}>
            <EmptyList status={status} onShowAll={onShowAll} />
          </Suspense>
          {refreshedAt !== null && (
            <p className="muted">
              <RefreshNote at={refreshedAt} />
            </p>
          )}
        </div>
      </>
    )
  }
  const mayHaveMore = pets.length === limit
  const rows = rowsForView(pets, { q, sort }, names)
  const searching = Boolean(q?.trim())
  return (
    <>
      {failure}
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
              Only loaded rows are searched: choose a larger page size or
              another status to search more.
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
              // Loaded on demand: the CSV writer is not part of the list's first load.
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
      {searching && rows.length === 0 ? (
        <div className="empty-state">
          <Suspense fallback={null}>
            <NoMatch q={q?.trim() ?? ''} onClearSearch={onClearSearch} />
          </Suspense>
        </div>
      ) : (
        <AnimalsTable
          pets={rows}
          names={names}
          busy={updating}
          sort={sort}
          onSort={onSort}
        />
      )}
    </>
  )
}

/** "Updated 3 min ago · refreshing…": how old the rows on screen are. */
function RefreshNote({ at }: { at: number }) {
  const now = useNow(null)
  return <>{formatAge(now - at)} · refreshing…</>
}

export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'Updated just now'
  if (minutes < 60) return `Updated ${minutes} min ago`
  return `Updated ${Math.floor(minutes / 60)} h ago`
}
