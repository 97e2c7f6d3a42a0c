import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PageTitle } from '../../components/page-title'
import { useConnection } from '../../lib/connection/use-connection'
import { useCategoryNames } from '../../lib/categories/categories'
import { useOnline } from '../../lib/util/use-online'
import { ListFilters } from './list-filters'
import { SavedViewLinks } from './views/saved-view-links'
import { ListBody } from './list-body'
import { listQuery } from './list-query'
import { readListView, writeListView } from './list-params'
import { useMessages } from '../../lib/i18n/use-messages'
import { listMessages } from './list-messages'

export function AnimalsPage() {
  const [params, setParams] = useSearchParams()
  const view = readListView(params)
  const { scope, environment } = useConnection()
  // Demo mode answers in this browser, offline too; live rows are then kept ones.
  const offline = !useOnline() && environment !== 'demo'
  const names = useCategoryNames()
  const { t } = useMessages(listMessages)

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
        <PageTitle>{t('title')}</PageTitle>
        <div className="actions">
          <Link to="/animals/new" className="button">
            {t('add')}
          </Link>
          <Link to="/animals/import" className="button secondary">
            {t('import')}
          </Link>
        </div>
      </div>

      <SavedViewLinks view={view} />
      <ListFilters view={view} onChange={changeView} />

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
