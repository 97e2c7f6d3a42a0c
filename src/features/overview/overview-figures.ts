import type { Pet, PetStatus } from '../../lib/pets/pet-schemas'
import { PET_STATUSES } from '../../lib/pets/pet-schemas'
import { withinLimit } from '../../lib/pets/pets-api'

// The Overview's figures, from its four answers alone: the API has no counts
// and no totals, so every figure is a count of rows the server sent, and a
// list that came back full (100) says so rather than pass for a total.

/** The page size of every Overview request: the largest the API allows. */
export const OVERVIEW_PAGE = 100

/** A status, or the unfiltered list (`all`): the only one that holds animals with no status. */
export type OverviewList = PetStatus | 'all'
export const OVERVIEW_LISTS: readonly OverviewList[] = ['all', ...PET_STATUSES]

/** Each list's rows as the server sent them; undefined while not loaded. */
export type OverviewAnswers = Partial<Record<OverviewList, readonly Pet[]>>

/** A status column of the table: one per status, and `none` from the unfiltered list. */
export type StatusColumn = PetStatus | 'none'
export const STATUS_COLUMNS: readonly StatusColumn[] = [...PET_STATUSES, 'none']

export interface Count {
  /** Rows counted; null while that list is not loaded. */
  count: number | null
  /** A status's answer held a whole page: there may be more ("100 or more"). */
  full: boolean
}

interface CategoryRow {
  categoryId: string
  counts: Record<StatusColumn, number>
  total: number
}

export interface OverviewFigures {
  byStatus: Record<StatusColumn, Count>
  categories: CategoryRow[]
  totals: Record<StatusColumn, number>
  total: number
  /** The lists that held a whole page: their figures cover only the 100 sent. */
  fullLists: OverviewList[]
}

const rowsOf = (answers: OverviewAnswers, list: OverviewList) => {
  const sent = answers[list]
  return sent ? withinLimit([...sent], OVERVIEW_PAGE).pets : undefined
}

const zeroCounts = (): Record<StatusColumn, number> => ({
  available: 0,
  pending: 0,
  sold: 0,
  none: 0,
})

/** Each column's rows: a status from its own list, "no status" from the unfiltered one. */
function columnRows(answers: OverviewAnswers, column: StatusColumn) {
  if (column !== 'none') return rowsOf(answers, column)
  return rowsOf(answers, 'all')?.filter((pet) => pet.status === undefined)
}

export function overviewFigures(answers: OverviewAnswers): OverviewFigures {
  const fullLists = OVERVIEW_LISTS.filter(
    (list) => (rowsOf(answers, list)?.length ?? 0) >= OVERVIEW_PAGE,
  )
  const byStatus = {} as Record<StatusColumn, Count>
  const rows = new Map<string, CategoryRow>()
  const totals = zeroCounts()
  for (const column of STATUS_COLUMNS) {
    const pets = columnRows(answers, column)
    byStatus[column] = {
      count: pets?.length ?? null,
      // "No status" is a count within the latest 100, which the page says:
      // how many of those 100 have none, never "100 or more".
      full: column !== 'none' && fullLists.includes(column),
    }
    for (const pet of pets ?? []) {
      let row = rows.get(pet.categoryId)
      if (!row) {
        row = { categoryId: pet.categoryId, counts: zeroCounts(), total: 0 }
        rows.set(pet.categoryId, row)
      }
      row.counts[column] += 1
      row.total += 1
      totals[column] += 1
    }
  }
  return {
    byStatus,
    // The largest first; equal ones by id, so the order never jumps.
    categories: [...rows.values()].sort(
      (a, b) => b.total - a.total || compareIds(a.categoryId, b.categoryId),
    ),
    totals,
    total: STATUS_COLUMNS.reduce((sum, column) => sum + totals[column], 0),
    fullLists,
  }
}

function compareIds(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b)
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}
