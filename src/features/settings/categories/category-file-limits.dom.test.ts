import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_FILE_BYTES, MAX_ROWS } from '../../../lib/files/input-limits'
import { folds } from '../../../test/counted-folds'
import { spanishLanguage } from '../../../test/spanish'
import { wordsIn } from '../../../test/words-in'
import {
  mergeCategories,
  readCategoryFile,
  readChosenFile,
} from './category-file'
import { fileLimitMessage } from './category-file-outcome'
import { categoriesMessages } from './categories-messages'

// A categories file has the import's limits, refused whole and named; each
// line costs the same however many came before it (decision 028): the
// folds of a name are counted, the work that once grew with the square.

vi.mock('../../../lib/categories/categories', async (importOriginal) =>
  (await import('../../../test/counted-folds')).countingFolds(importOriginal),
)
beforeEach(() => {
  folds.count = 0
})

const csv = (count: number, from = 1) =>
  [
    'id,name',
    ...Array.from(
      { length: count },
      (_, index) => `${from + index},Kind ${from + index}`,
    ),
  ].join('\n')

const pairs = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(from + index),
    name: `Kind ${from + index}`,
  }))

describe('categories file limits', () => {
  it('takes 10,000 lines, and refuses 10,001 whole before a line is checked', async () => {
    expect((await readCategoryFile(csv(MAX_ROWS))).categories).toHaveLength(
      10_000,
    )
    folds.count = 0
    expect(await readCategoryFile(`${csv(MAX_ROWS + 1)}\n\n`)).toEqual({
      categories: [],
      problems: [],
      refused: { limit: 'rows', count: 10_001 },
    })
    const json = JSON.stringify({ categories: pairs(MAX_ROWS + 1) })
    expect((await readCategoryFile(json)).refused).toEqual({
      limit: 'rows',
      count: 10_001,
    })
    expect(folds.count).toBe(0)
  })

  it('refuses a file over 5 MB by its size, without reading it', async () => {
    const file = new Blob(['x'.repeat(MAX_FILE_BYTES + 1)])
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer')
    expect(await readChosenFile(file)).toEqual({
      categories: [],
      problems: [],
      refused: { limit: 'bytes', bytes: MAX_FILE_BYTES + 1 },
      guessed: false,
    })
    expect(arrayBuffer).not.toHaveBeenCalled()
    expect(
      (await readCategoryFile(`1,${'x'.repeat(MAX_FILE_BYTES)}`)).refused,
    ).toEqual({ limit: 'bytes', bytes: MAX_FILE_BYTES + 2 })
  })

  it('names the limit, in English and Spanish', async () => {
    expect(
      fileLimitMessage('big.csv', { limit: 'bytes', bytes: 6 * 1024 * 1024 }),
    ).toBe(
      'big.csv is 6 MB: a categories file may be at most 5 MB. Nothing was read, and the list is unchanged.',
    )
    expect(fileLimitMessage('long.csv', { limit: 'rows', count: 10_001 })).toBe(
      'long.csv has 10,001 categories: a categories file may have at most 10,000. Nothing was read, and the list is unchanged.',
    )
    const t = wordsIn(categoriesMessages, await spanishLanguage())
    expect(
      fileLimitMessage('long.csv', { limit: 'rows', count: 10_001 }, t),
    ).toBe(
      'long.csv tiene 10.001 categorías: un archivo de categorías puede tener como máximo 10.000. No se leyó nada, y la lista no ha cambiado.',
    )
  })

  it('folds each name a fixed number of times, however many lines came before', async () => {
    await readCategoryFile(csv(100))
    const small = folds.count
    folds.count = 0
    await readCategoryFile(csv(5_000))
    expect(folds.count / 5_000).toBeLessThanOrEqual(small / 100)
    folds.count = 0
    mergeCategories(pairs(100), pairs(100, 1_000))
    const merged = folds.count
    folds.count = 0
    mergeCategories(pairs(5_000), pairs(5_000, 10_000))
    expect(folds.count / 10_000).toBeLessThanOrEqual(merged / 200)
  })
})
