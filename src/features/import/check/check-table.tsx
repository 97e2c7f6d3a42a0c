import { Link } from 'wouter'
import { type CheckedRow, type Duplicate, isLeftOut } from './check-rows'
import { RowsTable } from '../rows-table'

/** "Possible duplicate of ID 123", the ID a link to the animal; or "of row 2". */
function DuplicateNote({ duplicate }: { duplicate: Duplicate }) {
  return 'id' in duplicate ? (
    <>
      Possible duplicate of{' '}
      <Link to={`/animals/${duplicate.id}`}>ID {duplicate.id}</Link>
    </>
  ) : (
    <>Possible duplicate of row {duplicate.row}</>
  )
}

export function CheckTable({
  rows,
  included,
  onInclude,
}: {
  rows: CheckedRow[]
  /** Rows (by number) the person put back despite a possible duplicate. */
  included: ReadonlySet<number>
  onInclude: (row: number, include: boolean) => void
}) {
  return (
    <RowsTable
      rows={rows}
      last="Check"
      rowClass={(row) =>
        !row.pet
          ? 'has-problem'
          : isLeftOut(row, included)
            ? 'is-left-out'
            : undefined
      }
      lastCell={(row) => (
        <>
          {row.problems.length === 0 && !row.duplicateOf && 'Ready'}
          <ul className="check-list">
            {row.problems.map((problem) => (
              <li key={problem} className="problem">
                <strong>Problem:</strong> {problem}
              </li>
            ))}
            {row.duplicateOf && (
              <li className="duplicate">
                <DuplicateNote duplicate={row.duplicateOf} />
                {row.pet && (isLeftOut(row, included) ? ': left out.' : '.')}
              </li>
            )}
          </ul>
          {row.pet && row.duplicateOf && (
            <label className="include-row">
              <input
                type="checkbox"
                checked={included.has(row.row)}
                onChange={(event) => onInclude(row.row, event.target.checked)}
              />{' '}
              Include<span className="visually-hidden"> row {row.row}</span>
            </label>
          )}
        </>
      )}
    />
  )
}
