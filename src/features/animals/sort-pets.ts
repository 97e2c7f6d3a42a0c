import type { Pet } from '../../lib/pets/pet-schemas'
import type { ListSort, SortKey } from './list-params'

// Sorting the rows already loaded (the API cannot sort). Ids and categories
// are int64 strings, compared as BigInt so 2^53 + 1 sorts after 2^53.

const collator = new Intl.Collator(undefined, {
  numeric: true,
  sensitivity: 'base',
})
const STATUS_RANK = { available: 0, pending: 1, sold: 2 } as const

/** What the screen shows for a row: its name (useDisplayName) and category names. */
export interface Shown {
  nameOf: (pet: Pet) => string
  names: ReadonlyMap<string, string>
}

function compareInt(a: string, b: string): number {
  const x = BigInt(a)
  const y = BigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Categories sort by what is shown: unnamed IDs ("7") come first, in number
 * order, as digits sort before letters; then named ones ("Dogs · 1") by name.
 */
function compareCategory(
  names: ReadonlyMap<string, string>,
  a: string,
  b: string,
): number {
  const x = names.get(a)
  const y = names.get(b)
  if (x === undefined || y === undefined) {
    if (x === y) return compareInt(a, b)
    return x === undefined ? -1 : 1
  }
  return collator.compare(x, y) || compareInt(a, b)
}

type Compare = (a: Pet, b: Pet, shown: Shown) => number

const COMPARE: Record<SortKey, Compare> = {
  id: (a, b) => compareInt(a.id, b.id),
  name: (a, b, { nameOf }) => collator.compare(nameOf(a), nameOf(b)),
  category: (a, b, { names }) =>
    compareCategory(names, a.categoryId, b.categoryId),
  // No status sorts last.
  status: (a, b) =>
    (a.status ? STATUS_RANK[a.status] : 3) -
    (b.status ? STATUS_RANK[b.status] : 3),
}

/** A sorted copy; ties keep id order, so the result never depends on the server's order. */
export function sortPets(
  pets: readonly Pet[],
  sort: ListSort | undefined,
  shown: Shown,
): readonly Pet[] {
  if (!sort) return pets
  const compare = COMPARE[sort.key]
  const sign = sort.descending ? -1 : 1
  return [...pets].sort(
    (a, b) => sign * compare(a, b, shown) || compareInt(a.id, b.id),
  )
}
