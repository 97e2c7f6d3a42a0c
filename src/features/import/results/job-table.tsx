import { useCallback, useLayoutEffect, useRef } from 'react'
import type { JobRow } from '../job/import-job'
import { OutcomeCell } from './outcome-cell'
import { type Attention, RowsTable } from '../rows-table'

const NEEDS_YOU: Attention<JobRow> = {
  label: 'Unknown or refused',
  test: (row) => row.outcome === 'unknown' || row.outcome === 'refused',
}

const rowClass = (row: JobRow) =>
  row.outcome === 'skipped' ? 'is-skipped' : undefined

interface Actions {
  onCheck: (index: number) => void
  onResend: (index: number) => void
  /** The person's choice when Check the list found an animal but could not tell it from an older one. */
  onMarkFound: (index: number) => void
}

/**
 * Every row of a job with its outcome, 100 a page, the Unknown and Refused
 * ones a choice away; an Unknown row can be checked against the list, or
 * sent again. A row's change renders that row only.
 */
export function JobTable({
  rows,
  canAct,
  checking,
  ...handlers
}: {
  rows: JobRow[]
  canAct: boolean
  /** The row whose list check is under way. */
  checking: number | null
} & Actions) {
  // The latest handlers, so the cell renderer stays the same between renders.
  const actions = useRef<Actions>(handlers)
  useLayoutEffect(() => {
    actions.current = handlers
  })
  const busy = checking !== null
  const lastCell = useCallback(
    (row: JobRow, index: number) => (
      <>
        <OutcomeCell row={row} />
        {row.outcome === 'unknown' && canAct && (
          <span className="unknown-row-actions">
            <button
              type="button"
              className="secondary small"
              disabled={busy}
              onClick={() => actions.current.onCheck(index)}
            >
              Check the list
            </button>{' '}
            {row.id && (
              <>
                <button
                  type="button"
                  className="secondary small"
                  disabled={busy}
                  onClick={() => actions.current.onMarkFound(index)}
                >
                  Mark row {row.row} Added
                </button>{' '}
              </>
            )}
            <button
              type="button"
              className="secondary small"
              disabled={busy}
              onClick={() => actions.current.onResend(index)}
            >
              Send row {row.row} again…
            </button>
          </span>
        )}
      </>
    ),
    [canAct, busy],
  )
  return (
    <RowsTable
      rows={rows}
      last="Outcome"
      rowClass={rowClass}
      lastCell={lastCell}
      attention={NEEDS_YOU}
    />
  )
}
