import type { PetStatus } from '../../lib/pets/pet-schemas'

// The words a file may use for a column or a status: the machine form the
// API and exports use, and what the screen shows in each language the desk
// speaks. A file exported or typed in one language imports in any, so every
// language's words are accepted whichever is chosen. file-words.test.ts
// holds these to the catalogs, so a renamed status cannot fall out of step.

export type Column = 'name' | 'categoryId' | 'status'

/** Each column's names: machine, English screen, Spanish screen. */
export const COLUMN_WORDS: Record<Column, readonly string[]> = {
  name: ['name', 'Name', 'Nombre'],
  categoryId: [
    'categoryId',
    'category',
    'Category',
    'Category ID',
    'Categoría',
    'ID de categoría',
  ],
  status: ['status', 'Status', 'Estado'],
}

/** Each status's words: machine, English screen, Spanish screen. */
export const STATUS_WORDS: Record<PetStatus, readonly string[]> = {
  available: ['available', 'Available', 'Disponible'],
  pending: ['pending', 'Pending', 'Pendiente'],
  sold: ['sold', 'Adopted', 'Adoptado'],
}

/** "Category ID", "category_id", "Categoría" and "categoria" alike: case, accents, spaces, _ and - ignored. */
function wordKey(text: string): string {
  return text
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
}

function byKey<T extends string>(
  words: Record<T, readonly string[]>,
): ReadonlyMap<string, T> {
  const map = new Map<string, T>()
  for (const [value, list] of Object.entries(words) as [T, readonly string[]][])
    for (const word of list) map.set(wordKey(word), value)
  return map
}

const COLUMNS = byKey(COLUMN_WORDS)
const STATUSES = byKey(STATUS_WORDS)

/** The column a header cell names, if any. */
export function columnOf(cell: string): Column | undefined {
  return COLUMNS.get(wordKey(cell))
}

/** A status cell as the API's value; a word not known is kept (trimmed, lower case) for the rules to refuse. */
export function statusOf(cell: string): string {
  return STATUSES.get(wordKey(cell)) ?? cell.trim().toLowerCase()
}
