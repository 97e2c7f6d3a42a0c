import { describe, expect, it } from 'vitest'
import { checkRows } from './check-rows'
import type { ParsedRow } from '../parse-rows'

const row = (
  n: number,
  name: string,
  categoryId: string,
  status = '',
): ParsedRow => ({
  row: n,
  name,
  categoryId,
  status,
  shapeProblem: null,
})

describe('checkRows', () => {
  it('uses the add form rules: a name, a whole int64 category, a known status', () => {
    const [ok, noName, badCategory, badStatus] = checkRows(
      [
        row(2, '  Biscuit ', '9007199254740993', 'Available'),
        row(3, ' ', '1'),
        row(4, 'Pepper', '3.5'),
        row(5, 'Remy', '2', 'adopted'),
      ],
      [],
    )
    expect(ok?.pet).toEqual({
      name: 'Biscuit',
      categoryId: '9007199254740993',
      status: 'available',
    })
    expect(ok?.problems).toEqual([])
    expect(noName?.problems).toEqual(['Enter a name'])
    expect(badCategory?.problems).toEqual([
      'Enter the category ID as a whole number, like 3',
    ])
    expect(badStatus?.problems[0]).toMatch(
      /Status must be one of available, pending, sold/,
    )
    expect(
      [noName, badCategory, badStatus].every(
        (checked) => checked?.pet === null,
      ),
    ).toBe(true)
  })

  it('flags a row repeated within the file (same name and category), keeping the first', () => {
    const checked = checkRows(
      [
        row(2, 'Biscuit', '3'),
        row(3, 'biscuit ', '03'),
        row(4, 'Biscuit', '4'),
      ],
      [],
    )
    expect(checked[0]?.pet).not.toBeNull()
    expect(checked[1]?.problems).toEqual([
      'Same name and category as row 2: remove one, or give this animal its own name',
    ])
    expect(checked[2]?.pet).not.toBeNull()
  })

  it('warns (but still sends) a row like an animal already loaded', () => {
    const [checked] = checkRows(
      [row(2, 'Atlas', '7')],
      [
        {
          id: '9007199254740993',
          name: 'Atlas',
          categoryId: '7',
          status: 'available',
        },
      ],
    )
    expect(checked?.pet).not.toBeNull()
    expect(checked?.warnings[0]).toMatch(
      /already loaded \(ID 9007199254740993\)/,
    )
  })

  it('a row of the wrong shape says only that', () => {
    const [checked] = checkRows(
      [{ ...row(2, 'A', ''), shapeProblem: 'This row has 1 cell' }],
      [],
    )
    expect(checked?.problems).toEqual(['This row has 1 cell'])
    expect(checked?.pet).toBeNull()
  })
})

describe('category names in the category column', () => {
  const names = new Map([
    ['1', 'Dogs'],
    ['9007199254740993', 'Chats sauvagés'],
  ])

  it('sends the ID of a named category, ignoring case and accents', () => {
    const [dog, cat, byId] = checkRows(
      [
        row(2, 'Biscuit', ' dogs '),
        row(3, 'Minou', 'CHATS SAUVAGES'),
        row(4, 'Rex', '1'),
      ],
      [],
      names,
    )
    expect(dog?.pet).toEqual({ name: 'Biscuit', categoryId: '1' })
    expect(cat?.pet).toEqual({
      name: 'Minou',
      categoryId: '9007199254740993',
    })
    expect(byId?.pet).toEqual({ name: 'Rex', categoryId: '1' })
  })

  it('makes an unknown name a problem on its row, saying where to add it', () => {
    const [ferret, next] = checkRows(
      [row(2, 'Slinky', 'Ferrets', 'lost'), row(3, 'Pip', 'Dogs')],
      [],
      names,
    )
    expect(ferret?.pet).toBeNull()
    expect(ferret?.problems).toEqual([
      "No category named 'Ferrets': add it in Settings → Categories, or give its ID as a whole number",
      expect.stringMatching(/^Status must be one of/),
    ])
    expect(next?.problems).toEqual([])
  })

  it('treats a name and its ID as the same category when finding repeats', () => {
    const [, repeat] = checkRows(
      [row(2, 'Biscuit', 'Dogs'), row(3, 'biscuit', '1')],
      [{ id: '5', name: 'Biscuit', categoryId: '1' }],
      names,
    )
    expect(repeat?.problems).toEqual([
      'Same name and category as row 2: remove one, or give this animal its own name',
    ])
  })
})
