import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { PageTitle } from '../../components/page-title'
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
import { exportActivity, OUTCOME_LABELS } from './activity-csv'
import { useActivityLog } from './use-activity-log'
import './activity.css'

const timeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

const entryAnchor = (id: string) => `entry-${id}`

export function ActivityPage() {
  const connection = useConnection()
  const place = logPlaceFor(connection)
  const log = useActivityLog(place)
  const highlighted = useHighlightedEntry(log.loaded)

  return (
    <section>
      <PageTitle>Activity</PageTitle>
      <p className="activity-intro">
        Every request this browser sent that could change data (each animal
        added, each import row, each resend) and what the server answered. It
        shows what this browser sent, not what others did: the API keeps no
        history a client can read.
      </p>
      {!place ? (
        <div className="empty-state">
          <h2>No API key</h2>
          <p>
            Without a key nothing can be sent, so there is nothing to show.{' '}
            <Link to="/settings">Enter the API key in Settings</Link>.
          </p>
        </div>
      ) : (
        <>
          <p className="muted">
            Kept{' '}
            {place.area === 'device' ? 'on this device' : 'in this tab only'}{' '}
            for {connection.label} with this key; <strong>Forget key</strong> in
            Settings clears it. At most the last{' '}
            {MAX_ENTRIES.toLocaleString('en')} entries are kept: the oldest are
            dropped first.
            {log.dropped > 0 &&
              ` ${log.dropped.toLocaleString('en')} older ${log.dropped === 1 ? 'entry was' : 'entries were'} dropped.`}
          </p>
          {log.unreadable > 0 && (
            <p role="alert" className="notice bad">
              {log.unreadable} stored{' '}
              {log.unreadable === 1 ? 'entry' : 'entries'} could not be read
              (damaged, or written by another version) and{' '}
              {log.unreadable === 1 ? 'is' : 'are'} not shown.
            </p>
          )}
          {!log.loaded ? (
            <p role="status" className="muted">
              Loading the activity…
            </p>
          ) : log.entries.length === 0 ? (
            <div className="empty-state" role="status">
              <h2>Nothing sent yet</h2>
              <p>
                Animals added or imported from this browser with this connection
                will be listed here.
              </p>
            </div>
          ) : (
            <>
              <div className="list-summary-row">
                <p role="status" className="list-summary">
                  {log.entries.length.toLocaleString('en')}{' '}
                  {log.entries.length === 1 ? 'entry' : 'entries'}, newest
                  first.
                </p>
                <div className="actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => exportActivity(log.entries)}
                  >
                    Export CSV
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
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      className="table-wrap"
      role="region"
      aria-label="Sent from this browser, table"
      tabIndex={0}
    >
      <table className="activity-table">
        <caption className="visually-hidden">Sent from this browser</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Animal</th>
            <th scope="col">Category</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const anchor = entryAnchor(entry.id)
            return (
              <tr
                key={entry.id}
                id={anchor}
                tabIndex={-1}
                className={
                  anchor === highlighted ? 'is-highlighted' : undefined
                }
              >
                <td>
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {timeFormat.format(entry.at)}
                  </time>
                </td>
                <td>{entry.name.trim() || 'Unnamed'}</td>
                <td>{categoryLabel(names, entry.categoryId)}</td>
                <td>
                  <Outcome entry={entry} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function Outcome({ entry }: { entry: ActivityEntry }) {
  const label = (
    <strong className={`outcome outcome-${entry.outcome}`}>
      {OUTCOME_LABELS[entry.outcome]}
    </strong>
  )
  switch (entry.outcome) {
    case 'added':
      return (
        <>
          {label} · ID{' '}
          {entry.petId && (
            <Link to={`/animals/${entry.petId}`}>{entry.petId}</Link>
          )}
        </>
      )
    case 'refused':
      return (
        <>
          {label}: {entry.message}
        </>
      )
    case 'unknown':
      return (
        <>
          {label}: no answer came, so it may or may not have been added.{' '}
          {entry.message}
        </>
      )
    case 'waiting':
      // With a message: a hold the client gave up on, which says until when.
      return entry.message ? (
        <>
          {label}: {entry.message}
        </>
      ) : (
        <>{label} for the rate limit to pass</>
      )
    case 'sending':
      return <>{label}…</>
  }
}
