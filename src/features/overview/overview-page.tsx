import { lazy, Suspense, useId, useMemo } from 'react'
import { Link } from 'wouter'
import { PageTitle } from '../../components/page-title'
import { useStatusLabel } from '../../components/status-label'
import { useCategoryNames } from '../../lib/categories/categories'
import { identityOf } from '../../lib/connection/identity'
import { useConnection } from '../../lib/connection/use-connection'
import { isApiError } from '../../lib/http/api-error'
import { format } from '../../lib/i18n/fill'
import { useMessages } from '../../lib/i18n/use-messages'
import { formatLoadedAt } from '../../lib/util/loaded-at'
import { useNow } from '../../lib/util/use-now'
import { useOnline } from '../../lib/util/use-online'
import { CategoryChart } from './category-chart'
import { CategoryTable } from './category-table'
import { anyFull, compareWithRecord, viewOf } from './overview-changes'
import {
  type Count,
  OVERVIEW_PAGE,
  type OverviewFigures,
  overviewFigures,
  STATUS_COLUMNS,
  type StatusColumn,
} from './overview-figures'
import { overviewMessages } from './overview-messages'
import { SinceYouLastLooked } from './since-you-last-looked'
import { useOverviewAnswers } from './use-overview-answers'
import { useAddedHere, useSeenRecord } from './use-seen-record'
import './overview.css'

const ErrorPanel = lazy(() =>
  import('../../components/error-panel').then((module) => ({
    default: module.ErrorPanel,
  })),
)

/** The shelter at a glance: counts by status and category, and what changed since the last look. */
export function OverviewPage() {
  const connection = useConnection()
  const { t, locale } = useMessages(overviewMessages)
  const load = useOverviewAnswers()
  const names = useCategoryNames()
  const now = useNow(null)
  const offline = !useOnline() && connection.environment !== 'demo'
  const { answers } = load
  const figures = useMemo(
    () => overviewFigures(answers),
    // The answers are react-query's own arrays: the same until refetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answers.all, answers.available, answers.pending, answers.sold],
  )
  const full = anyFull(answers)
  const view = useMemo(
    () => (load.complete && !load.fetching ? viewOf(answers) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      load.complete,
      load.fetching,
      answers.all,
      answers.available,
      answers.pending,
      answers.sold,
    ],
  )
  const seen = useSeenRecord(connection, view, full)
  const addedHere = useAddedHere(connection)
  const changes =
    view && seen.record ? compareWithRecord(seen.record, view, full) : null
  const time =
    load.loadedAt === null ? '' : formatLoadedAt(load.loadedAt, now, locale)
  const hasRows = load.loadedAt !== null
  const showError =
    load.error !== null &&
    !(
      offline ||
      (isApiError(load.error) && load.error.kind === 'offline' && hasRows)
    )

  return (
    <section className="overview">
      <div className="page-head">
        <PageTitle>{t('title')}</PageTitle>
        <div className="actions">
          <button
            type="button"
            aria-disabled={load.fetching}
            onClick={() => {
              if (!load.fetching) void load.refresh()
            }}
          >
            {t('refresh')}
          </button>
        </div>
      </div>
      <p className="muted">{t('cost')}</p>
      <p role="status" className="overview-loaded">
        {!hasRows
          ? load.error === null && t('loading')
          : offline
            ? t('offline', { time })
            : t(load.fetching ? 'refreshing' : 'loadedAt', { time })}
      </p>
      {showError && (
        <Suspense fallback={null}>
          <ErrorPanel
            title={t(hasRows ? 'refreshFailed' : 'loadFailed')}
            error={load.error}
            onRetry={() => void load.refresh()}
          />
        </Suspense>
      )}
      {hasRows && (
        <>
          <StatusCounts figures={figures} />
          <SinceYouLastLooked
            seen={seen}
            changes={changes}
            addedHere={addedHere}
            names={names}
            area={identityOf(connection)?.area ?? 'tab'}
            demo={connection.environment === 'demo'}
          />
          <ByCategory figures={figures} names={names} />
        </>
      )}
    </section>
  )
}

function StatusCounts({ figures }: { figures: OverviewFigures }) {
  const { t, locale } = useMessages(overviewMessages)
  const statusLabel = useStatusLabel()
  const headingId = useId()
  const shown = (count: Count) =>
    count.count === null
      ? t('notLoaded')
      : count.full
        ? t('hundredOrMore')
        : format(locale, count.count)
  const linkTo = (column: StatusColumn) =>
    column === 'none'
      ? `/animals?limit=${OVERVIEW_PAGE}`
      : `/animals?status=${column}&limit=${OVERVIEW_PAGE}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('byStatus')}</h2>
      <ul className="status-counts">
        {STATUS_COLUMNS.map((column) => (
          <li key={column} className={`status-count count-${column}`}>
            <Link to={linkTo(column)}>
              <span className="count-figure">
                {shown(figures.byStatus[column])}
              </span>{' '}
              <span className="count-name">
                {column === 'none' ? t('noStatus') : statusLabel(column)}
              </span>
            </Link>
            {column === 'none' && (
              <span className="muted count-where">{t('noStatusWhere')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function ByCategory({
  figures,
  names,
}: {
  figures: OverviewFigures
  names: ReadonlyMap<string, string>
}) {
  const { t } = useMessages(overviewMessages)
  const statusLabel = useStatusLabel()
  const headingId = useId()
  const lists = figures.fullLists
    .map((list) => (list === 'all' ? t('allAnimals') : statusLabel(list)))
    .join(', ')
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('byCategory')}</h2>
      {lists && <p className="notice warn">{t('window', { lists })}</p>}
      <CategoryChart figures={figures} names={names} />
      <CategoryTable figures={figures} names={names} />
    </section>
  )
}
