import { act, renderHook } from '@testing-library/react'
import { inTabs, testTabs } from '../../test/test-tabs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  categoriesKey,
  categoryLabel,
  cleanCategories,
  defaultCategories,
  foldText,
  getCategories,
  updateCategories,
  useCategoryNames,
} from './categories'
import { categoryIdByName } from './category-by-name'
import {
  addCategory,
  categoryProblem,
  parseCategoryList,
  removeCategory,
} from './category-rules'
import { saveConnection } from '../connection/save-connection'
import { DEMO_CATEGORIES } from '../demo/demo-samples'
import {
  connectionStore,
  newDesk,
  saveLiveConnection,
  savedConnection,
} from '../../test/connection'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('VITE_CATEGORIES, the build default', () => {
  it('parses ID=Name pairs, trimmed, with exact int64 ids', () => {
    expect(
      parseCategoryList(' 1 = Dogs , 2=Cats,9223372036854775807=Big ones'),
    ).toEqual({
      categories: [
        { id: '1', name: 'Dogs' },
        { id: '2', name: 'Cats' },
        { id: '9223372036854775807', name: 'Big ones' },
      ],
      problems: [],
    })
    expect(parseCategoryList('')).toEqual({ categories: [], problems: [] })
  })

  it('skips bad entries with a message for each, keeping the good ones', () => {
    const { categories, problems } = parseCategoryList(
      '1=Dogs,Cats,x=Birds,1=Again,3=dogs,9223372036854775808=Huge,4=',
    )
    expect(categories).toEqual([{ id: '1', name: 'Dogs' }])
    expect(problems).toEqual([
      "Entry 2 ('Cats'): write it as ID=Name, for example 1=Dogs",
      "Entry 3 ('x=Birds'): Category ID must be a whole number, for example 1",
      "Entry 4 ('1=Again'): Category ID 1 already has the name 'Dogs': remove it first to rename it",
      "Entry 5 ('3=dogs'): The name 'Dogs' is already used by category ID 1",
      "Entry 6 ('9223372036854775808=Huge'): Category ID is too large: it must be between -9223372036854775808 and 9223372036854775807",
      "Entry 7 ('4='): Enter a category name",
    ])
  })

  it('is the list until the person saves their own, even an empty one', async () => {
    vi.stubEnv('VITE_CATEGORIES', '1=Dogs,2=Cats')
    saveLiveConnection()
    vi.resetModules()
    const fresh = await import('./categories')
    const rules = await import('./category-rules')
    expect(fresh.getCategories(newDesk())).toEqual([
      { id: '1', name: 'Dogs' },
      { id: '2', name: 'Cats' },
    ])
    rules.removeCategory(newDesk(), '1')
    expect(fresh.getCategories(newDesk())).toEqual([{ id: '2', name: 'Cats' }])
    rules.removeCategory(newDesk(), '2')
    expect(fresh.getCategories(newDesk())).toEqual([])
  })

  it('leaves out bad entries of a build default', async () => {
    vi.stubEnv('VITE_CATEGORIES', '1=Dogs,Cats,x=Birds,1=Again, 007 = Ferrets ')
    vi.resetModules()
    const fresh = await import('./categories')
    expect(fresh.BUILT_IN_CATEGORIES).toEqual([
      { id: '1', name: 'Dogs' },
      { id: '7', name: 'Ferrets' },
    ])
  })
})

describe('a pair to add', () => {
  const list = [{ id: '1', name: 'Dogs' }]
  it('refuses what cannot be a category, saying which field', () => {
    expect(categoryProblem(list, ' ', 'x')).toMatchObject({
      field: 'id',
      message: 'Enter a category ID',
    })
    expect(categoryProblem(list, '1.5', 'x')?.field).toBe('id')
    expect(categoryProblem(list, '2', '  ')).toMatchObject({
      field: 'name',
      message: 'Enter a category name',
    })
    expect(categoryProblem(list, '2', '42')?.message).toBe(
      'Category name cannot be only a number: it would read as an ID',
    )
    expect(categoryProblem(list, '2', 'x'.repeat(61))?.field).toBe('name')
    expect(categoryProblem(list, '01', 'Puppies')?.message).toMatch(
      /already has the name 'Dogs'/,
    )
    expect(categoryProblem(list, '2', ' DÖGS ')?.message).toBe(
      "The name 'Dogs' is already used by category ID 1",
    )
    expect(categoryProblem(list, '-9223372036854775808', 'Cats')).toBeNull()
  })
})

