import { act, fireEvent, render, screen } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLICE_ROWS } from '../../../components/paged-table'
import type { JobRow } from '../job/import-job'
import { JobTable } from './job-table'

// The results of a 10,000-row job: 100 rows a page, mounted a slice a frame,
// the Unknown and Refused ones a choice away, and a row's change renders
// that row alone.

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

const busy = () =>
  screen
    .getByRole('region', { name: 'Rows to import table' })
    .querySelector('table')
    ?.getAttribute('aria-busy')

/** A frame painted, then the task after it, which mounts the next slice. */
function nextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
  })
}

/** Frames until the page's rows are all mounted (a page is 100 rows). */
function paintAll() {
  for (let frame = 1; frame < 100 / SLICE_ROWS && busy() === 'true'; frame++)
    nextFrame()
}

describe('JobTable', () => {
  // Time is the test's: a page mounts a slice a painted frame.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows 100 rows a page; the Unknown and refused rows are a choice away', () => {
    render(table(rows(250)), inTabs(testTabs()))
    paintAll()
    expect(shownRows()).toHaveLength(100)
    expect(screen.getByText('(rows 1–100 of 250)')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(shownRows()[0]).toHaveTextContent('Animal 100')
    fireEvent.change(screen.getByRole('combobox', { name: 'Page' }), {
      target: { value: '2' },
    })
    paintAll()
    expect(shownRows()).toHaveLength(50)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()

    fireEvent.click(
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
    fireEvent.click(screen.getByRole('radio', { name: 'All rows (250)' }))
    expect(shownRows()[0]).toHaveTextContent('Animal 0')
  })

  it('one row changed renders that row only', () => {
    const before = rows(250)
    const { rerender } = render(table(before), inTabs(testTabs()))
    paintAll()
    renders.count = 0
    const after = before.map((row, index) =>
      index === 70
        ? { ...row, outcome: 'refused' as const, message: 'No.' }
        : row,
    )
    rerender(table(after))
    expect(renders.count).toBe(1)
    expect(shownRows()[70]).toHaveTextContent('No.')
  })

  it('mounts a page a slice at a time, one slice after each painted frame (issue 31)', () => {
    // Mounting and laying out 100 rows at once was one long task when the
    // job took the checked rows' place at the press of Import.
    render(table(rows(250)), inTabs(testTabs()))
    expect(shownRows()).toHaveLength(SLICE_ROWS)
    expect(busy()).toBe('true')
    expect(screen.getByText('(rows 1–100 of 250)')).toBeVisible()
    nextFrame()
    expect(shownRows()).toHaveLength(2 * SLICE_ROWS)
    for (let frame = 2; frame < 100 / SLICE_ROWS; frame += 1) nextFrame()
    expect(shownRows()).toHaveLength(100)
    expect(shownRows()[99]).toHaveTextContent('Animal 99')
    expect(busy()).not.toBe('true')
  })
})
