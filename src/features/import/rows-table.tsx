import { type ReactNode, useCallback, useMemo } from 'react'
import { type Column } from '../../components/table'
import { PagedTable, type RowFilter } from '../../components/paged-table'
import { useMessages } from '../../lib/i18n/use-messages'
import { importMessages } from './import-messages'
import {
  categoryLabel,
  useCategoryNames,
} from '../../lib/categories/categories'
import { categoryIdByName } from '../../lib/categories/category-by-name'
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

/** The same columns while the words, the names and the last cell stay, so unchanged rows are not rendered again. */
function useColumns<Row extends TableRow>(
  last: string,
  lastCell: (row: Row, index: number) => ReactNode,
): Column<Row>[] {
  const { t } = useMessages(importMessages)
  const names = useCategoryNames()
  const [row, name, category, status] = [
    t('row'),
    t('name'),
    t('category'),
    t('status'),
  ]
  return useMemo(
    () => [
      {
        key: 'row',
        header: row,
        label: row,
        cell: (line) => line.row,
        cellProps: () => ({ className: 'num' }),
      },
      {
        key: 'name',
        header: name,
        label: name,
        cell: (line) => line.name,
        cellProps: () => ({ className: 'cell-text' }),
      },
      {
        key: 'category',
        header: category,
        label: category,
        cell: (line) => categoryCell(line.categoryId, names),
        cellProps: () => ({ className: 'cell-text' }),
      },
      {
        key: 'status',
        header: status,
        label: status,
        cell: (line) => line.status,
      },
      {
        key: 'last',
        header: last,
        label: last,
        cell: (line, index) => <div>{lastCell(line, index)}</div>,
      },
    ],
    [row, name, category, status, last, lastCell, names],
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
  const columns = useColumns(last, lastCell)
  const rowProps = useCallback(
    (row: Row) => ({ className: rowClass(row) }),
    [rowClass],
  )
  const filter: RowFilter<Row> | undefined = attention && {
    test: attention.test,
    legend: t('show'),
    all: (count) => t('allRows', { count }),
    only: (count) => t('attentionRows', { label: attention.label, count }),
    none: attention.none,
  }
  return (
    <PagedTable
      region={t('tableRegion')}
      caption={t('caption')}
      pages={t('pages')}
      className="import-table"
      stacked
      columns={columns}
      rows={rows}
      rowKey={(row) => row.row}
      rowProps={rowProps}
      filter={filter}
    />
  )
}
