import type { Category } from '../../../lib/categories/categories'
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  megabytes,
} from '../../../lib/files/input-limits'
import { englishOf, type Said } from '../../../lib/i18n/said'
import { type CategoriesSay, englishCategories } from './categories-messages'
import {
  type CategoryFile,
  type CategoryFileLimit,
  type CategoryFileProblem,
  mergeCategories,
} from './category-file'

// What using a chosen category file does to the list, and the sentences that
// tell the person so. Pure, so the page only stores and shows the result.

export type ChosenCategoryFile = CategoryFile & {
  fileName: string
  /** The file was not UTF-8: read as Windows-1252, a guess the preview says. */
  guessed?: boolean
}

/** The page's words, and a category rule's (a Said), in one language. */
export interface CategoryFileWords {
  t: CategoriesSay
  rule: (said: Said) => string
}

const ENGLISH: CategoryFileWords = { t: englishCategories, rule: englishOf }

/** The format a JSON file should have, shown as it is in every language. */
const JSON_EXAMPLE = '{ "categories": [{ "id": "1", "name": "Dogs" }] }'

/** A reader's problem in words, where it is first. */
export function categoryFileProblemText(
  problem: CategoryFileProblem,
  { t, rule }: CategoryFileWords = ENGLISH,
): string {
  if (!('at' in problem)) {
    if (problem.problem === 'empty') return t('fileEmpty')
    return problem.problem === 'not-json'
      ? t('fileNotJson')
      : t('fileNoList', { example: JSON_EXAMPLE })
  }
  const text =
    problem.problem === 'unreadable'
      ? t('lineUnreadable')
      : rule(problem.rule.said)
  const { at } = problem
  // Line and entry numbers as written, like a spreadsheet's (no grouping).
  if ('line' in at) return t('atLine', { line: String(at.line), problem: text })
  if ('entry' in at)
    return t('atEntry', { entry: String(at.entry), problem: text })
  return t('atPair', { name: at.pair.name, id: at.pair.id, problem: text })
}

/** What to say: a first line, then one line per pair that could not be added. */
export function applyCategoryFile(
  list: readonly Category[],
  file: ChosenCategoryFile,
  mode: 'add' | 'replace',
  words: CategoryFileWords = ENGLISH,
): { list: Category[]; result: string[] } {
  const { t } = words
  if (mode === 'replace') {
    return {
      list: file.categories,
      result: [
        t('replaced', {
          count: file.categories.length,
          file: file.fileName,
        }),
      ],
    }
  }
  const merged = mergeCategories(list, file.categories)
  return {
    list: merged.list,
    result: [
      t('addedFrom', { count: merged.added, file: file.fileName }),
      ...merged.problems.map((problem) =>
        categoryFileProblemText(problem, words),
      ),
    ],
  }
}

/** A chosen file could not be read: moved, deleted or locked since, or not text. */
export function unreadableFileMessage(
  fileName: string,
  error: unknown,
  t: CategoriesSay = englishCategories,
): string {
  // Read as a shape: a DOMException (NotReadableError) is not an Error in
  // every realm.
  const why =
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
      ? error.message.replace(/\.$/, '')
      : ''
  // What the browser said is shown as it came.
  return why
    ? t('unreadableWhy', { file: fileName, why })
    : t('unreadable', { file: fileName })
}

/** A file refused whole, naming the limit it is past. */
export function fileLimitMessage(
  fileName: string,
  limit: CategoryFileLimit,
  t: CategoriesSay = englishCategories,
): string {
  return limit.limit === 'bytes'
    ? t('fileTooLarge', {
        file: fileName,
        size: Math.ceil(megabytes(limit.bytes) * 10) / 10,
        limit: megabytes(MAX_FILE_BYTES),
      })
    : t('tooManyLines', { file: fileName, count: limit.count, max: MAX_ROWS })
}
