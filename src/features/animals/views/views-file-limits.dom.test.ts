import { beforeEach, describe, expect, it, vi } from 'vitest'
import { folds } from '../../../test/counted-folds'
import { spanishLanguage } from '../../../test/spanish'
import { wordsIn } from '../../../test/words-in'
import type { SavedView } from './saved-views'
import {
  MAX_VIEWS,
  MAX_VIEWS_FILE_BYTES,
  mergeViews,
  readViewsFile,
  viewsFileTooLarge,
} from './views-file'
import { viewsMessages } from './views-messages'

// A views file has limits, named when it is refused whole, and reading it
// costs the same for each entry however many came before (decision 028):
// the folds of a name are counted, the work that once grew with the square.

vi.mock('../../../lib/categories/categories', async (importOriginal) =>
  (await import('../../../test/counted-folds')).countingFolds(importOriginal),
)
beforeEach(() => {
  folds.count = 0
})

const file = (count: number, name = (index: number) => `View ${index}`) =>
  JSON.stringify({
    views: Array.from({ length: count }, (_, index) => ({ name: name(index) })),
  })

const views = (count: number, prefix = 'View'): SavedView[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index}`,
    view: { status: undefined, limit: 20 },
  }))

describe('views file limits', () => {
  it('takes 500 views, and refuses 501 whole, naming the limit', async () => {
    const t = wordsIn(viewsMessages)
    expect((await readViewsFile(t, file(MAX_VIEWS))).views).toHaveLength(500)
    expect(await readViewsFile(t, file(MAX_VIEWS + 1))).toEqual({
      views: [],
      problems: [
        'This file has 501 views: a views file may have at most 500. Nothing was read; split it, or remove views.',
      ],
    })
  })

  it('refuses a file over 1 MB before reading an entry', async () => {
    const t = wordsIn(viewsMessages)
    const big = JSON.stringify({
      views: [{ name: 'A', q: 'x'.repeat(MAX_VIEWS_FILE_BYTES) }],
    })
    folds.count = 0
    expect(await readViewsFile(t, big)).toEqual({
      views: [],
      problems: [
        'This file is 1.1 MB: a views file may be at most 1 MB. Nothing was read.',
      ],
    })
    expect(folds.count).toBe(0)
    expect(viewsFileTooLarge(t, MAX_VIEWS_FILE_BYTES)).toBeNull()
  })

  it('says the limits in Spanish', async () => {
    const t = wordsIn(viewsMessages, await spanishLanguage())
    expect((await readViewsFile(t, file(20_000))).problems).toEqual([
      'Este archivo tiene 20.000 vistas: un archivo de vistas puede tener como máximo 500. No se leyó nada; divídalo o quite vistas.',
    ])
    expect(viewsFileTooLarge(t, 3 * 1024 * 1024)).toBe(
      'Este archivo ocupa 3 MB: un archivo de vistas puede ocupar como máximo 1 MB. No se leyó nada.',
    )
  })

  it('20,000 short entries are refused at once, without folding a name', async () => {
    const t = wordsIn(viewsMessages)
    const read = await readViewsFile(t, file(20_000))
    expect(read.views).toEqual([])
    expect(folds.count).toBe(0)
  })

  it('folds each name a fixed number of times, however many came before', async () => {
    const t = wordsIn(viewsMessages)
    await readViewsFile(t, file(50))
    const small = folds.count
    folds.count = 0
    // Names that clash are compared too: every one folds to "view".
    await readViewsFile(
      t,
      file(500, (index) => (index % 2 ? 'VIEW' : 'view')),
    )
    const clashing = folds.count
    folds.count = 0
    await readViewsFile(t, file(500))
    expect(folds.count / 500).toBeLessThanOrEqual(small / 50)
    expect(clashing / 500).toBeLessThanOrEqual(small / 50)
    expect(folds.count).toBeLessThanOrEqual(2 * 500)
  })

  it('adding refuses whole past 500 saved views, the saved ones unchanged', () => {
    const t = wordsIn(viewsMessages)
    const saved = views(400)
    const merged = mergeViews(t, saved, views(101, 'New'))
    expect(merged).toEqual({
      list: saved,
      added: 0,
      problems: [
        'Nothing was added: with this file there would be 501 saved views (now 400), and at most 500 are kept. Delete some views, or replace the saved views with the file.',
      ],
      refused: true,
    })
    expect(mergeViews(t, saved, views(100, 'New')).list).toHaveLength(500)
  })

  it('adding folds each view a fixed number of times', () => {
    const t = wordsIn(viewsMessages)
    mergeViews(t, views(25), views(25, 'New'))
    const small = folds.count
    folds.count = 0
    mergeViews(t, views(250), views(250, 'New'))
    expect(folds.count / 500).toBeLessThanOrEqual(small / 50)
  })
})
