import { useSyncExternalStore } from 'react'
import { type Connection, getConnection } from '../connection/connection'
import { identityOf } from '../connection/identity'
import { useConnection } from '../connection/use-connection'
import { createPersistedStore, type PersistedStore } from './persisted-store'

// A list kept in this browser per API server, whatever the key, and shared
// live by its tabs: the category names (two servers may number their
// categories differently) and the saved views (decision 020).

export interface PerServerOptions<T> {
  /** The storage key before the server, e.g. `adoption-desk:views:`. */
  prefix: string
  /** Reads a stored value; what it cannot read, it leaves out. */
  parse: (stored: unknown) => T
  /** What a connection has before anything is stored. */
  fallback: (connection: Connection) => T
  encode?: (value: T) => string
}

export interface PerServerStore<T> {
  /** Which stored list a connection uses: one per server, whatever the key. */
  keyOf: (connection: Connection) => string
  get: (connection?: Connection) => T
  /** Changes a connection's list on its freshest stored value. */
  update: (change: (current: T) => T, connection?: Connection) => void
  /** The current connection's list, re-rendering on a change in any tab. */
  use: () => T
}

export function perServerStore<T>(
  options: PerServerOptions<T>,
): PerServerStore<T> {
  const stores = new Map<string, PersistedStore<T>>()

  function keyOf(connection: Connection): string {
    const server = identityOf(connection)?.server
    return `${options.prefix}${server ?? `${connection.environment}:unset`}`
  }

  function storeFor(connection: Connection): PersistedStore<T> {
    const key = keyOf(connection)
    let store = stores.get(key)
    if (!store) {
      store = createPersistedStore<T>({
        key,
        parse: options.parse,
        fallback: options.fallback(connection),
        ...(options.encode ? { encode: options.encode } : {}),
      })
      stores.set(key, store)
    }
    return store
  }

  return {
    keyOf,
    get: (connection = getConnection()) => storeFor(connection).get(),
    update: (change, connection = getConnection()) =>
      storeFor(connection).update(change),
    use: function useList() {
      const store = storeFor(useConnection())
      return useSyncExternalStore(store.subscribe, store.get)
    },
  }
}
