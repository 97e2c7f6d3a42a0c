import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'wouter'
import { ErrorPanel } from '../../../components/error-panel'
import { PageTitle } from '../../../components/page-title'
import { useDisplayName } from '../../../components/use-display-name'
import { useStatusLabel } from '../../../components/status-label'
import {
  categoryLabel,
  useCategoryNames,
} from '../../../lib/categories/categories'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { useConnection } from '../../../lib/connection/use-connection'
import { useMessages } from '../../../lib/i18n/use-messages'
import { cardsMessages } from './cards-messages'
import { KennelCards } from './kennel-card'
import { type ListView, readListView } from '../list-params'
import { listQuery } from '../list-query'
import { rowsForView } from '../view-rows'

/** How many cards, and for which view of the list: one whole sentence per case. */
function useCardsSummary() {
  const { t } = useMessages(cardsMessages)
  const statusLabel = useStatusLabel()
  return (count: number, view: ListView) => {
    const query = view.q?.trim() ?? ''
    const status = view.status ? statusLabel(view.status) : ''
    if (status && query) return t('cardsStatusQuery', { count, status, query })
    if (status) return t('cardsStatus', { count, status })
    if (query) return t('cardsQuery', { count, query })
    return t('cards', { count })
  }
}

/** The list's own query and view, so with the list loaded it costs no request. */
export function CardsPage() {
  const { t } = useMessages(cardsMessages)
  const summary = useCardsSummary()
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
  const nameOf = useDisplayName()
  // The same rows as the list, filtered and sorted by the same function.
  const pets = query.data
    ? rowsForView(query.data, view, { nameOf, names })
    : undefined
  const categoryOf = (pet: Pet) => categoryLabel(names, pet.categoryId)

  return (
    <section>
      <p className="breadcrumb">
        <Link to={listHref}>{t('animals')}</Link>{' '}
        <span aria-hidden="true">›</span> {t('title')}
      </p>
      <div className="page-head">
        <PageTitle>{t('title')}</PageTitle>
        {pets && pets.length > 0 && (
          <div className="actions">
            <button type="button" onClick={() => window.print()}>
              {t('print')}
            </button>
            <Link to={listHref} className="button secondary">
              {t('backToList')}
            </Link>
          </div>
        )}
      </div>
      {query.isError && !pets ? (
        <ErrorPanel
          title={t('loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !pets ? (
        <p role="status" className="muted">
          {t('loading')}
        </p>
      ) : pets.length === 0 ? (
        <div className="empty-state" role="status">
          <h2>{t('noCards')}</h2>
          <p>{t('noAnimals')}</p>
          <p>
            <Link to={listHref}>{t('backToList')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="list-summary">
            {summary(pets.length, view)} {t('printHelp')}
          </p>
          <KennelCards pets={pets} categoryOf={categoryOf} />
        </>
      )}
    </section>
  )
}
