import { describe, expect, it } from 'vitest'
import type { Pet } from '../../lib/pets/pet-schemas'
import { type ListSort, readListView, writeListView } from './list-params'
import { type Shown, sortPets } from './sort-pets'

const pets: Pet[] = [
  { id: '9007199254740993', name: 'bella', categoryId: '10', status: 'sold' },
  {
    id: '9007199254740992',
    name: 'Atlas',
    categoryId: '9',
    status: 'available',
  },
  { id: '12', name: 'Cleo 10', categoryId: '9007199254740993' },
  { id: '7', name: 'Cleo 9', categoryId: '2', status: 'pending' },
]
const ids = (list: readonly Pet[]) => list.map((pet) => pet.id)
/** No category named; names shown as sent (none here is blank). */
const shown: Shown = { names: new Map(), nameOf: (pet) => pet.name }
/** The ids of `pets` sorted by `key`, one way or the other. */
const sortedIds = (key: ListSort['key'], descending: boolean) =>
  ids(sortPets(pets, { key, descending }, shown))

describe('sortPets', () => {
  it('sorts ids and categories as exact integers, beyond 2^53', () => {
    expect(sortedIds('id', false)).toEqual([
      '7',
      '12',
      '9007199254740992',
      '9007199254740993',
    ])
    expect(sortedIds('category', true)).toEqual([
      '12',
      '9007199254740993',
      '9007199254740992',
      '7',
    ])
  })

  it('sorts names as people read them: case-insensitive, numbers in order', () => {
    expect(
      sortPets(pets, { key: 'name', descending: false }, shown).map(
        (pet) => pet.name,
      ),
    ).toEqual(['Atlas', 'bella', 'Cleo 9', 'Cleo 10'])
  })

  it('sorts status available, pending, sold, then none', () => {
    expect(sortedIds('status', false)).toEqual([
      '9007199254740992',
      '7',
      '9007199254740993',
      '12',
    ])
  })

  it('leaves the server order alone without a sort, and never changes its input', () => {
    const before = ids(pets)
    expect(sortPets(pets, undefined, shown)).toBe(pets)
    sortPets(pets, { key: 'name', descending: true }, shown)
    expect(ids(pets)).toEqual(before)
  })
})

describe('sort in the URL', () => {
  it('reads sort=name and sort=-name; ignores unknown keys', () => {
    const read = (query: string) =>
      readListView(new URLSearchParams(query)).sort
    expect(read('sort=name')).toEqual({ key: 'name', descending: false })
    expect(read('sort=-category')).toEqual({
      key: 'category',
      descending: true,
    })
    expect(read('sort=colour')).toBeUndefined()
    expect(read('sort=--name')).toBeUndefined()
  })

  it('writes it back, keeping other parameters', () => {
    const params = writeListView(
      { status: 'sold', limit: 50, sort: { key: 'id', descending: true } },
      new URLSearchParams('other=1'),
    )
    expect(params.toString()).toBe('other=1&status=sold&limit=50&sort=-id')
  })
})
