import { describe, expect, it } from 'vitest'
import { matchingIds } from './check-list'

describe('matchingIds', () => {
  const pets = [
    {
      id: '9007199254740995',
      name: 'Ada',
      categoryId: '3',
      status: 'available' as const,
    },
    { id: '12', name: 'Ada', categoryId: '4' },
    { id: '11', name: 'ada', categoryId: '3' },
    { id: '9007199254740993', name: 'Ada', categoryId: '3' },
  ]

  it('finds animals with the same name and category, exact ids in list order', () => {
    expect(matchingIds(pets, { name: 'Ada', categoryId: '3' })).toEqual([
      '9007199254740995',
      '9007199254740993',
    ])
  })

  it('finds nothing when the name or the category differs', () => {
    expect(matchingIds(pets, { name: 'Bo', categoryId: '3' })).toEqual([])
    expect(matchingIds(pets, { name: 'Ada', categoryId: '5' })).toEqual([])
  })
})