describe('the saved list', () => {
  it('adds trimmed pairs with canonical ids, refuses duplicates, removes', () => {
    saveLiveConnection()
    expect(addCategory(newDesk(), ' 007 ', '  Ferrets ')).toBeNull()
    expect(addCategory(newDesk(), '7', 'Weasels')?.field).toBe('id')
    expect(getCategories(newDesk())).toEqual([{ id: '7', name: 'Ferrets' }])
    removeCategory(newDesk(), '7')
    expect(getCategories(newDesk())).toEqual([])
  })

  it('starts demo mode with the names of its sample categories', () => {
    expect(getCategories(newDesk())).toBe(DEMO_CATEGORIES)
    expect(getCategories(newDesk()).map((category) => category.name)).toEqual([
      'Dogs',
      'Cats',
      'Rabbits',
      'Birds',
      'Guinea pigs',
      'Reptiles',
    ])
    // Once the person changes the list, it is theirs, even when empty.
    removeCategory(newDesk(), '1')
    expect(getCategories(newDesk())[0]).toEqual({ id: '2', name: 'Cats' })
    updateCategories(newDesk(), () => [])
    expect(getCategories(newDesk())).toEqual([])
  })

  it('keeps one list per API address', () => {
    addCategory(newDesk(), '7', 'Ferrets')
    const demo = savedConnection()
    saveConnection(connectionStore(), {
      environment: 'custom',
      customBaseUrl: 'http://127.0.0.1:4010/v1',
      apiKey: 'k',
      remember: false,
    })
    expect(categoriesKey(savedConnection())).toBe(
      'adoption-desk:categories:http://127.0.0.1:4010/v1',
    )
    expect(getCategories(newDesk())).toEqual([])
    addCategory(newDesk(), '1', 'Chiens')
    expect(getCategories(newDesk(), demo)).toEqual([
      ...DEMO_CATEGORIES,
      { id: '7', name: 'Ferrets' },
    ])
    expect(getCategories(newDesk())).toEqual([{ id: '1', name: 'Chiens' }])
  })

  it('never trusts what storage holds: bad pairs are dropped, good ones kept', () => {
    expect(
      cleanCategories([
        { id: '1', name: ' Dogs ' },
        { id: 2, name: 'Cats' },
        { id: '3' },
        null,
        { id: '01', name: 'Again' },
        { id: '4', name: 'Birds' },
      ]),
    ).toEqual([
      { id: '1', name: 'Dogs' },
      { id: '4', name: 'Birds' },
    ])
    localStorage.setItem(categoriesKey(savedConnection()), '{not json')
    expect(getCategories(newDesk())).toBe(defaultCategories(savedConnection()))
  })
})

describe('names where categories show', () => {
  it('labels named ids as "Dogs · 1" and unnamed ones as the id', () => {
    const names = new Map([['1', 'Dogs']])
    expect(categoryLabel(names, '1')).toBe('Dogs · 1')
    expect(categoryLabel(names, '2')).toBe('2')
  })

  it('finds an id by its name, ignoring case and accents', () => {
    const names = new Map([
      ['1', 'Dogs'],
      ['9007199254740993', 'Chats sauvagés'],
    ])
    expect(categoryIdByName(names, ' chats SAUVAGES')).toBe('9007199254740993')
    expect(categoryIdByName(names, 'Ferrets')).toBeUndefined()
    expect(categoryIdByName(names, '')).toBeUndefined()
    expect(foldText('Zoé')).toBe('zoe')
  })

  it('useCategoryNames follows saves, and writes from another tab', () => {
    saveLiveConnection()
    // The rendered desk's own saves: a store is the desk's (decision 032).
    const tabs = testTabs()
    const { result } = renderHook(() => useCategoryNames(), inTabs(tabs))
    expect(result.current.size).toBe(0)
    act(() => {
      addCategory(tabs, '1', 'Dogs')
    })
    expect(result.current.get('1')).toBe('Dogs')
    const before = result.current
    // Another tab writes storage; its storage event reaches this one.
    act(() => {
      const key = categoriesKey(savedConnection())
      localStorage.setItem(key, JSON.stringify([{ id: '2', name: 'Cats' }]))
      window.dispatchEvent(
        new StorageEvent('storage', { key, storageArea: localStorage }),
      )
    })
    expect(result.current).not.toBe(before)
    expect([...result.current]).toEqual([['2', 'Cats']])
    act(() => updateCategories(tabs, () => []))
    expect(result.current.size).toBe(0)
  })
})
