import {
  type DehydratedState,
  hashKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import {
  type Connection,
  getConnection,
  subscribeConnection,
} from '../lib/connection/connection'
import { connectionName, identityOf } from '../lib/connection/identity'
import {
  readJson,
  removeItem,
  type StorageArea,
  writeItem,
} from '../lib/tabs/web-storage'

// Repeat visits show the last known animals at once, then the server's
// answer. The animals queries (lists and looked-up animals) of the current
// connection are kept in Web Storage in react-query's own dehydrated shape
// (decision 010): where the key is kept decides where they go
// (sessionStorage for a key typed for this tab, localStorage when it is
// remembered on this device), and a buster made of the app's version, the
// environment and a hash of base URL and key makes sure another build, server
// or key never sees them. Never the key itself, never a mutation. Ids are
// exact strings by the time they reach the cache, so plain JSON keeps them.

export const PERSIST_KEY = 'adoption-desk:animals-cache'
/** Older rows are not worth showing: they would mislead more than help. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
/** How often a busy cache is written at most. */
const SAVE_DELAY_MS = 1_000
/** Stands in for the connection's scope in stored keys; the scope's counter restarts on every page load. */
const SCOPE = '*'

interface Snapshot {
  buster: string
  savedAt: number
  state: DehydratedState
}

/** Which build, server and key the stored rows belong to; null when there is nothing to keep (no key). */
export function busterFor(connection: Connection): string | null {
  const hash = connectionName(connection)
  if (!hash) return null
  return [__APP_VERSION__, connection.environment, hash].join('|')
}

/** Demo data lives in localStorage, so its cache does too; a live key decides for live rows. */
function areaFor(connection: Connection): StorageArea {
  return identityOf(connection)?.area === 'tab' ? 'session' : 'local'
}

function otherArea(area: StorageArea): StorageArea {
  return area === 'local' ? 'session' : 'local'
}

function clearPersistedQueries(): void {
  removeItem('local', PERSIST_KEY)
  removeItem('session', PERSIST_KEY)
}

function isAnimalsQuery(queryKey: readonly unknown[], scope: string): boolean {
  return (
    queryKey[0] === 'animals' &&
    queryKey[1] === scope &&
    (queryKey[2] === 'list' || queryKey[2] === 'detail')
  )
}

function withScope(
  state: DehydratedState,
  from: string,
  to: string,
): DehydratedState {
  return {
    mutations: [],
    queries: state.queries
      .filter((query) => isAnimalsQuery(query.queryKey, from))
      .map((query) => {
        const queryKey = [query.queryKey[0], to, ...query.queryKey.slice(2)]
        return { ...query, queryKey, queryHash: hashKey(queryKey) }
      }),
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<Snapshot>
  return (
    typeof record.buster === 'string' &&
    typeof record.savedAt === 'number' &&
    typeof record.state === 'object' &&
    Array.isArray(record.state.queries)
  )
}

/**
 * Puts the stored animals of the current connection into the cache, before
 * anything renders, so the list can show them in its first paint. Anything
 * stored for another build, server or key, or older than a day, is removed.
 */
export function restoreAnimalQueries(
  client: QueryClient,
  now = Date.now(),
): void {
  const connection = getConnection()
  const buster = busterFor(connection)
  const area = areaFor(connection)
  const stored = readJson(area, PERSIST_KEY)
  if (stored === null) return
  if (
    !buster ||
    !isSnapshot(stored) ||
    stored.buster !== buster ||
    now - stored.savedAt > PERSIST_MAX_AGE_MS
  ) {
    removeItem(area, PERSIST_KEY)
    return
  }
  // Only rows are ever stored (see dehydrateAnimals), so setting each one's
  // data with the time it was fetched is all `hydrate` would do here, and
  // leaves its 0.5 KB off the first load (decision 004).
  const { queries } = withScope(stored.state, SCOPE, connection.scope)
  for (const query of queries) {
    if (now - query.state.dataUpdatedAt > PERSIST_MAX_AGE_MS) continue
    client.setQueryData(query.queryKey, query.state.data, {
      updatedAt: query.state.dataUpdatedAt,
    })
  }
}

/**
 * What react-query's `dehydrate` would write for these queries, in the same
 * `DehydratedState` shape that `hydrate` reads: only rows are kept, never a
 * pending promise, an error or a mutation, so none of `dehydrate`'s handling
 * of those applies, and leaving it out keeps about 0.3 KB off the first load
 * (decision 004). Rows whose refresh failed (offline, say) are kept as the
 * rows they are: a second visit offline must still find them.
 */
function dehydrateAnimals(client: QueryClient, scope: string): DehydratedState {
  const dehydratedAt = Date.now()
  return {
    mutations: [],
    queries: client
      .getQueryCache()
      .findAll({
        predicate: (query) =>
          query.state.data !== undefined &&
          isAnimalsQuery(query.queryKey, scope),
      })
      .map((query) => ({
        dehydratedAt,
        state: {
          ...query.state,
          status: 'success' as const,
          fetchStatus: 'idle' as const,
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
        queryKey: query.queryKey,
        queryHash: query.queryHash,
      })),
  }
}

function save(client: QueryClient): void {
  const connection = getConnection()
  const buster = busterFor(connection)
  if (!buster) {
    clearPersistedQueries()
    return
  }
  const state = dehydrateAnimals(client, connection.scope)
  const snapshot: Snapshot = {
    buster,
    savedAt: Date.now(),
    state: withScope(state, connection.scope, SCOPE),
  }
  const area = areaFor(connection)
  writeItem(area, PERSIST_KEY, JSON.stringify(snapshot))
  removeItem(otherArea(area), PERSIST_KEY)
}

/**
 * Keeps the stored copy up to date as the cache changes (at most once a
 * second, and when the page is hidden or left), and clears it when the
 * connection changes: another environment, address or key, or Forget key.
 * Returns a stop function.
 */
export function persistAnimalQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let buster = busterFor(getConnection())
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    save(client)
  }
  const schedule = () => {
    timer ??= setTimeout(flush, SAVE_DELAY_MS)
  }
  const stopCache = client.getQueryCache().subscribe(({ query }) => {
    const { queryKey } = query as Query
    if (isAnimalsQuery(queryKey, getConnection().scope)) schedule()
  })
  const stopConnection = subscribeConnection(() => {
    const next = busterFor(getConnection())
    if (next !== buster) {
      clearTimeout(timer)
      timer = undefined
      clearPersistedQueries()
    } else {
      // Remember on this device switched on or off: same rows, other storage.
      schedule()
    }
    buster = next
  })
  // A reload or a closed tab must not lose the last second's answer.
  const onLeave = () => {
    if (timer !== undefined) flush()
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') onLeave()
  }
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('pagehide', onLeave)
  return () => {
    clearTimeout(timer)
    stopCache()
    stopConnection()
    document.removeEventListener('visibilitychange', onHide)
    window.removeEventListener('pagehide', onLeave)
  }
}
