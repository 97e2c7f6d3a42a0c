import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  isListPath,
  listQuery,
  readListView,
} from '../features/animals/list-request.door'
import { takeEarlyRequest } from '../lib/http/early-request'
import { listPets } from '../lib/pets/pets-api'
import { tabsOf } from '../lib/tabs/tabs'

// A cold visit to the list would otherwise wait for React to render before
// asking for its rows: the entry starts the page's own query at once. When
// the page's boot step (src/boot/, inlined in index.html) has already sent
// that request, the query adopts it (decision 021). (The API connection
// opens earlier still: index.html preconnects, vite.config.ts.)

/**
 * A failure that comes before React (the boot step's answer often does) is
 * the page's to show, as one that comes later is: the page's first mount over
 * it does not send the request again, as TanStack Query's retryOnMount would.
 * Later mounts (coming back to a list that failed) retry as on any page.
 */
function showFailureOnFirstMount(client: QueryClient, queryKey: QueryKey) {
  client.setQueryDefaults(queryKey, { retryOnMount: false })
  const hash = hashKey(queryKey)
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.queryHash !== hash) return
    // That observer has its options already; the next ones go by the defaults.
    client.setQueryDefaults(queryKey, {})
    stop()
  })
}

export function startFirstRequest(client: QueryClient): void {
  const { scope, baseUrl } = tabsOf(client).connection.get()
  if (!baseUrl) return
  if (!isListPath(window.location.pathname)) return
  const view = readListView(new URLSearchParams(window.location.search))
  const options = listQuery(scope, view)
  showFailureOnFirstMount(client, options.queryKey)
  const early = takeEarlyRequest()
  // A failure is the page's to show: its query holds the error.
  if (!early) {
    client.query(options).catch(() => undefined)
    return
  }
  // Fetched even over fresh kept rows: the request went, so its answer (and
  // what it says about the rate limit) is read.
  const query = { limit: view.limit, status: view.status }
  client
    .query({
      ...options,
      queryFn: ({ signal }) =>
        listPets(tabsOf(client).limits, query, signal, early),
      staleTime: 0,
    })
    .catch(() => undefined)
}
