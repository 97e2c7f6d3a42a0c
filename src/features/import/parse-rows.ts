import Papa from 'papaparse'
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  textBytes,
} from '../../lib/files/input-limits'
import { REPLACEMENT_CHARACTER } from '../../lib/files/read-text-file'
import type { ShapeProblem } from './check/check-codes'
import { type Column, columnOf } from './file-words'

// Reads pasted cells or a CSV file into rows. PapaParse does the quoting
// rules (quoted commas and newlines, doubled quotes, CRLF, a byte-order mark);
// this file decides what the columns mean and turns every oddity into a
// problem (a code with its values, worded by the page) on the row it belongs
// to, so one bad row never loses the others.

export interface ParsedRow {
  /** The row as a spreadsheet numbers it (a quoted newline stays in its row; blank rows count). */
  row: number
  name: string
  categoryId: string
  status: string
  /** Something wrong with the row's shape or text, found before any value is checked. */
  shapeProblem: ShapeProblem | null
}

/** Why the text cannot be read as rows at all. */
export type ParseProblem =
  | { problem: 'empty' | 'no-rows' }
  /** Larger than MAX_FILE_BYTES. */
  | { problem: 'too-large'; bytes: number }
  | { problem: 'too-many-rows'; count: number }
  /** The header lacks a column; `found` holds its cells as written. */
  | { problem: 'missing-columns'; missing: Column[]; found: string[] }

export type ParseResult =
  | {
      ok: true
      rows: ParsedRow[]
      /** Header cells that are not one of ours, as written, ignored. */
      unknownColumns: string[]
    }
  | { ok: false; problem: ParseProblem }

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
    return { ok: false, problem: { problem: 'empty' } }
  }
  const bytes = textBytes(text)
  if (bytes > MAX_FILE_BYTES)
    return { ok: false, problem: { problem: 'too-large', bytes } }
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    // Blank lines are dropped below, so `row` in Papa's errors stays an index into data.
    skipEmptyLines: false,
  })
  const records = result.data
  const headerIndex = records.findIndex((cells) => !isBlank(cells))
  const header = records[headerIndex]
  if (!header) return { ok: false, problem: { problem: 'empty' } }

  const positions: Partial<Record<Column, number>> = {}
  const unknownColumns: string[] = []
  header.forEach((cell, index) => {
    const column = columnOf(cell)
    if (column && positions[column] === undefined) positions[column] = index
    else if (cell.trim()) unknownColumns.push(cell.trim())
  })
  const missing = (['name', 'categoryId'] as const).filter(
    (column) => positions[column] === undefined,
  )
  if (missing.length > 0) {
    const found = header.map((cell) => cell.trim())
    return {
      ok: false,
      problem: { problem: 'missing-columns', missing, found },
    }
  }
  const needed = Math.max(positions.name ?? 0, positions.categoryId ?? 0) + 1

  const quoteProblems = new Map<number, ShapeProblem>()
  for (const error of result.errors) {
    if (error.type !== 'Quotes') continue
    // An unclosed quote runs to the end of the text: it belongs to the last record.
    const index =
      error.code === 'MissingQuotes' ? records.length - 1 : (error.row ?? -1)
    quoteProblems.set(index, {
      problem:
        error.code === 'MissingQuotes' ? 'quote-unclosed' : 'quote-misplaced',
    })
  }

  const rows: ParsedRow[] = []
  records.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return
    const cell = (column: Column) => {
      const position = positions[column]
      return position === undefined ? '' : (cells[position] ?? '')
    }
    let shapeProblem = quoteProblems.get(index) ?? null
    const counts = { cells: cells.length, columns: header.length }
    if (!shapeProblem && cells.length < needed) {
      shapeProblem = { problem: 'too-few-cells', ...counts }
    } else if (!shapeProblem && cells.length > header.length) {
      shapeProblem = { problem: 'too-many-cells', ...counts }
    } else if (
      !shapeProblem &&
      cells.some((text) => text.includes(REPLACEMENT_CHARACTER))
    ) {
      // A U+FFFD is text already lost: sending it would store "Zo�" as the name.
      shapeProblem = { problem: 'unreadable' }
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
    return { ok: false, problem: { problem: 'no-rows' } }
  }
  if (rows.length > MAX_ROWS)
    return {
      ok: false,
      problem: { problem: 'too-many-rows', count: rows.length },
    }
  return { ok: true, rows, unknownColumns }
}
