import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'wouter'
import { ErrorPanel } from '../../../components/error-panel'
import { PageTitle } from '../../../components/page-title'
import {
  categoryLabel,
  useCategoryNames,
} from '../../../lib/categories/categories'
import { type Pet, PET_STATUS_LABELS } from '../../../lib/pets/pet-schemas'
import { useConnection } from '../../../lib/connection/use-connection'
import { KennelCards } from './kennel-card'
import { readListView } from '../list-params'
import { listQuery } from '../list-query'
import { rowsForView } from '../view-rows'

/** The list's own query and view, so with the list loaded it costs no request. */
export function CardsPage() {
  const [params] = useSearchParams()
  const view = readListView(params)
  const { scope } = useConnection()
  const query = useQuery({
    ...listQuery(scope, view),
    // Cards are for the rows the person just saw: not a fresher list that
    // might differ (and would cost a request).
    staleTime: Infinity,
  })
  const listHref = `/animals${params.size ? `?${params.toString()}` : ''}`
  const names = useCategoryNames()
  // The same rows as the list, filtered and sorted by the same function.
  const pets = query.data ? rowsForView(query.data, view, names) : undefined
  const categoryOf = (pet: Pet) => categoryLabel(names, pet.categoryId)

  return (
    <section>
      <p className="breadcrumb">
        <Link to={listHref}>Animals</Link> <span aria-hidden="true">›</span>{' '}
        Kennel cards
      </p>
      <div className="page-head">
        <PageTitle>Kennel cards</PageTitle>
        {pets && pets.length > 0 && (
          <div className="actions">
            <button type="button" onClick={() => window.print()}>
              Print
            </button>
            <Link to={listHref} className="button secondary">
              Back to the list
            </Link>
          </div>
        )}
      </div>
      {query.isError && !pets ? (
        <ErrorPanel
          title="Couldn’t load the animals"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !pets ? (
        <p role="status" className="muted">
          Loading animals…
        </p>
      ) : pets.length === 0 ? (
        <div className="empty-state" role="status">
          <h2>No cards to print</h2>
          <p>This view of the list has no animals.</p>
          <p>
            <Link to={listHref}>Back to the list</Link>
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="list-summary">
            {pets.length} {pets.length === 1 ? 'card' : 'cards'}, one for each
            animal shown in the list
            {view.status
              ? ` with status “${PET_STATUS_LABELS[view.status]}”`
              : ''}
            {view.q?.trim() ? ` matching '${view.q.trim()}'` : ''}. Each QR code
            opens that animal’s page here (a key is needed to see it). Print
            fits A4 and US Letter, six cards a page.
          </p>
          <KennelCards pets={pets} categoryOf={categoryOf} />
        </>
      )}
    </section>
  )
}
