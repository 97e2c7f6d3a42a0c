import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { RowsTable } from '../rows-table'
import { checkMessages, problemText } from './check-messages'
import { type CheckedRow, type Duplicate, isLeftOut } from './check-rows'

/** How a possible duplicate ends: bare on a row with problems, else included or left out. */
type Ending = 'bare' | 'included' | 'left-out'

const ID_KEYS = {
  bare: 'duplicateOfId',
  included: 'duplicateOfIdIncluded',
  'left-out': 'duplicateOfIdLeftOut',
} as const
const ROW_KEYS = {
  bare: 'duplicateOfRow',
  included: 'duplicateOfRowIncluded',
  'left-out': 'duplicateOfRowLeftOut',
} as const

/** "Possible duplicate of ID 123", the ID a link to the animal; or "of row 2". */
function DuplicateNote({
  duplicate,
  ending,
}: {
  duplicate: Duplicate
  ending: Ending
}) {
  const { t, rich } = useMessages(checkMessages)
  return 'id' in duplicate
    ? rich(ID_KEYS[ending], {
        id: (
          <Link to={`/animals/${duplicate.id}`}>
            {t('id', { id: duplicate.id })}
          </Link>
        ),
      })
    : t(ROW_KEYS[ending], { row: String(duplicate.row) })
}

/** What the check found on a row, and, for a possible duplicate, the choice to include it. */
function CheckCell({
  row,
  included,
  onInclude,
}: {
  row: CheckedRow
  included: ReadonlySet<number>
  onInclude: RefObject<(row: number, include: boolean) => void>
}) {
  const { t } = useMessages(checkMessages)
  const form = useMessages(petFormMessages).t
  return (
    <>
      {row.problems.length === 0 && !row.duplicateOf && t('rowReady')}
      <ul className="check-list">
        {row.problems.map((problem, at) => (
          <li key={at} className="problem">
            <strong>{t('problemLabel')}</strong> {problemText(t, form, problem)}
          </li>
        ))}
        {row.duplicateOf && (
          <li className="duplicate">
            <DuplicateNote
              duplicate={row.duplicateOf}
              ending={
                !row.pet
                  ? 'bare'
                  : isLeftOut(row, included)
                    ? 'left-out'
                    : 'included'
              }
            />
          </li>
        )}
      </ul>
      {row.pet && row.duplicateOf && (
        <label className="include-row">
          <input
            type="checkbox"
            checked={included.has(row.row)}
            onChange={(event) => {
              onInclude.current(row.row, event.target.checked)
            }}
          />{' '}
          {t('include')}{' '}
          <span className="visually-hidden">
            {t('includeRow', { row: String(row.row) })}
          </span>
        </label>
      )}
    </>
  )
}

/**
 * The checked rows, each with what the check found. The row renderers stay
 * the same while the choices do, so a render of the page around the table
 * (Import pressed: "Recording…") renders no row again.
 */
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
  const { t } = useMessages(checkMessages)
  // The latest handler, so the cell renderer stays the same between renders.
  const include = useRef(onInclude)
  useLayoutEffect(() => {
    include.current = onInclude
  })
  const rowClass = useCallback(
    (row: CheckedRow) =>
      !row.pet
        ? 'has-problem'
        : isLeftOut(row, included)
          ? 'is-left-out'
          : undefined,
    [included],
  )
  const lastCell = useCallback(
    (row: CheckedRow) => (
      <CheckCell row={row} included={included} onInclude={include} />
    ),
    [included],
  )
  return (
    <RowsTable
      rows={rows}
      last={t('column')}
      rowClass={rowClass}
      lastCell={lastCell}
    />
  )
}
