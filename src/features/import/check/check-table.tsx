import type { CheckedRow } from './check-rows'
import { RowsTable } from '../rows-table'

export function CheckTable({ rows }: { rows: CheckedRow[] }) {
  return (
    <RowsTable
      rows={rows}
      last="Check"
      rowClass={(row) => (row.pet ? undefined : 'has-problem')}
      lastCell={(row) => (
        <>
          {row.problems.length === 0 && row.warnings.length === 0 && 'Ready'}
          <ul className="check-list">
            {row.problems.map((problem) => (
              <li key={problem} className="problem">
                <strong>Problem:</strong> {problem}
              </li>
            ))}
            {row.warnings.map((warning) => (
              <li key={warning} className="warning">
                <strong>Warning:</strong> {warning}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}
