import { foldText } from '../../lib/categories/categories'
import type { Pet } from '../../lib/pets/pet-schemas'
import type { ListView } from './list-params'
import { type Shown, sortPets } from './sort-pets'

// Find in list: the API cannot search, so the rows already loaded are
// filtered here, without a request. Case and accents are ignored ("zoe"
// finds "Zoé"), as staff type names without them. Rows are found and sorted
// by what the screen shows: a blank name as "Sin nombre (ID 5)" in Spanish.

/** The rows whose name, ID or category name contains `q`; all rows for an empty `q`. */
export function filterPets(
  pets: readonly Pet[],
  q: string | undefined,
  { nameOf, names }: Shown,
): readonly Pet[] {
  const needle = foldText(q ?? '')
  if (!needle) return pets
  return pets.filter(
    (pet) =>
      foldText(nameOf(pet)).includes(needle) ||
      pet.id.includes(needle) ||
      foldText(names.get(pet.categoryId) ?? '').includes(needle),
  )
}

/** Everything that shows "the rows on screen" uses this one function, so they never disagree. */
export function rowsForView(
  pets: readonly Pet[],
  view: Pick<ListView, 'q' | 'sort'>,
  shown: Shown,
): readonly Pet[] {
  return sortPets(filterPets(pets, view.q, shown), view.sort, shown)
}
