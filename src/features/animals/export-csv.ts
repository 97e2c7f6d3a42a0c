import { downloadText, toCsv } from '../../lib/util/csv'
import type { Pet, PetStatus } from '../../lib/pets/pet-schemas'

/** The rows shown, in the order shown, with exact ids; no request is made. */
export function exportPets(
  pets: readonly Pet[],
  status: PetStatus | undefined,
  today = new Date(),
): void {
  const csv = toCsv([
    ['id', 'name', 'categoryId', 'status'],
    ...pets.map((pet) => [pet.id, pet.name, pet.categoryId, pet.status ?? '']),
  ])
  const date = today.toISOString().slice(0, 10)
  downloadText(csv, `animals-${status ?? 'all'}-${date}.csv`)
}
