import { describe, expect, it } from 'vitest'
import {
  categoriesCsv,
  categoriesJson,
  mergeCategories,
  readCategoryFile as readCodes,
} from './category-file'
import { categoryFileProblemText } from './category-file-outcome'

/** The reader's problems are codes; read here as the page words them in English. */
async function readCategoryFile(text: string) {
  const file = await readCodes(text)
  return {
    ...file,
    problems: file.problems.map((problem) => categoryFileProblemText(problem)),
  }
}

const UNREADABLE_TEXT =
  'This line has a character that could not be read (shown as �). Save the file as UTF-8 and choose it again.'

const LIST = [
  { id: '1', name: 'Dogs' },
  { id: '9007199254740993', name: '=Cats, big' },
]

describe('category files', () => {
  it('reads back what it exports, as JSON and as CSV, ids exact', async () => {
    expect(await readCategoryFile(categoriesJson(LIST))).toEqual({
      categories: LIST,
      problems: [],
    })
    expect(await readCategoryFile(categoriesCsv(LIST))).toEqual({
      categories: LIST,
      problems: [],
    })
  })

  it('reads back a negative ID and names the CSV writer guarded as formulas', async () => {
    // The writer exports -3 as '-3 so a spreadsheet does not run it.
    const list = [
      { id: '-3', name: '-Rabbits' },
      { id: '-9223372036854775808', name: '@home' },
      { id: '4', name: "'quoted" },
    ]
    expect(categoriesCsv(list)).toContain('"\'-3"')
    expect(await readCategoryFile(categoriesCsv(list))).toEqual({
      categories: list,
      problems: [],
    })
  })

  it('leaves out a line with a character that could not be read', async () => {
    expect(await readCategoryFile('id,name\n1,Zo\uFFFD\n2,Dogs\n')).toEqual({
      categories: [{ id: '2', name: 'Dogs' }],
      problems: [`Line 2: ${UNREADABLE_TEXT}`],
    })
  })

  it('reads JSON numbers beyond 2^53 exactly, and a bare array', async () => {
    expect(
      await readCategoryFile('[{"id": 9007199254740993, "name": "Big"}]'),
    ).toEqual({
      categories: [{ id: '9007199254740993', name: 'Big' }],
      problems: [],
    })
  })

  it('keeps the good lines and says what is wrong with each bad one', async () => {
    const file = [
      'Category ID,Category name',
      '1,Dogs',
      'one,Cats',
      '',
      '2,',
      '3,dogs',
      '1,Puppies',
      '99999999999999999999,Huge',
      '4, Birds ',
    ].join('\n')
    expect(await readCategoryFile(file)).toEqual({
      categories: [
        { id: '1', name: 'Dogs' },
        { id: '4', name: 'Birds' },
      ],
      problems: [
        'Line 3: Category ID must be a whole number, for example 1',
        'Line 5: Enter a category name',
        "Line 6: The name 'Dogs' is already used by category ID 1",
        "Line 7: Category ID 1 already has the name 'Dogs': remove it first to rename it",
        'Line 8: Category ID is too large: it must be between -9223372036854775808 and 9223372036854775807',
      ],
    })
  })

  it('reads a CSV without a header as ID, name', async () => {
    expect(await readCategoryFile('5,Ferrets\r\n6,"Rabbits, small"')).toEqual({
      categories: [
        { id: '5', name: 'Ferrets' },
        { id: '6', name: 'Rabbits, small' },
      ],
      problems: [],
    })
  })

  it('explains a file it cannot read at all', async () => {
    expect((await readCategoryFile('{"categories": [')).problems[0]).toMatch(
      /not valid JSON/,
    )
    expect((await readCategoryFile('{"names": []}')).problems[0]).toMatch(
      /no list of categories/,
    )
    expect((await readCategoryFile('  ')).problems).toEqual([
      'This file is empty.',
    ])
    expect(
      (await readCategoryFile('{"categories": [{"id": "1"}, 7]}')).problems,
    ).toEqual([
      'Entry 1: Enter a category name',
      'Entry 2: Enter a category name',
    ])
  })

  it('adds new pairs to a saved list, skips ones already there, keeps saved names', () => {
    const merged = mergeCategories(
      [{ id: '1', name: 'Dogs' }],
      [
        { id: '1', name: 'Dogs' },
        { id: '1', name: 'Canines' },
        { id: '2', name: 'Cats' },
      ],
    )
    expect({
      ...merged,
      problems: merged.problems.map((problem) =>
        categoryFileProblemText(problem),
      ),
    }).toEqual({
      list: [
        { id: '1', name: 'Dogs' },
        { id: '2', name: 'Cats' },
      ],
      added: 1,
      problems: [
        "Canines · 1: Category ID 1 already has the name 'Dogs': remove it first to rename it",
      ],
    })
  })
})

describe('a CSV category file, read in one pass', () => {
  it('keeps quoted commas, doubled quotes and line breaks inside their cell', async () => {
    expect(
      await readCategoryFile(
        'id,name\r\n1,"Dogs, big"\n2,"Say ""hi""\nthere"\n3,Cats; small\r\n',
      ),
    ).toEqual({
      categories: [
        { id: '1', name: 'Dogs, big' },
        { id: '2', name: 'Say "hi"\nthere' },
        { id: '3', name: 'Cats; small' },
      ],
      problems: [],
    })
  })

  it('reads a semicolon-separated file when its header has no comma', async () => {
    expect(await readCategoryFile('id;name\n1;Dogs, big')).toEqual({
      categories: [{ id: '1', name: 'Dogs, big' }],
      problems: [],
    })
  })
})
