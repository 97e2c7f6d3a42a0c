import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'

// Check the list: whether an Unknown row's animal is among the listed ones.
// The API cannot search, so this is the latest 100 animals (of the row's
// status, when it has one) compared by name and category, the two things a
// row says about its animal.

function sameId(a: string, b: string): boolean {
  try {
    return BigInt(a) === BigInt(b)
  } catch {
    return a === b
  }
}

/** Ids of the listed animals with the row's name and category, in the list's order. */
export function matchingIds(pets: readonly Pet[], row: NewPet): string[] {
  return pets
    .filter(
      (pet) => pet.name === row.name && sameId(pet.categoryId, row.categoryId),
    )
    .map((pet) => pet.id)
}
