import { describe, expect, it } from 'vitest'
import { parseJson } from '../http/json'
import {
  listQuerySchema,
  petSchema,
  petsSchema,
  petStatusSchema,
} from './pet-schemas'
import { newPetSchema } from './new-pet-schema'

const INT64_MAX = 2n ** 63n - 1n
const INT64_MIN = -(2n ** 63n)

describe('petStatusSchema', () => {
  it.each(['available', 'pending', 'sold'])('accepts %s', (status) => {
    expect(petStatusSchema.parse(status)).toBe(status)
  })

  it.each(['adopted', 'Available', '', null, 1])('rejects %j', (status) => {
    expect(petStatusSchema.safeParse(status).success).toBe(false)
  })
})

describe('petSchema', () => {
  it('turns number ids into exact strings', () => {
    expect(
      petSchema.parse({
        id: 1,
        name: 'Biscuit',
        categoryId: 2,
        status: 'sold',
      }),
    ).toEqual({ id: '1', name: 'Biscuit', categoryId: '2', status: 'sold' })
  })

  it('turns bigint ids into exact strings', () => {
    expect(
      petSchema.parse({
        id: 9007199254740993n,
        name: 'Atlas',
        categoryId: INT64_MAX,
      }),
    ).toEqual({
      id: '9007199254740993',
      name: 'Atlas',
      categoryId: '9223372036854775807',
    })
  })

  it('keeps an id beyond 2^53 exact through parseJson', async () => {
    const pet = petSchema.parse(
      await parseJson('{"id":9007199254740993,"name":"Atlas","categoryId":2}'),
    )
    expect(pet.id).toBe('9007199254740993')
  })

  it('accepts the int64 bounds', () => {
    const pet = petSchema.parse({
      id: INT64_MIN,
      name: 'Edge',
      categoryId: INT64_MAX,
    })
    expect(pet.id).toBe('-9223372036854775808')
    expect(pet.categoryId).toBe('9223372036854775807')
  })

  it.each([
    ['beyond int64', INT64_MAX + 1n],
    ['below int64', INT64_MIN - 1n],
    ['a string', '1'],
    ['a big string', '9007199254740993'],
    ['a fraction', 1.5],
    ['an unsafe number (already rounded)', Number.MAX_SAFE_INTEGER + 2],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['null', null],
    ['missing', undefined],
  ])('rejects an id that is %s', (_, id) => {
    const result = petSchema.safeParse({ id, name: 'Pip', categoryId: 1 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['id'])
  })

  it('rejects a categoryId that is a string', () => {
    const result = petSchema.safeParse({ id: 1, name: 'Pip', categoryId: '1' })
    expect(result.error?.issues[0]?.path).toEqual(['categoryId'])
  })

  it('treats status as optional, leaving it out when absent', () => {
    const pet = petSchema.parse({ id: 1, name: 'Pip', categoryId: 1 })
    expect(pet).not.toHaveProperty('status')
    expect(pet.status).toBeUndefined()
  })

  it('rejects an unknown status', () => {
    const result = petSchema.safeParse({
      id: 1,
      name: 'Pip',
      categoryId: 1,
      status: 'adopted',
    })
    expect(result.error?.issues[0]?.path).toEqual(['status'])
  })

  it('keeps names from the server verbatim', () => {
    const name = '  <img src=x onerror=alert(1)>  '
    expect(petSchema.parse({ id: 1, name, categoryId: 1 }).name).toBe(name)
  })

  it('requires a string name', () => {
    expect(petSchema.safeParse({ id: 1, categoryId: 1 }).success).toBe(false)
    expect(petSchema.safeParse({ id: 1, name: 7, categoryId: 1 }).success).toBe(
      false,
    )
  })
})

describe('petsSchema', () => {
  it('parses an array of pets', () => {
    expect(
      petsSchema.parse([
        { id: 1, name: 'A', categoryId: 1 },
        { id: 9007199254740993n, name: 'B', categoryId: 2, status: 'pending' },
      ]),
    ).toEqual([
      { id: '1', name: 'A', categoryId: '1' },
      { id: '9007199254740993', name: 'B', categoryId: '2', status: 'pending' },
    ])
    expect(petsSchema.parse([])).toEqual([])
  })

  it('rejects anything else, pointing at the bad item', () => {
    expect(petsSchema.safeParse({ items: [] }).success).toBe(false)
    expect(petsSchema.safeParse(null).success).toBe(false)
    const result = petsSchema.safeParse([
      { id: 1, name: 'A', categoryId: 1 },
      { id: '2', name: 'B', categoryId: 1 },
    ])
    expect(result.error?.issues[0]?.path).toEqual([1, 'id'])
  })
})

describe('newPetSchema', () => {
  it('trims the name and keeps categoryId exact', () => {
    expect(
      newPetSchema.parse({ name: '  Pip \n', categoryId: 9007199254740993n }),
    ).toEqual({ name: 'Pip', categoryId: '9007199254740993' })
  })

  it('accepts a status and leaves it out when absent', () => {
    expect(
      newPetSchema.parse({ name: 'Pip', categoryId: 1, status: 'pending' })
        .status,
    ).toBe('pending')
    expect(
      newPetSchema.parse({ name: 'Pip', categoryId: 1 }),
    ).not.toHaveProperty('status')
  })

  it.each(['', '   ', '\t\n'])('rejects the blank name %j', (name) => {
    const result = newPetSchema.safeParse({ name, categoryId: 1 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'name-empty',
    })
  })

  it.each([
    ['name is missing', { categoryId: 1 }, 'name'],
    ['categoryId is missing', { name: 'Pip' }, 'categoryId'],
    ['categoryId is a string', { name: 'Pip', categoryId: '1' }, 'categoryId'],
    [
      'categoryId is a fraction',
      { name: 'Pip', categoryId: 1.5 },
      'categoryId',
    ],
    [
      'categoryId is beyond int64',
      { name: 'Pip', categoryId: INT64_MAX + 1n },
      'categoryId',
    ],
    [
      'status is unknown',
      { name: 'Pip', categoryId: 1, status: 'adopted' },
      'status',
    ],
  ])('rejects a body where %s', (_, body, field) => {
    const result = newPetSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })

  it('drops fields it does not know, such as id', () => {
    expect(newPetSchema.parse({ id: 5, name: 'Pip', categoryId: 1 })).toEqual({
      name: 'Pip',
      categoryId: '1',
    })
  })
})

describe('listQuerySchema', () => {
  it('accepts no parameters', () => {
    expect(listQuerySchema.parse({})).toEqual({})
  })

  it.each([1, 20, 100])('accepts limit %i', (limit) => {
    expect(listQuerySchema.parse({ limit }).limit).toBe(limit)
  })

  it.each([0, 101, -1, 2.5, NaN, Infinity, '20'])(
    'rejects limit %j',
    (limit) => {
      const result = listQuerySchema.safeParse({ limit })
      expect(result.error?.issues[0]?.path).toEqual(['limit'])
    },
  )

  it('accepts a status and rejects an unknown one', () => {
    expect(listQuerySchema.parse({ status: 'sold', limit: 5 })).toEqual({
      status: 'sold',
      limit: 5,
    })
    const result = listQuerySchema.safeParse({ status: 'adopted' })
    expect(result.error?.issues[0]?.path).toEqual(['status'])
  })
})
