import { Why } from '../../components/why'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useConnectionLabel } from '../../components/environment-badge'
import { PageTitle } from '../../components/page-title'
import { type Column, Table } from '../../components/table'
import {
  type ActivityEntry,
  MAX_ENTRIES,
} from '../../lib/activity/activity-entry'
import { logPlaceFor } from '../../lib/activity/activity-log'
import {
  categoryLabel,
  useCategoryNames,
} from '../../lib/categories/categories'
import { useConnection } from '../../lib/connection/use-connection'
import { format } from '../../lib/i18n/fill'
import { useMessages } from '../../lib/i18n/use-messages'
import { useSaid } from '../../lib/i18n/use-said'
import { readWords } from '../../lib/activity/stored-words'
import { sendOutcomeMessages } from '../../lib/activity/send-outcome-messages'
import { errorAnswerMessages } from '../../lib/http/error-answer-messages'
import { httpMessages } from '../../lib/http/http-messages'
import { exportActivity } from './activity-csv'
import { activityMessages } from './activity-messages'
import { useActivityLog } from './use-activity-log'
import './activity.css'

const entryAnchor = (id: string) => `entry-${id}`

/** Whose words an entry may hold (stored-words.ts): the client's errors and the log's own. */
const ENTRY_WORDS = [httpMessages, errorAnswerMessages, sendOutcomeMessages]

export function ActivityPage() {
  const connection = useConnection()
  const place = logPlaceFor(connection)
  const log = useActivityLog(place)
  const highlighted = useHighlightedEntry(log.loaded)
  const { t, rich, locale } = useMessages(activityMessages)
  const label = useConnectionLabel(connection)

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <div className="activity-intro">
        <p>{t('intro')}</p>
        <Why>{t('introWhy')}</Why>
      </div>
      {!place ? (
        <div className="empty-state">
          <h2>{t('noKeyTitle')}</h2>
          <p>
            {rich('noKeyText', {
              link: <Link to="/settings">{t('enterKey')}</Link>,
            })}
          </p>
        </div>
      ) : (
        <>
          <p className="muted">
            {rich(place.area === 'device' ? 'keptDevice' : 'keptTab', {
              connection: label,
              forgetKey: <strong>{t('forgetKey')}</strong>,
              max: format(locale, MAX_ENTRIES),
            })}
            {log.dropped > 0 && ` ${t('dropped', { count: log.dropped })}`}
          </p>
          {log.unreadable > 0 && (
            <p role="alert" className="notice bad">
              {t('unreadable', { count: log.unreadable })}
            </p>
          )}
          {!log.loaded ? (
            <p role="status" className="muted">
              {t('loading')}
            </p>
          ) : log.entries.length === 0 ? (
            <div className="empty-state" role="status">
              <h2>{t('emptyTitle')}</h2>
              <p>{t('emptyText')}</p>
            </div>
          ) : (
            <>
              <div className="list-summary-row">
                <p role="status" className="list-summary">
                  {t('summary', { count: log.entries.length })}
                </p>
                <div className="actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => exportActivity(log.entries)}
                  >
                    {t('exportCsv')}
                  </button>
                </div>
              </div>
              <ActivityTable entries={log.entries} highlighted={highlighted} />
            </>
          )}
        </>
      )}
    </section>
  )
}

/** `/activity#entry-…`: client-side navigation does not scroll to a hash by itself. */
function useHighlightedEntry(loaded: boolean): string | null {
  const [hash] = useState(() => decodeURIComponent(location.hash.slice(1)))
  useEffect(() => {
    if (!loaded || !hash) return
    const row = document.getElementById(hash)
    if (!row) return
    row.focus()
    row.scrollIntoView({ block: 'center' })
  }, [loaded, hash])
  return hash || null
}

function ActivityTable({
  entries,
  highlighted,
}: {
  entries: readonly ActivityEntry[]
  highlighted: string | null
}) {
  const names = useCategoryNames()
  const { t, locale } = useMessages(activityMessages)
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    [locale],
  )
  const rowProps = useCallback(
    (entry: ActivityEntry) => {
      const anchor = entryAnchor(entry.id)
      return {
        id: anchor,
        tabIndex: -1,
        className: anchor === highlighted ? 'is-highlighted' : undefined,
      }
    },
    [highlighted],
  )
  const columns: Column<ActivityEntry>[] = [
    {
      key: 'time',
      header: t('time'),
      cell: (entry) => (
        <time dateTime={new Date(entry.at).toISOString()}>
          {timeFormat.format(entry.at)}
        </time>
      ),
    },
    {
      key: 'animal',
      header: t('animal'),
      cell: (entry) => entry.name.trim() || t('unnamed'),
    },
    {
      key: 'category',
      header: t('category'),
      cell: (entry) => categoryLabel(names, entry.categoryId),
    },
    {
      key: 'outcome',
      header: t('outcome'),
      cell: (entry) => <Outcome entry={entry} />,
    },
  ]
  return (
    <Table
      region={t('tableRegion')}
      caption={t('caption')}
      className="activity-table"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={rowProps}
    />
  )
}

function Outcome({ entry }: { entry: ActivityEntry }) {
  const { t, rich } = useMessages(activityMessages)
  const outcome = (
    <strong className={`outcome outcome-${entry.outcome}`}>
      {t(entry.outcome)}
    </strong>
  )
  // The app's words (entry.words) in the chosen language; what the server
  // wrote, or an entry without words, as it came (entry.message).
  const said = useSaid(readWords(entry.words, ENTRY_WORDS))
  const message = said ?? entry.message ?? ''
  switch (entry.outcome) {
    case 'added':
      return rich('addedId', {
        outcome,
        id: entry.petId ? (
          <Link to={`/animals/${entry.petId}`}>{entry.petId}</Link>
        ) : (
          ''
        ),
      })
    case 'refused':
      return rich('refusedSaid', { outcome, message })
    case 'unknown':
      return rich('unknownText', { outcome, message })
    case 'waiting':
      // With a message: a hold the client gave up on, which says until when.
      return said
        ? rich('waitingHeld', { outcome, message })
        : entry.message
          ? rich('waitingSaid', { outcome, message })
          : rich('waitingFor', { outcome })
    case 'sending':
      return rich('sendingNow', { outcome })
  }
}
