import {
  type DehydratedState,
  hashKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import type { Connection } from '../lib/connection/connection'
import { connectionName, identityOf } from '../lib/connection/identity'
import { type Area, otherArea, webStorageOf } from '../lib/connection/key-area'
import { tabsOf } from '../lib/tabs/tabs'
import { readJson, removeItem, writeItem } from '../lib/tabs/web-storage'

// Repeat visits show the last known animals at once, then the server's
// answer: the current connection's animals queries are kept where its key is,
// in react-query's dehydrated shape, with a buster of build, server and key
// hash so another never sees them. Never the key, never a mutation.
// Decision 010.

export const PERSIST_KEY = 'adoption-desk:animals-cache'
/** Older rows are not worth showing: they would mislead more than help. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
const SAVE_DELAY_MS = 1_000
/** Stands in for the connection's scope in stored keys; the scope's counter restarts on every page load. */
const SCOPE = '*'

interface Snapshot {
  buster: string
  savedAt: number
  state: DehydratedState
}

/** Null without a key: nothing is kept. */
export function busterFor(connection: Connection): string | null {
  const hash = connectionName(connection)
  if (!hash) return null
  return [__APP_VERSION__, connection.environment, hash].join('|')
}

/** Where the connection's key is (demo mode's: the device); rows are kept beside it. */
function areaOf(connection: Connection): Area {
  return identityOf(connection)?.area ?? 'device'
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

/** Before anything renders, so the list's first paint has the rows. */
export function restoreAnimalQueries(
  client: QueryClient,
  now = Date.now(),
): void {
  const connection = tabsOf(client).connection.get()
  const buster = busterFor(connection)
  const area = webStorageOf(areaOf(connection))
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
  // Only rows are stored, so this is all `hydrate` would do (decision 010).
  const { queries } = withScope(stored.state, SCOPE, connection.scope)
  for (const query of queries) {
    if (now - query.state.dataUpdatedAt > PERSIST_MAX_AGE_MS) continue
    client.setQueryData(query.queryKey, query.state.data, {
      updatedAt: query.state.dataUpdatedAt,
    })
  }
}

/**
 * `dehydrate`'s shape for rows only (decision 010). Rows whose refresh
 * failed are kept as rows: a second visit offline must still find them.
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
  const connection = tabsOf(client).connection.get()
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
  const area = areaOf(connection)
  writeItem(webStorageOf(area), PERSIST_KEY, JSON.stringify(snapshot))
  removeItem(webStorageOf(otherArea(area)), PERSIST_KEY)
}

/** Cleared when the connection changes: another environment, address or key, or Forget key. */
export function persistAnimalQueries(client: QueryClient): () => void {
  const saved = tabsOf(client).connection
  let timer: ReturnType<typeof setTimeout> | undefined
  let buster = busterFor(saved.get())
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
    if (isAnimalsQuery(queryKey, saved.get().scope)) schedule()
  })
  const stopConnection = saved.subscribe(() => {
    const next = busterFor(saved.get())
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
