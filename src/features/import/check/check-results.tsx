import { type Ref, useState } from 'react'
import { CostPanel } from '../cost-panel'
import type { ParseResult } from '../parse-rows'
import { type CheckedRow, isLeftOut, withLeftOut } from './check-rows'
import { CheckTable } from './check-table'

/** The rows as they were when checked, and what the check made of them. */
export interface RowsCheck {
  text: string
  result: ParseResult
  rows: CheckedRow[]
  /** Why the latest 100 animals could not be compared with; null when they were. */
  latestProblem: string | null
}

/** Rows put back by Include, for one check: a new check starts with none. */
function useIncluded(checked: RowsCheck) {
  const [state, setState] = useState({
    of: checked,
    rows: new Set<number>(),
  })
  const included = state.of === checked ? state.rows : new Set<number>()
  const include = (row: number, on: boolean) => {
    const next = new Set(included)
    if (on) next.add(row)
    else next.delete(row)
    setState({ of: checked, rows: next })
  }
  return [included, include] as const
}

function countsText(ready: number, problems: number, leftOut: number) {
  return `${ready} ready, ${problems} with problems${
    leftOut
      ? `, ${leftOut} left out as ${leftOut === 1 ? 'a possible duplicate' : 'possible duplicates'}`
      : ''
  }`
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
  scope,
  onImport,
}: {
  checked: RowsCheck
  /** The rows were edited after this check. */
  stale: boolean
  /** Focus goes here after each check. */
  headingRef: Ref<HTMLHeadingElement>
  environment: string
  /** The connection's cache scope: whether the latest 100 are fresh enough to record without a request. */
  scope: string
  onImport: (rows: CheckedRow[]) => void
}) {
  const { result } = checked
  const [included, include] = useIncluded(checked)
  const valid = checked.rows.filter((row) => row.pet)
  const problems = checked.rows.length - valid.length
  const leftOut = valid.filter((row) => isLeftOut(row, included)).length
  const ready = valid.length - leftOut

  return (
    <div className="check-results">
      <h2 ref={headingRef} tabIndex={-1}>
        {result.ok
          ? countsText(ready, problems, leftOut)
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
          {checked.latestProblem && (
            <p className="notice">
              Could not load the latest 100 animals to compare with:{' '}
              {checked.latestProblem} The rows were compared with the lists
              already loaded and with what this browser sent (Activity) only.
            </p>
          )}
          {problems > 0 && (
            <p>
              Rows with problems are skipped. Fix them in <strong>Rows</strong>{' '}
              and check again to include them.
            </p>
          )}
          {valid.some((row) => row.duplicateOf) && (
            <p>
              A row with the same name and category as an animal already listed,
              one this browser sent, or an earlier row may add that animal
              twice, for good: it is left out. Tick <strong>Include</strong> on
              a row to send it anyway.
            </p>
          )}
          <CheckTable
            rows={checked.rows}
            included={included}
            onInclude={include}
          />
          {!stale && ready > 0 && (
            <CostPanel
              count={ready}
              environment={environment}
              scope={scope}
              onImport={() => onImport(withLeftOut(checked.rows, included))}
            />
          )}
        </>
      )}
    </div>
  )
}
