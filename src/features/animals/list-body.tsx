import { lazy, Suspense } from 'react'
import { isApiError } from '../../lib/http/api-error'
import { useDisplayName } from '../../components/use-display-name'
import { useMessages } from '../../lib/i18n/use-messages'
import type { Pet, PetStatus } from '../../lib/pets/pet-schemas'
import { withinLimit } from '../../lib/pets/pets-api'
import { AnimalsTable, AnimalsTableSkeleton } from './animals-table'
import type { ListSort, SortKey } from './list-params'
import { listMessages } from './list-messages'
import { ListSummary } from './list-summary'
import { RefreshNote } from './refresh-note'
import { rowsForView } from './view-rows'

// Loaded when a load fails; should the app's own server be out of reach too,
// the layout's error boundary says the page could not be shown.
const ErrorPanel = lazy(() =>
  import('../../components/error-panel').then((module) => ({
    default: module.ErrorPanel,
  })),
)

// The status regions around these notes are rendered at once; their text follows.
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
const SentMore = lazy(() =>
  notes().then((module) => ({ default: module.SentMore })),
)

interface ListBodyProps {
  pets: Pet[] | undefined
  status: PetStatus | undefined
  limit: number
  sort: ListSort | undefined
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

/** The rows, or what stands for them: loading, empty, offline or failed. */
export function ListBody({
  pets: sent,
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
  const { t } = useMessages(listMessages)
  const nameOf = useDisplayName()
  const { pets, extra } = sent ? withinLimit(sent, limit) : { extra: 0 }
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
    <Suspense fallback={<p className="muted">{t('loading')}</p>}>
      <ErrorPanel
        title={t(pets ? 'refreshFailed' : 'loadFailed')}
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
          {t('loadingAnimals')}
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
  const rows = rowsForView(pets, { q, sort }, { nameOf, names })
  const searching = Boolean(q?.trim())
  return (
    <>
      {failure}
      {extra > 0 && (
        <p role="status" className="notice warn">
          <Suspense fallback={null}>
            <SentMore limit={limit} extra={extra} />
          </Suspense>
        </p>
      )}
      <ListSummary
        pets={pets}
        rows={rows}
        status={status}
        limit={limit}
        sort={sort}
        q={q}
        updating={updating}
        refreshedAt={refreshedAt}
        onClearSort={onClearSort}
        search={search}
      />
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
