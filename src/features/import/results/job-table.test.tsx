import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { JobRow } from '../job/import-job'
import { JobTable } from './job-table'

// The results of a 10,000-row job: 100 rows a page, the Unknown and Refused
// ones a choice away, and a row's change renders that row alone.

const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./outcome-cell', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./outcome-cell')>()
  return {
    OutcomeCell: (props: Parameters<typeof actual.OutcomeCell>[0]) => {
      renders.count += 1
      return actual.OutcomeCell(props)
    },
  }
})

function rows(count: number): JobRow[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    name: `Animal ${index}`,
    categoryId: '3',
    status: 'available',
    outcome: index === 150 ? 'unknown' : index === 240 ? 'refused' : 'added',
    ...(index === 240 ? { message: 'Name too long' } : { id: `${index + 1}` }),
  }))
}

const table = (jobRows: JobRow[]) => (
  <JobTable
    rows={jobRows}
    canAct
    checking={null}
    onCheck={() => undefined}
    onResend={() => undefined}
    onMarkFound={() => undefined}
  />
)

const shownRows = () => [
  ...screen
    .getByRole('region', { name: 'Rows to import table' })
    .querySelectorAll('tbody tr'),
]

describe('JobTable', () => {
  it('shows 100 rows a page; the Unknown and refused rows are a choice away', async () => {
    render(table(rows(250)))
    expect(shownRows()).toHaveLength(100)
    expect(screen.getByText('(rows 1–100 of 250)')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(shownRows()[0]).toHaveTextContent('Animal 100')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Page' }),
      '3',
    )
    expect(shownRows()).toHaveLength(50)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await userEvent.click(
      screen.getByRole('radio', { name: 'Unknown or refused (2)' }),
    )
    expect(shownRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Animal 150'),
      expect.stringContaining('Animal 240'),
    ])
    // One page of them: no pages to choose.
    expect(
      screen.queryByRole('navigation', { name: 'Pages of rows' }),
    ).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Send row 152 again…' }),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('radio', { name: 'All rows (250)' }))
    expect(shownRows()[0]).toHaveTextContent('Animal 0')
  })

  it('one row changed renders that row only', () => {
    const before = rows(250)
    const { rerender } = render(table(before))
    renders.count = 0
    const after = before.map((row, index) =>
      index === 7
        ? { ...row, outcome: 'refused' as const, message: 'No.' }
        : row,
    )
    rerender(table(after))
    expect(renders.count).toBe(1)
    expect(shownRows()[7]).toHaveTextContent('No.')
  })
})
