import { queryOptions } from '@tanstack/react-query'
import { tabsOf } from '../tabs/tabs'
import { getPet, listPets } from './pets-api'
import { type ListQuery, MAX_LIMIT } from './pet-schemas'

export type ListKeyQuery = Required<Pick<ListQuery, 'limit'>> & ListQuery

/** The one place animal query keys are made. `scope` keeps each connection's data apart. */
export const animalQueries = {
  all: (scope: string) => ['animals', scope] as const,
  lists: (scope: string) => [...animalQueries.all(scope), 'list'] as const,
  list: (scope: string, query: ListKeyQuery) =>
    queryOptions({
      queryKey: [...animalQueries.lists(scope), query] as const,
      queryFn: ({ signal, client }) =>
        listPets(tabsOf(client).limits, query, signal),
    }),
  /**
   * The latest animals of every status: what duplicate checks compare with
   * (Add, Check rows, an import's record before its first send). The same
   * cache entry as the Animals page at "All" and 100 a page. MAX_LIMIT, as
   * same-animal.ts's LATEST_WINDOW is: importing that would bring the
   * duplicate checks into the first load.
   */
  latest: (scope: string) => animalQueries.list(scope, { limit: MAX_LIMIT }),
  /** Mutation key of "add an animal", so a send still pending can be seen from a new page. */
  create: (scope: string) => [...animalQueries.all(scope), 'create'] as const,
  detail: (scope: string, id: string) =>
    queryOptions({
      queryKey: [...animalQueries.all(scope), 'detail', id] as const,
      queryFn: ({ signal, client }) =>
        getPet(tabsOf(client).limits, id, signal),
      // An animal rarely changes while someone looks at it, and this call is deprecated.
      staleTime: 5 * 60_000,
    }),
}
