import type { Category } from '../../../lib/categories/categories'
import {
  type CategoryProblem,
  categoryProblem,
  indexCategories,
  indexCategory,
} from '../../../lib/categories/category-rules'
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  textBytes,
} from '../../../lib/files/input-limits'
import { mergeList } from '../../../lib/files/merge-list'
import { downloadText, toCsv, unguardCsvCell } from '../../../lib/util/csv'
import {
  REPLACEMENT_CHARACTER,
  readTextFile,
} from '../../../lib/files/read-text-file'
import { toInt64String } from '../../../lib/http/int64'
import { parseJson } from '../../../lib/http/json'

// A category list as a small file, so one person can set the names up and
// the team can load them. JSON keeps IDs as strings (exact beyond 2^53);
// CSV is for spreadsheets. Reading never throws away a good line because of
// a bad one: each bad line gets its own problem, a code the page words in
// the chosen language (category-file-outcome.ts). A file past the import's
// limits (decision 028) is refused whole, before a line is checked.

/** Why a whole file was refused: the page says it, naming the limit. */
export type CategoryFileLimit =
  { limit: 'bytes'; bytes: number } | { limit: 'rows'; count: number }

/** Where a problem is: a CSV line, a JSON entry (both from 1), or a pair merged into the list. */
type ProblemPlace = { line: number } | { entry: number } | { pair: Category }

/** Why a file, or one of its lines, was left out: worded by the page. */
export type CategoryFileProblem =
  | { problem: 'empty' | 'not-json' | 'no-list' }
  /** A character that could not be read (U+FFFD): saved, "Zo�" would be the name. */
  | { problem: 'unreadable'; at: ProblemPlace }
  /** Against a category rule: its words travel with it (a Said). */
  | { problem: 'rule'; at: ProblemPlace; rule: CategoryProblem }

export interface CategoryFile {
  /** The file's valid pairs, in file order; repeats within the file are problems. */
  categories: Category[]
  /** One per line (CSV) or entry (JSON) that was left out. */
  problems: CategoryFileProblem[]
  /** Set when the file is past a limit: then nothing was read. */
  refused?: CategoryFileLimit
}

/** What a chosen file of `bytes` is refused for before it is read, or null. */
function fileLimit(bytes: number): CategoryFileLimit | null {
  return bytes > MAX_FILE_BYTES ? { limit: 'bytes', bytes } : null
}

const refused = (limit: CategoryFileLimit): CategoryFile => ({
  categories: [],
  problems: [],
  refused: limit,
})

/** `categories.json`: `{ "categories": [{ "id": "1", "name": "Dogs" }] }`. */
export function categoriesJson(list: readonly Category[]): string {
  return `${JSON.stringify({ categories: list }, null, 2)}\n`
}

/** `categories.csv`: an `id,name` header, then one pair a line. */
export function categoriesCsv(list: readonly Category[]): string {
  return toCsv([
    ['id', 'name'],
    ...list.map((category) => [category.id, category.name]),
  ])
}

export function downloadCategories(
  list: readonly Category[],
  format: 'json' | 'csv',
): void {
  if (format === 'json')
    downloadText(categoriesJson(list), 'categories.json', 'application/json')
  else downloadText(categoriesCsv(list), 'categories.csv')
}

function collect(
  entries: { at: ProblemPlace; id: unknown; name: unknown }[],
): CategoryFile {
  const categories: Category[] = []
  const problems: CategoryFileProblem[] = []
  const index = indexCategories([])
  for (const { at, id, name } of entries) {
    const idText =
      typeof id === 'string'
        ? id
        : typeof id === 'number' || typeof id === 'bigint'
          ? (toInt64String(id) ?? String(id))
          : ''
    const nameText = typeof name === 'string' ? name : ''
    if (!idText.trim() && !nameText.trim()) continue
    // A U+FFFD is text already lost: saving it would keep "Zo�" as the name.
    if (`${idText}${nameText}`.includes(REPLACEMENT_CHARACTER)) {
      problems.push({ problem: 'unreadable', at })
      continue
    }
    const rule = categoryProblem(index, idText, nameText)
    if (rule) {
      problems.push({ problem: 'rule', at, rule })
      continue
    }
    const category = {
      id: toInt64String(idText.trim()) ?? idText,
      name: nameText.trim(),
    }
    categories.push(category)
    indexCategory(index, category)
  }
  return { categories, problems }
}

