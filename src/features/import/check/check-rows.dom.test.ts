import { describe, expect, it } from 'vitest'
import type { ParsedRow } from '../parse-rows'
import { speaker } from '../../../lib/i18n/speaker'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { duplicateText, englishCheck, problemText } from './check-messages'
import {
  type CheckedRow,
  checkRows,
  isLeftOut,
  withLeftOut,
} from './check-rows'

/** A row's problems as the page says them in English. */
const words = (checked: CheckedRow | undefined) =>
  checked?.problems.map((problem) =>
    problemText(englishCheck, speaker(petFormMessages), problem),
  )

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

/** No category names: these rows give IDs. */
const NONE = new Map<string, string>()

describe('checkRows', () => {
  it('uses the add form rules: a name, a whole int64 category, a known status', () => {
    const [ok, noName, badCategory, badStatus] = checkRows(
      [
        row(2, '  Biscuit ', '9007199254740993', 'Available'),
        row(3, ' ', '1'),
        row(4, 'Pepper', '3.5'),
        row(5, 'Remy', '2', 'gone'),
      ],
      [],
      NONE,
    )
    expect(ok?.pet).toEqual({
      name: 'Biscuit',
      categoryId: '9007199254740993',
      status: 'available',
    })
    expect(ok?.problems).toEqual([])
    expect(noName?.problems).toEqual([{ problem: 'name-empty' }])
    expect(words(noName)).toEqual(['Enter a name'])
    expect(badCategory?.problems).toEqual([
      { problem: 'category-id', why: 'not-whole' },
    ])
    expect(words(badCategory)).toEqual([
      'Enter the category ID as a whole number, like 3',
    ])
    expect(words(badStatus)).toEqual([
      'Status must be one of Available, Pending or Adopted, or left empty',
    ])
    expect(
      [noName, badCategory, badStatus].every(
        (checked) => checked?.pet === null,
      ),
    ).toBe(true)
  })

  it('flags a row repeated within the file (case and accents ignored), keeping the first', () => {
    const checked = checkRows(
      [row(2, 'Zoé', '3'), row(3, 'zoe ', '03'), row(4, 'Zoé', '4')],
      [],
      NONE,
    )
    expect(checked[0]?.duplicateOf).toBeNull()
    expect(checked[1]?.duplicateOf).toEqual({ row: 2 })
    expect(checked[1]?.problems).toEqual([])
    expect(checked[1]?.pet).not.toBeNull()
    expect(checked[2]?.duplicateOf).toBeNull()
  })

  it('flags a row like an animal the desk knows of by its exact ID, the first known first', () => {
    const [atlas, zoe, other] = checkRows(
      [row(2, 'ATLAS', '7'), row(3, 'Zoe', '7'), row(4, 'Atlas', '8')],
      [
        { id: '9007199254740993', name: 'Atlas', categoryId: '7' },
        { id: '12', name: 'atlas', categoryId: '007' },
        { id: '13', name: 'Zoé', categoryId: '7' },
      ],
      NONE,
    )
    expect(atlas?.duplicateOf).toEqual({ id: '9007199254740993' })
    expect(zoe?.duplicateOf).toEqual({ id: '13' })
    expect(other?.duplicateOf).toBeNull()
  })

  it('prefers a known animal to an earlier row', () => {
    const [, second] = checkRows(
      [row(2, 'Max', '1'), row(3, 'Max', '1')],
      [{ id: '77', name: 'Max', categoryId: '1' }],
      NONE,
    )
    expect(second?.duplicateOf).toEqual({ id: '77' })
  })

  it('leaves possible duplicates out unless included, saying why', () => {
    const checked = checkRows(
      [row(2, 'Max', '1'), row(3, 'Max', '1'), row(4, 'Bo', '1')],
      [{ id: '77', name: 'Max', categoryId: '1' }],
      NONE,
    )
    expect(checked.map((r) => isLeftOut(r, new Set()))).toEqual([
      true,
      true,
      false,
    ])
    const sent = withLeftOut(checked, new Set([3]))
    expect(sent[0]?.pet).toBeNull()
    expect(sent[0]?.problems).toEqual([
      { problem: 'left-out', duplicate: { id: '77' } },
    ])
    expect(words(sent[0])).toEqual(['Left out: Possible duplicate of ID 77'])
    expect(sent[1]?.pet).toEqual({ name: 'Max', categoryId: '1' })
    expect(sent[2]?.pet).toEqual({ name: 'Bo', categoryId: '1' })
    expect(duplicateText(englishCheck, { row: 2 })).toBe(
      'Possible duplicate of row 2',
    )
  })

  it('a row of the wrong shape says only that', () => {
    const [checked] = checkRows(
      [
        {
          ...row(2, 'A', ''),
          shapeProblem: { problem: 'too-few-cells', cells: 1, columns: 2 },
        },
      ],
      [],
      NONE,
    )
    expect(words(checked)).toEqual([
      'This row has 1 cell but the header has 2: a separator may be missing.',
    ])
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
    expect(words(ferret)).toEqual([
      "No category named 'Ferrets': add it in Settings → Categories, or give its ID as a whole number",
      expect.stringMatching(/^Status must be one of/),
    ])
    expect(next?.problems).toEqual([])
  })

  it('treats a name and its ID as the same category when finding repeats', () => {
    const [first, repeat] = checkRows(
      [row(2, 'Biscuit', 'Dogs'), row(3, 'biscuit', '1')],
      [{ id: '5', name: 'Biscuit', categoryId: '2' }],
      names,
    )
    expect(first?.duplicateOf).toBeNull()
    expect(repeat?.duplicateOf).toEqual({ row: 2 })
  })
})
