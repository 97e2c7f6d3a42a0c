import { describe, expect, it } from 'vitest'
import { createKnownIndex } from './known-index'

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
})
