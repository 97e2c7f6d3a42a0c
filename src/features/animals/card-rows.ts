import { displayName, type Pet } from '../../lib/pet-schemas'
import { readListView } from './list-params'
import { sortPets } from './sort-pets'

// The rows the list shows for a view, in its order.
// TODO(categories merge): replace with rowsForView from view-rows.ts.
export function rowsForCards(
  pets: readonly Pet[],
  params: URLSearchParams,
): readonly Pet[] {
  const view = readListView(params)
  const needle = (params.get('q') ?? '').trim().toLowerCase()
  const found = needle
    ? pets.filter(
        (pet) =>
          displayName(pet).toLowerCase().includes(needle) ||
          pet.id.includes(needle),
      )
    : pets
  return sortPets(found, view.sort)
}
