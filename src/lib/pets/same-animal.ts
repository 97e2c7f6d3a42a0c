import { foldText } from '../categories/categories'
import { toInt64String } from '../http/int64'
import { MAX_LIMIT, type Pet } from './pet-schemas'

// Same animal, as far as anyone can tell: the API has no search, no update and
// no delete, so a name (case, accents and inner spaces ignored) and a category
// are all a form, a file or a list can compare. Add, Check rows and Check the
// list all ask this one question, over the same window of the latest animals.

/** The most one list request returns: the window every duplicate check looks through. */
export const LATEST_WINDOW = MAX_LIMIT

/** A key equal for the same name and category, whatever the case, accents or spacing. */
export function animalKey(name: string, categoryId: string): string {
  const category = categoryId.trim()
  return `${foldText(name).replace(/\s+/g, ' ')}\u0000${toInt64String(category) ?? category}`
}

/** Id equality for int64 strings, whatever their leading zeros. */
export function sameId(a: string, b: string): boolean {
  return (toInt64String(a) ?? a) === (toInt64String(b) ?? b)
}

/** The animals among `pets` with this name and category, in the list's order. */
export function sameAnimals(
  pets: readonly Pet[],
  name: string,
  categoryId: string,
): Pet[] {
  const key = animalKey(name, categoryId)
  return pets.filter((pet) => animalKey(pet.name, pet.categoryId) === key)
}
