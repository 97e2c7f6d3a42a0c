import { QueryClient } from '@tanstack/react-query'
import { linkTabs, type Tabs, tabsOf } from '../lib/tabs/tabs'

/** Its query and mutation functions use `tabs` (`tabsOf`). */
export function createQueryClient(tabs: Tabs): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // The API client alone decides retries (429 only), so request counts
        // stay predictable and a rate-limited key is never hammered.
        retry: false,
        // Demo mode works offline, and the client reports network errors
        // itself, so queries must not pause when the browser says "offline".
        networkMode: 'always',
        staleTime: 30_000,
        // At least as long as persisted rows may be shown (persist-queries.ts).
        gcTime: 24 * 60 * 60_000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  linkTabs(client, tabs)
  return client
}

/**
 * Every query key carries the connection's scope at index 1. When the
 * connection changes, data of other scopes goes, so demo and live never mix.
 */
export function dropOtherScopes(client: QueryClient): void {
  const { scope } = tabsOf(client).connection.get()
  const stale = {
    predicate: (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[1] !== scope,
  }
  void client.cancelQueries(stale)
  client.removeQueries(stale)
}
