import type { Category } from '../../../lib/categories/categories'
import { type CategoryFile, mergeCategories } from './category-file'

// What using a chosen category file does to the list, and the sentences that
// tell the person so. Pure, so the page only stores and shows the result.

export type ChosenCategoryFile = CategoryFile & {
  fileName: string
  /** Set when the file was not UTF-8 and its encoding was guessed. */
  encodingNote?: string | null
}

export function plural(count: number): string {
  return count === 1 ? 'category' : 'categories'
}

/** What to say: a first line, then one line per pair that could not be added. */
export function applyCategoryFile(
  list: readonly Category[],
  file: ChosenCategoryFile,
  mode: 'add' | 'replace',
): { list: Category[]; result: string[] } {
  if (mode === 'replace') {
    return {
      list: file.categories,
      result: [
        `The list is now the ${file.categories.length} ${plural(file.categories.length)} from ${file.fileName}.`,
      ],
    }
  }
  const merged = mergeCategories(list, file.categories)
  return {
    list: merged.list,
    result: [
      `Added ${merged.added} ${plural(merged.added)} from ${file.fileName}.`,
      ...merged.problems,
    ],
  }
}

/** A chosen file could not be read: moved, deleted or locked since, or not text. */
export function unreadableFileMessage(
  fileName: string,
  error: unknown,
): string {
  // Read as a shape: a DOMException (NotReadableError) is not an Error in
  // every realm.
  const why =
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
      ? `: ${error.message.replace(/\.$/, '')}`
      : ''
  return `Could not read ${fileName}${why}. The list is unchanged; check the file and choose it again.`
}
