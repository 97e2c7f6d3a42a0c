import type { JobRow } from '../job/import-job'
import { OutcomeCell } from './outcome-cell'
import { RowsTable } from '../rows-table'

/** Every row of a job with its outcome; an Unknown row can be checked against the list, or sent again. */
export function JobTable({
  rows,
  canAct,
  checking,
  onCheck,
  onResend,
  onMarkFound,
}: {
  rows: JobRow[]
  canAct: boolean
  /** The row whose list check is under way. */
  checking: number | null
  onCheck: (index: number) => void
  onResend: (index: number) => void
  /** The person's choice when Check the list found an animal but could not tell it from an older one. */
  onMarkFound: (index: number) => void
}) {
  return (
    <RowsTable
      rows={rows}
      last="Outcome"
      rowClass={(row) => (row.outcome === 'skipped' ? 'is-skipped' : undefined)}
      lastCell={(row, index) => (
        <>
          <OutcomeCell row={row} />
          {row.outcome === 'unknown' && canAct && (
            <span className="unknown-row-actions">
              <button
                type="button"
                className="secondary small"
                disabled={checking !== null}
                onClick={() => onCheck(index)}
              >
                Check the list
              </button>{' '}
              {row.id && (
                <>
                  <button
                    type="button"
                    className="secondary small"
                    disabled={checking !== null}
                    onClick={() => onMarkFound(index)}
                  >
                    Mark row {row.row} Added
                  </button>{' '}
                </>
              )}
              <button
                type="button"
                className="secondary small"
                disabled={checking !== null}
                onClick={() => onResend(index)}
              >
                Send row {row.row} again…
              </button>
            </span>
          )}
        </>
      )}
    />
  )
}
