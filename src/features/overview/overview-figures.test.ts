import type { Pet, PetStatus } from '../../lib/pets/pet-schemas'
import { type OverviewAnswers, overviewFigures } from './overview-figures'

const pet = (id: number, categoryId: string, status?: PetStatus): Pet => ({
  id: String(id),
  name: `Pet ${id}`,
  categoryId,
  ...(status ? { status } : {}),
})

/** `count` animals of one category and status, ids from `from`. */
const many = (
  count: number,
  from: number,
  categoryId: string,
  status?: PetStatus,
) =>
  Array.from({ length: count }, (_, index) =>
    pet(from + index, categoryId, status),
  )

describe('overviewFigures', () => {
  // Small answers: every list below 100, so every figure is whole.
  const answers: OverviewAnswers = {
    available: [
      ...many(3, 1, '1', 'available'),
      ...many(2, 10, '2', 'available'),
    ],
    pending: [pet(20, '2', 'pending')],
    sold: [...many(4, 30, '1', 'sold'), pet(40, '9007199254740993', 'sold')],
    all: [
      pet(50, '1'),
      pet(51, '3'),
      pet(52, '3'),
      pet(1, '1', 'available'),
      pet(20, '2', 'pending'),
    ],
  }

  it('counts each status from its own list, and "no status" from the unfiltered one', () => {
    const { byStatus } = overviewFigures(answers)
    expect(byStatus).toEqual({
      available: { count: 5, full: false },
      pending: { count: 1, full: false },
      sold: { count: 5, full: false },
      none: { count: 3, full: false },
    })
  })

  it('gives every cell of the table: category by status, with totals', () => {
    const figures = overviewFigures(answers)
    expect(
      figures.categories.map((row) => [row.categoryId, row.counts, row.total]),
    ).toEqual([
      ['1', { available: 3, pending: 0, sold: 4, none: 1 }, 8],
      ['2', { available: 2, pending: 1, sold: 0, none: 0 }, 3],
      ['3', { available: 0, pending: 0, sold: 0, none: 2 }, 2],
      ['9007199254740993', { available: 0, pending: 0, sold: 1, none: 0 }, 1],
    ])
    expect(figures.totals).toEqual({
      available: 5,
      pending: 1,
      sold: 5,
      none: 3,
    })
    expect(figures.total).toBe(14)
    expect(figures.fullLists).toEqual([])
  })

  it('says which lists held 100: their counts are "100 or more", the rest exact', () => {
    const figures = overviewFigures({
      available: many(100, 1, '1', 'available'),
      pending: many(7, 200, '2', 'pending'),
      sold: [],
      all: [...many(98, 300, '1', 'available'), ...many(2, 400, '4')],
    })
    expect(figures.byStatus.available).toEqual({ count: 100, full: true })
    expect(figures.byStatus.pending).toEqual({ count: 7, full: false })
    expect(figures.byStatus.sold).toEqual({ count: 0, full: false })
    // "No status" counts within the latest 100: 2 of them, not "100 or more".
    expect(figures.byStatus.none).toEqual({ count: 2, full: false })
    expect(figures.fullLists).toEqual(['all', 'available'])
    expect(
      figures.categories.map((row) => [row.categoryId, row.total]),
    ).toEqual([
      ['1', 100],
      ['2', 7],
      ['4', 2],
    ])
  })

  it('counts no more than the 100 asked for when a server sends more', () => {
    const figures = overviewFigures({ sold: many(130, 1, '1', 'sold') })
    expect(figures.byStatus.sold).toEqual({ count: 100, full: true })
    expect(figures.totals.sold).toBe(100)
  })

  it('leaves a list not yet loaded out, rather than counting it as none', () => {
    const figures = overviewFigures({ pending: [pet(1, '1', 'pending')] })
    expect(figures.byStatus.available.count).toBeNull()
    expect(figures.byStatus.none.count).toBeNull()
    expect(figures.byStatus.pending.count).toBe(1)
    expect(figures.total).toBe(1)
  })
})
