// Adding a file's entries to a list kept in this browser, as the saved views
// and the category names do: the one rule, with each list's own sense of
// "saved as it is" and of a clash.

export interface MergeRules<T, P = string> {
  /** Whether the entry is saved as it is already: skipped, without a word. */
  saved: (entry: T) => boolean
  /** Why the entry clashes with a saved one (the saved one is kept), or null: words, or a code its page words. */
  problem: (entry: T) => P | null
  /** Called for each entry added, so later ones are checked against it. */
  added: (entry: T) => void
}

/**
 * The saved list with the file's entries added: an entry saved as it is is
 * skipped, one that clashes with a saved one is a problem, the rest are
 * added in the file's order.
 */
export function mergeList<T, P = string>(
  saved: readonly T[],
  incoming: readonly T[],
  rules: MergeRules<T, P>,
): { list: T[]; added: number; problems: P[] } {
  const list = [...saved]
  const problems: P[] = []
  for (const entry of incoming) {
    if (rules.saved(entry)) continue
    const problem = rules.problem(entry)
    if (problem) {
      problems.push(problem)
      continue
    }
    list.push(entry)
    rules.added(entry)
  }
  return { list, added: list.length - saved.length, problems }
}
