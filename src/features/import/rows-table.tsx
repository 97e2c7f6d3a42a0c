import type { ReactNode } from 'react'

export interface TableRow {
  row: number
  name: string
  categoryId: string
  status: string
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
  const columns = ['Row', 'Name', 'Category ID', 'Status', last]
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
              <td role="cell" data-label="Category ID" className="num">
                {row.categoryId}
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
