import { memo, type ReactNode, useId, useMemo, useState } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { importMessages } from './import-messages'
import { PAGE_ROWS, Pager } from '../../components/pager'
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

/** Rows that need the person: shown alone when they choose. */
export interface Attention<Row> {
  /** "Unknown or refused". */
  label: string
  /** Said when the choice shows none: "None is unknown or refused now." */
  none: string
  test: (row: Row) => boolean
}

/** The column names as each cell repeats them, for the stacked rows of a narrow screen. */
interface Columns {
  row: string
  name: string
  category: string
  status: string
  last: string
}

interface LineProps<Row extends TableRow> {
  row: Row
  index: number
  category: string
  className: string | undefined
  columns: Columns
  lastCell: (row: Row, index: number) => ReactNode
}

// One row's change renders that row only: the others keep their props.
const Line = memo(function Line<Row extends TableRow>({
  row,
  index,
  category,
  className,
  columns,
  lastCell,
}: LineProps<Row>) {
  return (
    <tr role="row" className={className}>
      <td role="cell" data-label={columns.row} className="num">
        {row.row}
      </td>
      <td role="cell" data-label={columns.name} className="cell-text">
        {row.name}
      </td>
      <td role="cell" data-label={columns.category} className="cell-text">
        {category}
      </td>
      <td role="cell" data-label={columns.status}>
        {row.status}
      </td>
      <td role="cell" data-label={columns.last}>
        <div>{lastCell(row, index)}</div>
      </td>
    </tr>
  )
}) as <Row extends TableRow>(props: LineProps<Row>) => ReactNode

/** The same object while the words stay, so unchanged rows are not rendered again. */
function useColumns(last: string): Columns {
  const { t } = useMessages(importMessages)
  const [row, name, category, status] = [
    t('row'),
    t('name'),
    t('category'),
    t('status'),
  ]
  return useMemo(
    () => ({ row, name, category, status, last }),
    [row, name, category, status, last],
  )
}

/**
 * The rows as the spreadsheet had them, and one more column: the check, or
 * the outcome; 100 a page, and, with `attention`, a choice to show only the
 * rows that need the person. `lastCell` gets the row's index in `rows`.
 */
export function RowsTable<Row extends TableRow>({
  rows,
  last,
  rowClass,
  lastCell,
  attention,
}: {
  rows: Row[]
  last: string
  rowClass: (row: Row) => string | undefined
  lastCell: (row: Row, index: number) => ReactNode
  attention?: Attention<Row>
}) {
  const { t } = useMessages(importMessages)
  const names = useCategoryNames()
  const [page, setPage] = useState(0)
  const [onlyAttention, setOnlyAttention] = useState(false)
  const filterName = useId()
  const columns = useColumns(last)
  const flagged = attention
    ? rows.reduce<number[]>((found, row, index) => {
        if (attention.test(row)) found.push(index)
        return found
      }, [])
    : []
  const showing = attention && onlyAttention
  const total = showing ? flagged.length : rows.length
  const pages = Math.max(1, Math.ceil(total / PAGE_ROWS))
  const shown = Math.min(page, pages - 1)
  const from = shown * PAGE_ROWS
  const indexes = showing
    ? flagged.slice(from, from + PAGE_ROWS)
    : Array.from(
        { length: Math.max(0, Math.min(PAGE_ROWS, rows.length - from)) },
        (_, at) => from + at,
      )
  return (
    <>
      {attention && (
        <fieldset className="rows-shown">
          <legend>{t('show')}</legend>
          {(
            [
              [false, t('allRows', { count: rows.length })],
              [
                true,
                t('attentionRows', {
                  label: attention.label,
                  count: flagged.length,
                }),
              ],
            ] as const
          ).map(([value, text]) => (
            <label key={text}>
              <input
                type="radio"
                name={filterName}
                checked={onlyAttention === value}
                onChange={() => {
                  setOnlyAttention(value)
                  setPage(0)
                }}
              />{' '}
              {text}
            </label>
          ))}
        </fieldset>
      )}
      <Pager
        page={shown}
        pages={pages}
        first={from + 1}
        last={from + indexes.length}
        total={total}
        onPage={setPage}
        label={t('pages')}
      />
      <div
        className="table-wrap"
        role="region"
        aria-label={t('tableRegion')}
        tabIndex={0}
      >
        <table className="import-table" role="table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {[
                columns.row,
                columns.name,
                columns.category,
                columns.status,
                columns.last,
              ].map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {indexes.map((index) => {
              const row = rows[index]
              return (
                row && (
                  <Line
                    key={row.row}
                    row={row}
                    index={index}
                    category={categoryCell(row.categoryId, names)}
                    className={rowClass(row)}
                    columns={columns}
                    lastCell={lastCell}
                  />
                )
              )
            })}
          </tbody>
        </table>
      </div>
      {showing && total === 0 && <p className="hint">{attention.none}</p>}
    </>
  )
}
