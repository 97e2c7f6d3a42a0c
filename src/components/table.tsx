import {
  type AriaAttributes,
  type HTMLAttributes,
  memo,
  type ReactNode,
  type TdHTMLAttributes,
} from 'react'

// The one table: a labelled region that scrolls sideways (focusable, so a
// keyboard can scroll it), a caption, a header row and the rows. Each table
// says only its columns; a long one shows a page of rows at a time
// (paged-table.tsx).

export interface Column<Row> {
  /** Unique among the columns. */
  key: string
  header: ReactNode
  /** The header cell's class and sort order, where it has them. */
  headerProps?: {
    className?: string
    'aria-sort'?: AriaAttributes['aria-sort']
  }
  /** The column's name as each cell repeats it on a narrow screen (`stacked`). */
  label?: string
  cell: (row: Row, index: number) => ReactNode
  /** A cell's class or id (an id a button's description points to). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>
  /** The column's cells head their rows (`<th scope="row">`). */
  rowHeader?: boolean
}

interface LineProps<Row> {
  row: Row
  index: number
  columns: readonly Column<Row>[]
  rowProps: ((row: Row) => HTMLAttributes<HTMLTableRowElement>) | undefined
  stacked: boolean
}

// One row's change renders that row only, while the columns stay the same.
const Line = memo(function Line<Row>({
  row,
  index,
  columns,
  rowProps,
  stacked,
}: LineProps<Row>) {
  return (
    <tr role={stacked ? 'row' : undefined} {...rowProps?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" {...column.cellProps?.(row)}>
            {column.cell(row, index)}
          </th>
        ) : (
          <td
            key={column.key}
            role={stacked ? 'cell' : undefined}
            data-label={stacked ? column.label : undefined}
            {...column.cellProps?.(row)}
          >
            {column.cell(row, index)}
          </td>
        ),
      )}
    </tr>
  )
}) as <Row>(props: LineProps<Row>) => ReactNode

export function Table<Row>({
  region,
  caption,
  columns,
  rows,
  indexes,
  rowKey,
  rowProps,
  foot,
  className,
  busy,
  stacked = false,
}: {
  /** The scrolling region's accessible name. */
  region: string
  /** Read by screen readers, not shown. */
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  /** The rows shown, by their index in `rows`: a page of them; all without. */
  indexes?: readonly number[]
  rowKey: (row: Row) => string | number
  /** A row's id, class or focusability; stable, so unchanged rows stay. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>
  /** Rows after the body: totals. */
  foot?: ReactNode
  className?: string
  /** Set while newer rows are on their way. */
  busy?: boolean
  /**
   * Rows stacked as cards on a narrow screen (by the table's CSS): the
   * table's roles are said outright, as CSS that changes a cell's display can
   * take them away, and each cell carries its column's name.
   */
  stacked?: boolean
}) {
  const role = stacked ? 'rowgroup' : undefined
  return (
    <div className="table-wrap" role="region" aria-label={region} tabIndex={0}>
      <table
        className={className}
        role={stacked ? 'table' : undefined}
        aria-busy={busy}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead role={role}>
          <tr role={stacked ? 'row' : undefined}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={stacked ? 'columnheader' : undefined}
                {...column.headerProps}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role}>
          {(indexes ?? rows.map((_, index) => index)).map((index) => {
            const row = rows[index]
            return (
              row !== undefined && (
                <Line
                  key={rowKey(row)}
                  row={row}
                  index={index}
                  columns={columns}
                  rowProps={rowProps}
                  stacked={stacked}
                />
              )
            )
          })}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  )
}
