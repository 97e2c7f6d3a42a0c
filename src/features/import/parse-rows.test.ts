import { describe, expect, it } from 'vitest'
import { importMessages, parseProblemText } from './import-messages'
import { speaker } from '../../lib/i18n/speaker'
import { MAX_ROWS } from '../../lib/files/input-limits'
import { type ParseProblem, parseRows } from './parse-rows'

const say = (problem: ParseProblem) =>
  parseProblemText(speaker(importMessages), 'en', problem)

function rowsOf(text: string) {
  const result = parseRows(text)
  if (!result.ok) throw new Error(say(result.problem))
  return result
}

describe('parseRows', () => {
  it('reads cells pasted from a spreadsheet (tabs), with header aliases', () => {
    const result = rowsOf(
      'Name\tCategory ID\tStatus\nBiscuit\t3\tavailable\nPepper\t4\t',
    )
    expect(result.rows).toEqual([
      {
        row: 2,
        name: 'Biscuit',
        categoryId: '3',
        status: 'available',
        shapeProblem: null,
      },
      {
        row: 3,
        name: 'Pepper',
        categoryId: '4',
        status: '',
        shapeProblem: null,
      },
    ])
    expect(result.unknownColumns).toEqual([])
  })

  it.each([
    'categoryId',
    'category id',
    'category_id',
    'category',
    'CATEGORY-ID',
  ])('accepts %s as the category column', (header) => {
    expect(rowsOf(`name,${header}\nA,1`).rows[0]?.categoryId).toBe('1')
  })

  it('reads CSV with a byte-order mark, CRLF, quoted commas, quotes and newlines', () => {
    const result = rowsOf(
      '\uFEFFname,categoryId,status\r\n"Smith, Jr.",1,sold\r\n"Line\r\nbreak",2,\r\n"Say ""hi""",3,pending\r\n',
    )
    expect(result.rows.map((row) => row.name)).toEqual([
      'Smith, Jr.',
      'Line\r\nbreak',
      'Say "hi"',
    ])
    expect(result.rows.map((row) => row.row)).toEqual([2, 3, 4])
  })

  it('lists unknown columns and ignores them; status is optional', () => {
    const result = rowsOf('colour,name,categoryId,notes\nbrown,A,1,friendly')
    expect(result.unknownColumns).toEqual(['colour', 'notes'])
    expect(result.rows[0]).toMatchObject({
      name: 'A',
      categoryId: '1',
      status: '',
    })
  })

  it('skips blank lines but keeps spreadsheet row numbers', () => {
    const result = rowsOf('name,categoryId\nA,1\n\n ,  \nB,2\n')
    expect(result.rows.map((row) => [row.row, row.name])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ])
  })

  it('puts a short row and an over-long row as a problem on that row', () => {
    const result = rowsOf(
      'name\tcategoryId\tstatus\nA\nB\t2\nC,d\t3\tsold\textra',
    )
    expect(result.rows[0]?.shapeProblem).toEqual({
      problem: 'too-few-cells',
      cells: 1,
      columns: 3,
    })
    // Status missing at the end of a row is fine: it is optional.
    expect(result.rows[1]?.shapeProblem).toBeNull()
    expect(result.rows[2]?.shapeProblem).toEqual({
      problem: 'too-many-cells',
      cells: 4,
      columns: 3,
    })
  })

  it('a character that could not be read is a problem on its row, in any cell', () => {
    const result = rowsOf(
      'name,categoryId,note\nZo\uFFFD,1,\nA,1,\nB,1,caf\uFFFD',
    )
    const unreadable = { problem: 'unreadable' }
    expect(result.rows.map((row) => row.shapeProblem)).toEqual([
      unreadable,
      null,
      unreadable,
    ])
  })

  it('a broken quote is a message on its row, and the rows before it survive', () => {
    const result = rowsOf('name,categoryId\nA,1\n"B,2\nC,3')
    expect(result.rows[0]).toMatchObject({ name: 'A', shapeProblem: null })
    expect(result.rows.at(-1)?.shapeProblem).toEqual({
      problem: 'quote-unclosed',
    })
  })

  it('says what is wrong when the header lacks a required column, or there is nothing', () => {
    const missing = parseRows('name,colour\nA,brown')
    expect(missing.ok).toBe(false)
    expect(!missing.ok && say(missing.problem)).toBe(
      'The first row must name the columns: name, categoryId and (optionally) status. Missing: categoryId. Found: “name”, “colour”.',
    )
    const neither = parseRows('colour\nbrown')
    expect(!neither.ok && say(neither.problem)).toMatch(
      /Missing: name and categoryId\./,
    )
    expect(parseRows('  \n ')).toEqual({
      ok: false,
      problem: { problem: 'empty' },
    })
    expect(say({ problem: 'empty' })).toBe(
      'Paste rows or choose a CSV file first.',
    )
    const headerOnly = parseRows('name,categoryId\n')
    expect(!headerOnly.ok && say(headerOnly.problem)).toBe(
      'There is a header row but no animals below it.',
    )
  })

  it('takes 10,000 rows, and refuses one more before checking any, saying to split the file', () => {
    const lines = (count: number) =>
      [
        'name,categoryId',
        ...Array.from({ length: count }, (_, at) => `A${at},1`),
      ].join('\n')
    expect(rowsOf(lines(MAX_ROWS)).rows).toHaveLength(10_000)
    const tooMany = parseRows(lines(MAX_ROWS + 1))
    expect(tooMany).toEqual({
      ok: false,
      problem: { problem: 'too-many-rows', count: 10_001 },
    })
    expect(!tooMany.ok && say(tooMany.problem)).toBe(
      'These are 10,001 rows: an import takes at most 10,000. Split the file into parts of up to 10,000 rows and import them one after another.',
    )
  })

  it('refuses text over 5 MB, whatever its rows, saying to split the file', () => {
    const text = `name,categoryId\n${'A'.repeat(5 * 1024 * 1024)},1`
    const result = parseRows(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && say(result.problem)).toBe(
      'The text in Rows is 5.0 MB: an import reads at most 5 MB. Split the file into smaller files and import them one after another.',
    )
  })
})
