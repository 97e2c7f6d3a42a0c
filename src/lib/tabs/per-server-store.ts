import { useSyncExternalStore } from 'react'
import type { Connection } from '../connection/connection'
import { identityOf } from '../connection/identity'
import { useConnection } from '../connection/use-connection'
import type { Channel } from './channel'
import { createPersistedStore, type PersistedStore } from './persisted-store'
import { type Tabs, useTabs } from './tabs'

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

/** The desk a list is read in: its saved connection, and the channel its writes are told on. */
export type PerServerTabs = Pick<Tabs, 'connection' | 'channel'>

export interface PerServerStore<T> {
  /** Which stored list a connection uses: one per server, whatever the key. */
  keyOf: (connection: Connection) => string
  /** The list of `connection`, by default the desk's saved one. */
  get: (tabs: PerServerTabs, connection?: Connection) => T
  /** Changes a connection's list on its freshest stored value. */
  update: (
    tabs: PerServerTabs,
    change: (current: T) => T,
    connection?: Connection,
  ) => void
  /** The current connection's list, re-rendering on a change in any tab. */
  use: () => T
}

export function perServerStore<T>(
  options: PerServerOptions<T>,
): PerServerStore<T> {
  // Per channel (a desk's), then per stored key.
  const stores = new WeakMap<Channel, Map<string, PersistedStore<T>>>()

  function keyOf(connection: Connection): string {
    const server = identityOf(connection)?.server
    return `${options.prefix}${server ?? `${connection.environment}:unset`}`
  }

  function storeFor(channel: Channel, connection: Connection) {
    const key = keyOf(connection)
    let desk = stores.get(channel)
    if (!desk)
      stores.set(channel, (desk = new Map<string, PersistedStore<T>>()))
    let store = desk.get(key)
    if (!store) {
      store = createPersistedStore<T>({
        key,
        parse: options.parse,
        fallback: options.fallback(connection),
        ...(options.encode ? { encode: options.encode } : {}),
        channel,
      })
      desk.set(key, store)
    }
    return store
  }

  return {
    keyOf,
    get: (tabs, connection = tabs.connection.get()) =>
      storeFor(tabs.channel, connection).get(),
    update: (tabs, change, connection = tabs.connection.get()) =>
      storeFor(tabs.channel, connection).update(change),
    use: function useList() {
      const store = storeFor(useTabs().channel, useConnection())
      return useSyncExternalStore(store.subscribe, store.get)
    },
  }
}
