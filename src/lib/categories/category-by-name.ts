import { foldText } from './categories'

// Apart from categories.ts, which the entry carries: only the forms and the
// import, which take a category as typed, look one up by its name.

/** The ID a typed name stands for (case and accents ignored), or undefined. */
export function categoryIdByName(
  names: ReadonlyMap<string, string>,
  name: string,
): string | undefined {
  const folded = foldText(name)
  if (!folded) return undefined
  for (const [id, candidate] of names)
    if (foldText(candidate) === folded) return id
  return undefined
}
