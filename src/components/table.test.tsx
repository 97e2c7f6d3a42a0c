import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Column, Table } from './table'

interface Animal {
  id: string
  name: string
}

const ANIMALS: Animal[] = [
  { id: '1', name: 'Biscuit' },
  { id: '2', name: 'Pepper' },
  { id: '3', name: 'Mochi' },
]

const COLUMNS: Column<Animal>[] = [
  {
    key: 'name',
    header: 'Name',
    label: 'Name',
    rowHeader: true,
    cell: (a) => a.name,
  },
  {
    key: 'id',
    header: 'ID',
    label: 'ID',
    cell: (a) => a.id,
    cellProps: () => ({ className: 'num' }),
  },
]

describe('the one table', () => {
  it('is a named region a keyboard can scroll, with its caption, headers and the rows asked for', () => {
    render(
      <Table
        region="Animals table"
        caption="Animals"
        columns={COLUMNS}
        rows={ANIMALS}
        indexes={[2, 0]}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ id: `animal-${a.id}` })}
      />,
    )
    const region = screen.getByRole('region', { name: 'Animals table' })
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Animals' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameID',
      'Mochi3',
      'Biscuit1',
    ])
    expect(
      within(table).getByRole('rowheader', { name: 'Mochi' }),
    ).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '3' })).toHaveClass('num')
    expect(rows[1]).toHaveAttribute('id', 'animal-3')
  })

  it('stacked: says its roles outright and names each cell’s column', () => {
    render(
      <Table
        region="Rows"
        caption="Rows"
        columns={COLUMNS.map((column) => ({ ...column, rowHeader: false }))}
        rows={ANIMALS}
        rowKey={(a) => a.id}
        stacked
      />,
    )
    const table = screen.getByRole('table', { name: 'Rows' })
    expect(table).toHaveAttribute('role', 'table')
    const cell = within(table).getByRole('cell', { name: 'Pepper' })
    expect(cell).toHaveAttribute('role', 'cell')
    expect(cell).toHaveAttribute('data-label', 'Name')
  })
})
