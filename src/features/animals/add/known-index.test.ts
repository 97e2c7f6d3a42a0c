import { describe, expect, it, vi } from 'vitest'
import { animalKey } from '../../../lib/pets/same-animal'
import { createKnownIndex } from './known-index'

// Counts the name foldings the index does, the cost of each change.
vi.mock('../../../lib/pets/same-animal', async (original) => {
  const actual =
    await original<typeof import('../../../lib/pets/same-animal')>()
  return { ...actual, animalKey: vi.fn(actual.animalKey) }
})

// The duplicate index changes in proportion to what changed, and the page
// sees a new answer only when the animals like the one typed changed: an
// import's row in another tab costs the form no render (issue 31).

describe('the Add page’s duplicate index', () => {
  it('gives the same matches while only other animals change, and new ones when one like it does', () => {
    const index = createKnownIndex()
    for (let row = 0; row < 10_000; row += 1)
      index.put(
        'kept',
        `device:${row}`,
        { name: `Animal ${row}`, categoryId: '3', id: null, row: row + 2 },
        row,
      )
    index.put('entry', 'e1', { name: 'Max', categoryId: '5', id: '12' }, 0)
    const seen = index.matches(' max ', '5')
    expect(seen).toEqual([{ name: 'Max', categoryId: '5', id: '12' }])

    index.put(
      'kept',
      'device:9999',
      { name: 'Animal 9999', categoryId: '3', id: '99' },
      9_999,
    )
    expect(index.matches(' max ', '5')).toBe(seen)

    index.put(
      'kept',
      'device:4',
      { name: 'MAX', categoryId: '5', id: null, row: 6 },
      4,
    )
    expect(index.matches(' max ', '5')).toEqual([
      { name: 'Max', categoryId: '5', id: '12' },
      { name: 'MAX', categoryId: '5', id: null, row: 6 },
    ])
    index.clear('entry')
    expect(index.matches('Max', '5')).toEqual([
      { name: 'MAX', categoryId: '5', id: null, row: 6 },
    ])
  })

  it('folds a row’s name once, not again as the row is sent and added (issue 31)', () => {
    const index = createKnownIndex()
    const row = (at: number, id: string | null) =>
      index.put(
        'kept',
        `device:${at}`,
        { name: `Animal ${at}`, categoryId: '3', id, row: at + 2 },
        at,
      )
    for (let at = 0; at < 1_000; at += 1) row(at, null)
    vi.mocked(animalKey).mockClear()
    // Row 500 sent, then added: the same name and category.
    row(500, null)
    row(500, '77')
    // Only the query folds below, once per matches().
    expect(animalKey).not.toHaveBeenCalled()
    expect(index.matches('animal 500', '3')).toEqual([
      { name: 'Animal 500', categoryId: '3', id: '77', row: 502 },
    ])
    // A new name in that slot is folded, and found under it alone.
    vi.mocked(animalKey).mockClear()
    index.put(
      'kept',
      'device:500',
      { name: 'Rex', categoryId: '3', id: null },
      500,
    )
    expect(animalKey).toHaveBeenCalledTimes(1)
    expect(index.matches('animal 500', '3')).toEqual([])
    expect(index.matches('rex', '3')).toEqual([
      { name: 'Rex', categoryId: '3', id: null },
    ])
  })
})
