import { Link } from 'wouter'
import { useStatusLabel } from '../../components/status-label'
import { useMessages } from '../../lib/i18n/use-messages'
import { MAX_LIMIT, type Pet, type PetStatus } from '../../lib/pets/pet-schemas'
import type { ListSort } from './list-params'
import { listMessages } from './list-messages'
import { RefreshNote } from './refresh-note'

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
  const { t } = useMessages(listMessages)
  const statusLabel = useStatusLabel()
  const mayHaveMore = pets.length === limit
  const query = q?.trim() ?? ''
  const loaded = pets.length
  const matched = rows.length
  // Whole sentences, one after another: each reads on its own.
  const sentences = updating
    ? [t('updating')]
    : [
        status
          ? t('showingStatus', { count: loaded, status: statusLabel(status) })
          : t('showing', { count: loaded }),
        // With a search, its note says the same ("choose a larger page size").
        mayHaveMore &&
          !(query && limit < MAX_LIMIT) &&
          (limit < MAX_LIMIT
            ? t('moreLarger')
            : t('moreAtMost', { max: MAX_LIMIT })),
        sort &&
          t('sorted', {
            count: loaded,
            key: t(`${sort.key}Sort`),
            order: t(`${sort.key}${sort.descending ? 'Down' : 'Up'}`),
          }),
      ]
  return (
    <div className="list-summary-row">
      <p role="status" className="list-summary">
        {sentences.filter(Boolean).join(' ')}
        {refreshedAt !== null && !updating && (
          <>
            {' '}
            <span className="refresh-note">
              <RefreshNote at={refreshedAt} />
            </span>
          </>
        )}
        {query &&
          !updating &&
          ` ${
            matched === 0
              ? t('noMatch', { q: query })
              : loaded === 1
                ? t('matchOfOne', { count: matched, total: loaded, q: query })
                : t('matches', { count: matched, total: loaded, q: query })
          } ${t(limit < MAX_LIMIT ? 'searchesLoaded' : 'searchesAtMost')}`}
      </p>
      <div className="actions">
        {sort && (
          <button type="button" className="link" onClick={onClearSort}>
            {t('clearSorting')}
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
          {t('exportCsv')}
        </button>
        <Link
          to={`/animals/cards${search ? `?${search}` : ''}`}
          className="button secondary"
        >
          {t('printCards')}
        </Link>
        <span id="export-note" className="muted export-note">
          {query
            ? t('exportsMatching', { count: matched })
            : t('exportsLoaded', { count: loaded })}
        </span>
      </div>
    </div>
  )
}
