import type { Ref } from 'react'
import { CostPanel } from '../cost-panel'
import type { ParseResult } from '../parse-rows'
import type { CheckedRow } from './check-rows'
import { CheckTable } from './check-table'

/** The rows as they were when checked, and what the check made of them. */
export interface RowsCheck {
  text: string
  result: ParseResult
  rows: CheckedRow[]
}

/**
 * What Check rows found: a count, notes on anything ignored or changed since,
 * the rows one by one and, once some are ready, what importing them costs.
 */
export function CheckResults({
  checked,
  stale,
  headingRef,
  environment,
  onImport,
}: {
  checked: RowsCheck
  /** The rows were edited after this check. */
  stale: boolean
  /** Focus goes here after each check. */
  headingRef: Ref<HTMLHeadingElement>
  environment: string
  onImport: (rows: CheckedRow[]) => void
}) {
  const { result } = checked
  const ready = checked.rows.filter((row) => row.pet)
  const problems = checked.rows.length - ready.length

  return (
    <div className="check-results">
      <h2 ref={headingRef} tabIndex={-1}>
        {result.ok
          ? `${ready.length} ready, ${problems} with problems`
          : 'These rows cannot be read'}
      </h2>
      {!result.ok ? (
        <p className="notice bad">{result.message}</p>
      ) : (
        <>
          {stale && (
            <p className="notice">
              The rows changed since they were checked. Check rows again before
              importing.
            </p>
          )}
          {result.unknownColumns.length > 0 && (
            <p className="notice">
              Ignored{' '}
              {result.unknownColumns.length === 1 ? 'a column' : 'columns'} the
              service has no field for:{' '}
              {result.unknownColumns.map((name) => `“${name}”`).join(', ')}.
            </p>
          )}
          {problems > 0 && (
            <p>
              Rows with problems are skipped. Fix them in <strong>Rows</strong>{' '}
              and check again to include them.
            </p>
          )}
          <CheckTable rows={checked.rows} />
          {!stale && ready.length > 0 && (
            <CostPanel
              count={ready.length}
              environment={environment}
              onImport={() => onImport(checked.rows)}
            />
          )}
        </>
      )}
    </div>
  )
}
