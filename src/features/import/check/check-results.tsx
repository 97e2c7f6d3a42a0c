import { type Ref, useState } from 'react'
import { useErrorText } from '../../../components/use-error-text'
import { useMessages } from '../../../lib/i18n/use-messages'
import { CostPanel } from '../cost-panel'
import { importMessages, parseProblemText } from '../import-messages'
import type { ParseResult } from '../parse-rows'
import { checkMessages } from './check-messages'
import { type CheckedRow, isLeftOut, withLeftOut } from './check-rows'
import { CheckTable } from './check-table'

/** The rows as they were when checked, and what the check made of them. */
export interface RowsCheck {
  text: string
  result: ParseResult
  rows: CheckedRow[]
  /** Why the latest 100 animals could not be compared with; null when they were. */
  latestError: unknown
}

/** No row put back: the same set each render, so the table's rows are not rendered again. */
const NONE: ReadonlySet<number> = new Set()

/** Rows put back by Include, for one check: a new check starts with none. */
function useIncluded(checked: RowsCheck) {
  const [state, setState] = useState({ of: checked, rows: NONE })
  const included = state.of === checked ? state.rows : NONE
  const include = (row: number, on: boolean) => {
    const next = new Set(included)
    if (on) next.add(row)
    else next.delete(row)
    setState({ of: checked, rows: next })
  }
  return [included, include] as const
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
  const { t, rich } = useMessages(checkMessages)
  const page = useMessages(importMessages)
  const latestProblem = useErrorText(checked.latestError)
  const { result } = checked
  const [included, include] = useIncluded(checked)
  const valid = checked.rows.filter((row) => row.pet)
  const problems = checked.rows.length - valid.length
  const leftOut = valid.filter((row) => isLeftOut(row, included)).length
  const ready = valid.length - leftOut

  return (
    <div className="check-results">
      <h2 ref={headingRef} tabIndex={-1}>
        {!result.ok
          ? t('cannotRead')
          : [
              t('ready', { count: ready }),
              t('withProblems', { count: problems }),
              ...(leftOut ? [t('leftOutCount', { count: leftOut })] : []),
            ].join(', ')}
      </h2>
      {!result.ok ? (
        <p className="notice bad">
          {parseProblemText(page.t, page.locale, result.problem)}
        </p>
      ) : (
        <>
          {stale && <p className="notice">{t('stale')}</p>}
          {result.unknownColumns.length > 0 && (
            <p className="notice">
              {t('ignoredColumns', {
                count: result.unknownColumns.length,
                columns: result.unknownColumns
                  .map((name) => `“${name}”`)
                  .join(', '),
              })}
            </p>
          )}
          {checked.latestError != null && (
            <p className="notice">
              {t('latestProblem', { problem: latestProblem })}
            </p>
          )}
          {problems > 0 && (
            <p>{rich('skippedHint', { rows: <strong>{t('rows')}</strong> })}</p>
          )}
          {valid.some((row) => row.duplicateOf) && (
            <p>
              {rich('duplicatesHint', {
                include: <strong>{t('include')}</strong>,
              })}
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