async function readJsonFile(text: string): Promise<CategoryFile> {
  let data: unknown
  try {
    data = await parseJson(text)
  } catch {
    return { categories: [], problems: [{ problem: 'not-json' }] }
  }
  const list =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>).categories
      : data
  if (!Array.isArray(list)) {
    return { categories: [], problems: [{ problem: 'no-list' }] }
  }
  if (list.length > MAX_ROWS)
    return refused({ limit: 'rows', count: list.length })
  return collect(
    (list as unknown[]).map((item, index) => {
      const record =
        typeof item === 'object' && item !== null
          ? (item as Record<string, unknown>)
          : {}
      return {
        at: { entry: index + 1 },
        // A bare number is an ID without its name: say so rather than skip it.
        id: record.id ?? (typeof item === 'number' ? item : ''),
        name: record.name ?? '',
      }
    }),
  )
}

const ID_HEADERS = new Set(['id', 'categoryid'])
const NAME_HEADERS = new Set(['name', 'categoryname'])

/**
 * RFC 4180 lines in one pass. Not PapaParse: shared by two lazy pages, a
 * CommonJS package makes Rolldown split its helpers into a chunk of their
 * own on the first load, 0.2 KB the 120 KB ceiling cannot spare (decision 028).
 */
function parseCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at)
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"'
        at += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1
      cells.push(cell)
      records.push(cells)
      cells = []
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  records.push(cells)
  return records
}

/** A categories CSV file's ID and name columns, with or without a header. */
function readCsvFile(text: string): CategoryFile {
  const body = text.replace(/^\uFEFF/, '')
  // A spreadsheet set to a comma-decimal language writes semicolons.
  const line = body.split(/\r?\n|\r/, 1)[0] ?? ''
  const records = parseCsv(
    body,
    !line.includes(',') && line.includes(';') ? ';' : ',',
  )
  const key = (cell: string | undefined) =>
    (cell ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '')
  const header = records[0] ?? []
  let idAt = header.findIndex((cell) => ID_HEADERS.has(key(cell)))
  let nameAt = header.findIndex((cell) => NAME_HEADERS.has(key(cell)))
  let first = 1
  if (idAt < 0 || nameAt < 0) {
    // No header: the columns are ID, then name.
    idAt = 0
    nameAt = 1
    first = 0
  }
  // Counted as the import counts rows: blank lines are not pairs.
  const count = records
    .slice(first)
    .filter((cells) => cells.some((cell) => cell.trim())).length
  if (count > MAX_ROWS) return refused({ limit: 'rows', count })
  return collect(
    records.slice(first).map((cells, index) => ({
      at: { line: index + first + 1 },
      // A spreadsheet's formula guard (see csv.ts) is not part of the value:
      // a negative ID is exported as '-3.
      id: unguardCsvCell(cells[idAt] ?? ''),
      name: unguardCsvCell(cells[nameAt] ?? ''),
    })),
  )
}

/** Reads a JSON or CSV category file (decided by its content, not its name). */
export async function readCategoryFile(text: string): Promise<CategoryFile> {
  const tooLarge = fileLimit(textBytes(text))
  if (tooLarge) return refused(tooLarge)
  const trimmed = text.replace(/^\uFEFF/, '').trim()
  if (!trimmed) return { categories: [], problems: [{ problem: 'empty' }] }
  return trimmed.startsWith('{') || trimmed.startsWith('[')
    ? readJsonFile(trimmed)
    : readCsvFile(trimmed)
}

/**
 * A chosen file read: refused by its size before a byte is read, by its
 * lines once parsed. `guessed`: not UTF-8, read as Windows-1252.
 */
export async function readChosenFile(
  file: Blob,
): Promise<CategoryFile & { guessed: boolean }> {
  const tooLarge = fileLimit(file.size)
  if (tooLarge) return { ...refused(tooLarge), guessed: false }
  const { text, encoding } = await readTextFile(file)
  const read = await readCategoryFile(text)
  return { ...read, guessed: encoding === 'windows-1252' }
}

/**
 * What adding a file's pairs to a saved list gives: new pairs are added,
 * pairs already saved as they are are skipped, and a pair that disagrees
 * with a saved one is a problem (the saved name is kept).
 */
export function mergeCategories(
  saved: readonly Category[],
  incoming: readonly Category[],
): { list: Category[]; added: number; problems: CategoryFileProblem[] } {
  const index = indexCategories(saved)
  const savedIds = new Map(saved.map((category) => [category.id, category]))
  return mergeList<Category, CategoryFileProblem>(saved, incoming, {
    saved: (category) => savedIds.get(category.id)?.name === category.name,
    problem: (category) => {
      const rule = categoryProblem(index, category.id, category.name)
      return rule ? { problem: 'rule', at: { pair: category }, rule } : null
    },
    added: (category) => indexCategory(index, category),
  })
}
