import type * as Categories from '../lib/categories/categories'

/**
 * How many times a name was folded, for the tests that hold a file's work
 * per line fixed (decision 028). The test file mocks the module with
 * `countingFolds`, from inside its factory (vi.mock is hoisted):
 *
 *   vi.mock('…/lib/categories/categories', async (importOriginal) =>
 *     (await import('…/test/counted-folds')).countingFolds(importOriginal))
 */
export const folds = { count: 0 }

/** The categories module with its `foldText` counted in `folds`. */
export async function countingFolds(
  importOriginal: () => Promise<typeof Categories>,
): Promise<typeof Categories> {
  const actual = await importOriginal()
  return {
    ...actual,
    foldText: (text: string) => {
      folds.count += 1
      return actual.foldText(text)
    },
  }
}
