import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PagedTable, type RowFilter } from './paged-table'
import type { Column } from './table'

interface Row {
  row: number
  refused: boolean
}

const COLUMNS: Column<Row>[] = [
  { key: 'row', header: 'Row', label: 'Row', cell: (r) => String(r.row) },
]

const FILTER: RowFilter<Row> = {
  test: (row) => row.refused,
  legend: 'Show',
  all: (count) => `All rows (${count})`,
  only: (count) => `Refused (${count})`,
  none: 'None is refused.',
}

const rowsOf = (count: number, refused: number[] = []) =>
  Array.from({ length: count }, (_, at) => ({
    row: at + 1,
    refused: refused.includes(at),
  }))

const table = (rows: Row[]) => (
  <PagedTable
    region="Rows"
    caption="Rows"
    pages="Pages of rows"
    columns={COLUMNS}
    rows={rows}
    rowKey={(row) => row.row}
    filter={FILTER}
  />
)

describe('a paged table with a filter', () => {
  it('leaves its choice untouched when new rows bring the same counts (a running import, every second)', () => {
    const { rerender } = render(table(rowsOf(30, [2])))
    const changes: MutationRecord[] = []
    const observer = new MutationObserver((records) => changes.push(...records))
    const choice = screen.getByRole('group', { name: 'Show' })
    observer.observe(choice, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    })
    rerender(table(rowsOf(30, [2])))
    expect(observer.takeRecords().concat(changes)).toEqual([])
    rerender(table(rowsOf(30, [2, 5])))
    expect(screen.getByRole('radio', { name: 'Refused (2)' })).toBeVisible()
    observer.disconnect()
  })

  it('keeps focus on a choice whose count changes', () => {
    const { rerender } = render(table(rowsOf(30, [2])))
    act(() => screen.getByRole('radio', { name: 'Refused (1)' }).focus())
    rerender(table(rowsOf(30, [2, 7])))
    expect(screen.getByRole('radio', { name: 'Refused (2)' })).toHaveFocus()
  })
})
