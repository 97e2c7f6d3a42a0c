import { Link } from 'wouter'
import type { JobRow } from './import-job'
import { OUTCOME_LABELS } from './results-csv'

/** A row's outcome in words, with the new animal's link when it was added. */
export function OutcomeCell({ row }: { row: JobRow }) {
  const label = OUTCOME_LABELS[row.outcome]
  if (row.outcome === 'added' && row.id) {
    return (
      <>
        <span className="outcome outcome-added">{label}</span>{' '}
        <Link to={`/animals/${row.id}`}>ID {row.id}</Link>
        {/* Found by Check the list: how it was found, or that it was added twice. */}
        {row.message && <span className="outcome-message"> {row.message}</span>}
      </>
    )
  }
  return (
    <>
      <span className={`outcome outcome-${row.outcome}`}>{label}</span>
      {row.message && <span className="outcome-message"> {row.message}</span>}
    </>
  )
}
