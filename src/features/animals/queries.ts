import { queryOptions } from '@tanstack/react-query'
import { listPets } from './api'
import type { ListQuery } from './schemas'

/** The one place animal query keys are made. `scope` keeps each connection's data apart. */
export const animalQueries = {
  all: (scope: string) => ['animals', scope] as const,
  list: (
    scope: string,
    query: Required<Pick<ListQuery, 'limit'>> & ListQuery,
  ) =>
    queryOptions({
      queryKey: [...animalQueries.all(scope), 'list', query] as const,
      queryFn: ({ signal }) => listPets(query, signal),
    }),
}
