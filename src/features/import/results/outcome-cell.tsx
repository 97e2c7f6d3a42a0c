import { Link } from 'wouter'
import type { JobRow } from '../job/import-job'
import { outcomeLabel } from './results-csv'

/** An Unknown row's message names the animal Check the list found: that ID links to it. */
function Message({ row, text }: { row: JobRow; text: string }) {
  const named = row.outcome === 'unknown' && row.id ? `ID ${row.id}` : null
  const at = named ? text.indexOf(named) : -1
  if (!named || !row.id || at === -1) return text
  return (
    <>
      {text.slice(0, at)}
      <Link to={`/animals/${row.id}`}>{named}</Link>
      {text.slice(at + named.length)}
    </>
  )
}

export function OutcomeCell({ row }: { row: JobRow }) {
  const label = outcomeLabel(row)
  return (
    <>
      <span className={`outcome outcome-${row.outcome}`}>{label}</span>
      {row.outcome === 'added' && row.id && (
        <>
          {' '}
          <Link to={`/animals/${row.id}`}>ID {row.id}</Link>
        </>
      )}
      {/* Refused: the server's words. Unknown: why. Added by Check the list: how it was found. */}
      {row.message && (
        <span className="outcome-message">
          {' '}
          <Message row={row} text={row.message} />
        </span>
      )}
      {row.entry && (
        <>
          {/* After the ID link on the same line, a separator tells the two links apart. */}
          {row.message ? ' ' : ' · '}
          <Link to={`/activity#entry-${row.entry}`} className="outcome-entry">
            See it in Activity
            {/* Every row has this link: its row number tells them apart to a screen reader. */}
            <span className="visually-hidden"> (row {row.row})</span>
          </Link>
        </>
      )}
    </>
  )
}
