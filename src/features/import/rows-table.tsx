import type { ReactNode } from 'react'
import {
  categoryIdByName,
  categoryLabel,
  useCategoryNames,
} from '../../lib/categories/categories'
import { toInt64String } from '../../lib/http/int64'

export interface TableRow {
  row: number
  name: string
  categoryId: string
  status: string
}

/**
 * A category cell as the list shows it: "Dogs · 1" whether the file gave the
 * name or the ID; an unknown name or a bad ID as typed (its row says why).
 */
export function categoryCell(
  text: string,
  names: ReadonlyMap<string, string>,
): string {
  const id = toInt64String(text) ?? categoryIdByName(names, text)
  return id === undefined ? text : categoryLabel(names, id)
}

/** The rows as the spreadsheet had them, and one more column: the check, or the outcome. */
export function RowsTable<Row extends TableRow>({
  rows,
  last,
  rowClass,
  lastCell,
}: {
  rows: Row[]
  last: string
  rowClass: (row: Row) => string | undefined
  lastCell: (row: Row, index: number) => ReactNode
}) {
  const names = useCategoryNames()
  const columns = ['Row', 'Name', 'Category', 'Status', last]
  return (
    <div
      className="table-wrap"
      role="region"
      aria-label="Rows to import table"
      tabIndex={0}
    >
      <table className="import-table" role="table">
        <caption className="visually-hidden">Rows to import</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={row.row} role="row" className={rowClass(row)}>
              <td role="cell" data-label="Row" className="num">
                {row.row}
              </td>
              <td role="cell" data-label="Name" className="cell-text">
                {row.name}
              </td>
              <td role="cell" data-label="Category" className="cell-text">
                {categoryCell(row.categoryId, names)}
              </td>
              <td role="cell" data-label="Status">
                {row.status}
              </td>
              <td role="cell" data-label={last}>
                <div>{lastCell(row, index)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
