import { useQueries } from '@tanstack/react-query'
import { useConnection } from '../../lib/connection/use-connection'
import type { Pet } from '../../lib/pets/pet-schemas'
import { animalQueries } from '../../lib/pets/pet-queries'
import {
  OVERVIEW_LISTS,
  OVERVIEW_PAGE,
  type OverviewAnswers,
  type OverviewList,
} from './overview-figures'

export interface OverviewLoad {
  answers: OverviewAnswers
  /** All four lists have rows (fresh or kept). */
  complete: boolean
  /** When the oldest of the rows shown was loaded; null before any. */
  loadedAt: number | null
  fetching: boolean
  /** The first failure among the four, if any. */
  error: unknown
  /** Asks for all four again, one after another: a 429 on one holds the rest. */
  refresh: () => Promise<void>
}

const statusOf = (list: OverviewList) => (list === 'all' ? undefined : list)

/**
 * The four lists through the list's own queries (same keys at page size 100,
 * the one client and its waits), so a list still fresh in the cache costs
 * nothing, and the list opened from here costs nothing either.
 */
export function useOverviewAnswers(): OverviewLoad {
  const { scope } = useConnection()
  const results = useQueries({
    queries: OVERVIEW_LISTS.map((list) =>
      animalQueries.list(scope, {
        limit: OVERVIEW_PAGE,
        status: statusOf(list),
      }),
    ),
  })
  const answers: OverviewAnswers = {}
  let loadedAt: number | null = null
  OVERVIEW_LISTS.forEach((list, index) => {
    const result = results[index]
    const data: Pet[] | undefined = result?.data
    if (!result || !data) return
    answers[list] = data
    loadedAt = Math.min(loadedAt ?? Infinity, result.dataUpdatedAt)
  })
  return {
    answers,
    complete: OVERVIEW_LISTS.every((list) => answers[list] !== undefined),
    loadedAt,
    fetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.isError)?.error ?? null,
    async refresh() {
      for (const result of results) await result.refetch()
    },
  }
}
