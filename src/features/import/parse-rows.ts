import Papa from 'papaparse'
import { REPLACEMENT_CHARACTER } from '../../lib/util/read-text-file'

// Reads pasted cells or a CSV file into rows. PapaParse does the quoting
// rules (quoted commas and newlines, doubled quotes, CRLF, a byte-order mark);
// this file decides what the columns mean and turns every oddity into words
// on the row it belongs to, so one bad row never loses the others.

/** The most rows one import takes: a file with more is refused before its rows are checked. */
export const MAX_ROWS = 10_000
/** The largest file (or pasted text) read: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024

const TOO_MANY_ROWS = (count: number) =>
  `These are ${count.toLocaleString('en')} rows: an import takes at most ${MAX_ROWS.toLocaleString('en')}. Split the file into parts of up to ${MAX_ROWS.toLocaleString('en')} rows and import them one after another.`

export const TOO_LARGE = (what: string, bytes: number) =>
  `${what} is ${(bytes / 1024 / 1024).toFixed(1)} MB: an import reads at most 5 MB. Split the file into smaller files and import them one after another.`

export interface ParsedRow {
  /** The row as a spreadsheet numbers it (a quoted newline stays in its row; blank rows count). */
  row: number
  name: string
  categoryId: string
  status: string
  /** Something wrong with the row's shape or text, found before any value is checked. */
  shapeProblem: string | null
}

/** A U+FFFD is text already lost: sending it would store "Zo�" as the name. */
export const UNREADABLE_TEXT =
  'This row has a character that could not be read (shown as �), so a name may be damaged. Type it again here, or save the file as “CSV UTF-8” and choose it again.'

type Column = 'name' | 'categoryId' | 'status'

export type ParseResult =
  | {
      ok: true
      rows: ParsedRow[]
      /** Header cells that are not one of ours, as written, ignored. */
      unknownColumns: string[]
    }
  | { ok: false; message: string }

const HEADER_ALIASES: Record<string, Column> = {
  name: 'name',
  categoryid: 'categoryId',
  category: 'categoryId',
  status: 'status',
}

function headerKey(cell: string): string {
  // "Category ID", "category_id" and "categoryId" all become "categoryid".
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
}

/**
 * The header line decides the separator: cells copied from a spreadsheet
 * are tab-separated, files are usually comma- (or semicolon-) separated.
 * Guessing from the header alone keeps a short data row from confusing it.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? ''
  if (header.includes('\t')) return '\t'
  if (header.includes(',')) return ','
  if (header.includes(';')) return ';'
  return ','
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '')
}

export function parseRows(input: string): ParseResult {
  const text = input.replace(/^\uFEFF/, '')
  if (text.trim() === '') {
    return { ok: false, message: 'Paste rows or choose a CSV file first.' }
  }
  // Its size as a UTF-8 file, so pasting a file says what choosing it says.
  const bytes = new Blob([text]).size
  if (bytes > MAX_FILE_BYTES)
    return { ok: false, message: TOO_LARGE('The text in Rows', bytes) }
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    // Blank lines are dropped below, so `row` in Papa's errors stays an index into data.
    skipEmptyLines: false,
  })
  const records = result.data
  const headerIndex = records.findIndex((cells) => !isBlank(cells))
  const header = records[headerIndex]
  if (!header) {
    return { ok: false, message: 'Paste rows or choose a CSV file first.' }
  }

  const positions: Partial<Record<Column, number>> = {}
  const unknownColumns: string[] = []
  header.forEach((cell, index) => {
    const column = HEADER_ALIASES[headerKey(cell)]
    if (column && positions[column] === undefined) positions[column] = index
    else if (cell.trim()) unknownColumns.push(cell.trim())
  })
  const missing = (['name', 'categoryId'] as const).filter(
    (column) => positions[column] === undefined,
  )
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The first row must name the columns: name, categoryId and (optionally) status. Missing: ${missing.join(' and ')}. Found: ${header.map((cell) => `“${cell.trim()}”`).join(', ')}.`,
    }
  }
  const needed = Math.max(positions.name ?? 0, positions.categoryId ?? 0) + 1

  const quoteProblems = new Map<number, string>()
  for (const error of result.errors) {
    if (error.type !== 'Quotes') continue
    // An unclosed quote runs to the end of the text: it belongs to the last record.
    const index =
      error.code === 'MissingQuotes' ? records.length - 1 : (error.row ?? -1)
    quoteProblems.set(
      index,
      error.code === 'MissingQuotes'
        ? 'A quote (") opened in this row is never closed, so the rest of the text was read into it. Close the quote or remove it.'
        : 'A quote (") in this row is out of place. Put quotes around the whole cell, or remove them.',
    )
  }

  const rows: ParsedRow[] = []
  records.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return
    const cell = (column: Column) => {
      const position = positions[column]
      return position === undefined ? '' : (cells[position] ?? '')
    }
    let shapeProblem = quoteProblems.get(index) ?? null
    if (!shapeProblem && cells.length < needed) {
      shapeProblem = `This row has ${cells.length} ${cells.length === 1 ? 'cell' : 'cells'} but the header has ${header.length}: a separator may be missing.`
    } else if (!shapeProblem && cells.length > header.length) {
      shapeProblem = `This row has ${cells.length} cells but the header has ${header.length}: a name with a comma needs quotes around it.`
    } else if (
      !shapeProblem &&
      cells.some((text) => text.includes(REPLACEMENT_CHARACTER))
    ) {
      shapeProblem = UNREADABLE_TEXT
    }
    rows.push({
      row: index + 1,
      name: cell('name'),
      categoryId: cell('categoryId'),
      status: cell('status'),
      shapeProblem,
    })
  })
  if (rows.length === 0) {
    return {
      ok: false,
      message: 'There is a header row but no animals below it.',
    }
  }
  if (rows.length > MAX_ROWS)
    return { ok: false, message: TOO_MANY_ROWS(rows.length) }
  return { ok: true, rows, unknownColumns }
}
