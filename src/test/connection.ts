import {
  type Connection,
  type ConnectionSettings,
  createConnectionStore,
  type ConnectionStore,
} from '../lib/connection/connection'
import {
  resolveConnection as resolve,
  saveConnection,
} from '../lib/connection/save-connection'
import { browserChannel } from '../lib/tabs/browser-tabs'
import type { PerServerTabs } from '../lib/tabs/per-server-store'

// The connection is the desk's (its Tabs', decision 032). A test that has no
// desk at hand reads and writes what is saved through a store of its own over
// this page's Web Storage, as a desk built next would.

/** A connection store of its own over this page's Web Storage. */
export function connectionStore(): ConnectionStore {
  return createConnectionStore(browserChannel())
}

/** The saved connection, as a desk built now reads it. */
export function savedConnection(): Connection {
  return connectionStore().get()
}

/** A connection to try without saving it, as Settings' Test connection makes one. */
export function resolveConnection(settings: ConnectionSettings): Connection {
  return resolve(connectionStore(), settings)
}

/**
 * Saves a live connection to `customBaseUrl` with `apiKey`, for this session
 * only (not remembered), as Settings does when staff connect. Through
 * `store` (a rendered desk's `tabs.connection`) that desk hears it at once.
 */
export function saveLiveConnection(
  customBaseUrl = 'http://api.test/v1',
  apiKey = 'k-1',
  store = connectionStore(),
): void {
  saveConnection(store, {
    environment: 'custom',
    customBaseUrl,
    apiKey,
    remember: false,
  })
}

/** What a per-server list (categories, saved views) is read in: a desk built now, over this page's channel. */
export function newDesk(): PerServerTabs {
  return { connection: connectionStore(), channel: browserChannel() }
}
