import { describe, expect, it } from 'vitest'
import { spanishLanguage } from '../../../test/spanish'
import { wordsIn } from '../../../test/words-in'
import type { SavedView } from './saved-views'
import { mergeViews, readViewsFile, viewsJson } from './views-file'
import { viewsMessages } from './views-messages'

const cats: SavedView = {
  name: 'Available cats',
  view: { status: 'available', limit: 50, sort: undefined, q: 'cats' },
}
const pending: SavedView = {
  name: 'Pending by name',
  view: {
    status: 'pending',
    limit: 20,
    sort: { key: 'name', descending: false },
  },
}

describe('views file', () => {
  it('exports the fields the URL has, defaults left out, and reads them back', async () => {
    const t = wordsIn(viewsMessages)
    const text = viewsJson([cats, pending])
    expect(JSON.parse(text)).toEqual({
      views: [
        { name: 'Available cats', status: 'available', limit: 50, q: 'cats' },
        { name: 'Pending by name', status: 'pending', sort: 'name' },
      ],
    })
    const read = await readViewsFile(t, `\uFEFF${text}`)
    expect(read.problems).toEqual([])
    expect(read.views.map((view) => view.name)).toEqual([
      'Available cats',
      'Pending by name',
    ])
    expect(read.views[0]?.view).toMatchObject(cats.view)
    expect(read.views[1]?.view).toMatchObject(pending.view)
  })

  it('says why the whole file is unusable', async () => {
    const t = wordsIn(viewsMessages)
    expect((await readViewsFile(t, '  ')).problems).toEqual([
      'This file is empty.',
    ])
    expect((await readViewsFile(t, '{"views": [')).problems[0]).toMatch(
      /^This file is not valid JSON/,
    )
    expect((await readViewsFile(t, '[{"name":"A"}]')).problems[0]).toMatch(
      /^This JSON has no list of views: expected \{ "views"/,
    )
  })

  it('leaves out each bad entry with its own message, never a quiet default', async () => {
    const t = wordsIn(viewsMessages)
    const read = await readViewsFile(
      t,
      JSON.stringify({
        views: [
          { name: 'Good', status: 'sold', limit: 100, sort: '-id', q: 'a' },
          { name: 'Adopted', status: 'adopted' },
          { name: 'Seven', limit: 7 },
          { name: 'Colour sort', sort: 'colour' },
          { name: 'Number find', q: 12 },
          { name: 'Extra', colour: 'red' },
          { status: 'available' },
          'Available cats',
          { name: 'GOOD' },
          { name: 'Zo\uFFFD' },
          { name: 'x'.repeat(41) },
        ],
      }),
    )
    expect(read.views.map((view) => view.name)).toEqual(['Good'])
    expect(read.views[0]?.view).toEqual({
      status: 'sold',
      limit: 100,
      sort: { key: 'id', descending: true },
      q: 'a',
    })
    expect(read.problems).toEqual([
      'Entry 2: ‘Adopted’: status "adopted" is not one of available, pending, sold',
      'Entry 3: ‘Seven’: page size 7 is not one of 10, 20, 50, 100',
      'Entry 4: ‘Colour sort’: sort "colour" is not one of id, name, category, status (with a leading - for the reverse order)',
      'Entry 5: ‘Number find’: the Find text (q) must be text',
      'Entry 6: ‘Extra’: unknown field ‘colour’ (a view has name, status, limit, sort, q)',
      'Entry 7: the view has no name',
      'Entry 8: expected a view such as { "name": "Available cats", "status": "available" }',
      'Entry 9: ‘GOOD’: A view named ‘Good’ is earlier in the file: choose another name',
      'Entry 10: ‘Zo\uFFFD’: it has a character that could not be read (shown as \uFFFD). Save the file as UTF-8 and choose it again',
      `Entry 11: ‘${'x'.repeat(41)}’: View name is too long: at most 40 characters`,
    ])
  })

  it('adds new views, skips those saved as they are, and keeps a saved one whose name is taken', () => {
    const t = wordsIn(viewsMessages)
    const changed = { ...cats, view: { ...cats.view, limit: 100 } }
    const merged = mergeViews(t, [cats], [cats, changed, pending])
    expect(merged.added).toBe(1)
    expect(merged.list).toEqual([cats, pending])
    expect(merged.problems).toEqual([
      '‘Available cats’: a different view named ‘Available cats’ is already saved, and is kept',
    ])
  })

  it('speaks Spanish about an entry, keeping the file’s machine words', async () => {
    const t = wordsIn(viewsMessages, await spanishLanguage())
    const read = await readViewsFile(
      t,
      JSON.stringify({ views: [{ name: 'Adopted', status: 'adopted' }] }),
    )
    expect(read.problems).toEqual([
      'Entrada 1: «Adopted»: el estado "adopted" no es uno de available, pending, sold',
    ])
    expect((await readViewsFile(t, '  ')).problems).toEqual([
      'Este archivo está vacío.',
    ])
  })
})
