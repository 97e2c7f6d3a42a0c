import { describe, expect, it } from 'vitest'
import type { Pet } from '../../lib/pets/pet-schemas'
import { readListView } from './list-params'
import { type Shown, sortPets } from './sort-pets'
import { filterPets, rowsForView } from './view-rows'

const pets: Pet[] = [
  { id: '1', name: 'Zoé', categoryId: '2', status: 'available' },
  { id: '9007199254740993', name: 'Luna', categoryId: '1' },
  { id: '3', name: 'Bruno', categoryId: '7', status: 'sold' },
  { id: '4', name: 'Lucky', categoryId: '9223372036854775807' },
  { id: '5', name: '  ', categoryId: '1' },
]
const names = new Map([
  ['1', 'Dogs'],
  ['2', 'Chats'],
])
/** What the screen shows, in a language: a blank name as `unnamed` says. */
const shownIn = (unnamed: string): Shown => ({
  names,
  nameOf: (pet) => pet.name.trim() || `${unnamed} (ID ${pet.id})`,
})
const shown = shownIn('Unnamed')
const ids = (rows: readonly Pet[]) => rows.map((pet) => pet.id)

describe('Find in list', () => {
  it('ignores accents and case: "zoe" finds "Zoé", "ZOÉ" too', () => {
    expect(ids(filterPets(pets, 'zoe', shown))).toEqual(['1'])
    expect(ids(filterPets(pets, ' ZOÉ ', shown))).toEqual(['1'])
  })

  it('matches names, exact ids and category names, not category ids', () => {
    expect(ids(filterPets(pets, 'lu', shown))).toEqual([
      '9007199254740993',
      '4',
    ])
    expect(ids(filterPets(pets, '740993', shown))).toEqual(['9007199254740993'])
    expect(ids(filterPets(pets, 'dog', shown))).toEqual([
      '9007199254740993',
      '5',
    ])
    // The blank name shows as "Unnamed (ID 5)", and that is what is searched.
    expect(ids(filterPets(pets, 'unnamed', shown))).toEqual(['5'])
    // In Spanish it shows, and is found, as "Sin nombre (ID 5)".
    const spanish = shownIn('Sin nombre')
    expect(ids(filterPets(pets, 'sin nombre', spanish))).toEqual(['5'])
    expect(ids(filterPets(pets, 'unnamed', spanish))).toEqual([])
    expect(ids(filterPets(pets, 'ferret', shown))).toEqual([])
  })

  it('keeps every row, as the same array, for an empty search', () => {
    expect(filterPets(pets, '', shown)).toBe(pets)
    expect(filterPets(pets, '   ', shown)).toBe(pets)
    expect(filterPets(pets, undefined, shown)).toBe(pets)
  })

  it('turns the URL view into the rows shown: filtered, then sorted', () => {
    const view = readListView(new URLSearchParams('q=lu&sort=-name'))
    expect(ids(rowsForView(pets, view, shown))).toEqual([
      '9007199254740993',
      '4',
    ])
    expect(ids(rowsForView(pets, { sort: view.sort }, shown))).toHaveLength(5)
  })
})

describe('sorting by name sorts by what is shown', () => {
  it('places a blank name by its words in the chosen language', () => {
    const toby: Pet[] = [
      { id: '1', name: 'Toby', categoryId: '1' },
      { id: '5', name: '', categoryId: '1' },
    ]
    const byName = { key: 'name', descending: false } as const
    // "Toby" before "Unnamed (ID 5)"; "Sin nombre (ID 5)" before "Toby".
    expect(ids(sortPets(toby, byName, shown))).toEqual(['1', '5'])
    expect(ids(sortPets(toby, byName, shownIn('Sin nombre')))).toEqual([
      '5',
      '1',
    ])
  })
})

describe('sorting by category sorts by what is shown', () => {
  it('puts unnamed IDs first in number order, then names A to Z', () => {
    expect(
      ids(sortPets(pets, { key: 'category', descending: false }, shown)),
    ).toEqual(['3', '4', '1', '5', '9007199254740993'])
    expect(
      ids(sortPets(pets, { key: 'category', descending: true }, shown)),
      // Ties (two Dogs) keep id order either way.
    ).toEqual(['5', '9007199254740993', '1', '4', '3'])
  })
})
