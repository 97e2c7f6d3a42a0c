import {
  API_KEY_KEY,
  type ConnectionSettings,
  DEFAULT_SETTINGS,
  type Environment,
  parseSavedKey,
  parseSettings,
  resolveStored,
  type SavedKey,
  SETTINGS_KEY,
  type StoredConnection,
  type StoredSettings,
} from './stored-connection'
import {
  createPersistedStore,
  type PersistedStore,
} from '../tabs/persisted-store'
import { type Area, webStorageOf } from './key-area'
import type { Channel } from '../tabs/channel'

// Which API the app talks to, and with which key. The key lives in
// sessionStorage, or in localStorage only when "Remember on this device" is
// ticked, and never anywhere else (no URL, no log, no error message). It is
// stored with the base URL it was entered for and sent only there: a key
// typed for Production must never reach a custom host.

// What is stored, and how it is read, is stored-connection.ts (shared with
// the boot step); this module keeps the tab's current connection.
export {
  type BaseUrlFault,
  baseUrlFault,
  baseUrlFor,
  type ConnectionSettings,
  DEMO_API_KEY,
  effectiveApiKey,
  type Environment,
  ENVIRONMENTS,
  type SavedKey,
  type StoredConnection,
} from './stored-connection'

export interface Connection extends ConnectionSettings {
  /** Null when the environment is not configured. */
  baseUrl: string | null
  label: string
  /** Changes whenever anything that decides which data we see changes; part of every query key. */
  scope: string
  /** For Settings to show (masked). It may be for another address: requests carry only `apiKey`. */
  savedKey: SavedKey | null
}

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  demo: 'Demo',
  production: 'Production',
  staging: 'Staging',
  custom: 'Custom',
}

export function labelFor(
  environment: Environment,
  baseUrl: string | null,
): string {
  if (environment === 'custom' && baseUrl) return new URL(baseUrl).host
  return ENVIRONMENT_LABELS[environment]
}

function sameKey(a: SavedKey | null, b: SavedKey | null): boolean {
  return a?.key === b?.key && a?.for === b?.for
}

function keyStore(channel: Channel, area: Area) {
  return createPersistedStore<SavedKey | null>({
    key: API_KEY_KEY,
    area: webStorageOf(area),
    parse: parseSavedKey,
    fallback: null,
    // A key without the address it was entered for could belong to any
    // environment, so it is never sent anywhere.
    dropInvalid: true,
    channel,
  })
}

function connectionFrom(
  stored: StoredConnection,
  scopeFor: (environment: Environment, baseUrl: string | null) => string,
): Connection {
  const { baseUrl, fitting, saved } = resolveStored(stored)
  return {
    environment: stored.environment,
    customBaseUrl: stored.customBaseUrl,
    apiKey: fitting?.key ?? '',
    remember: saved !== null && saved === stored.keys.device,
    baseUrl,
    label: labelFor(stored.environment, baseUrl),
    scope: scopeFor(stored.environment, baseUrl),
    savedKey: saved,
  }
}

/** Where the connection is kept: the settings, and a key per area. */
export interface SavedStores {
  settings: PersistedStore<StoredSettings>
  keys: Record<Area, PersistedStore<SavedKey | null>>
}

/**
 * The desk's saved connection, built once per Tabs (decision 032): what is
 * stored, as this tab last read it, and the connection it resolves to.
 */
export function createConnectionStore(channel: Channel) {
  const settingsStore = createPersistedStore({
    key: SETTINGS_KEY,
    parse: parseSettings,
    fallback: DEFAULT_SETTINGS,
    channel,
  })
  const keyStores: Record<Area, PersistedStore<SavedKey | null>> = {
    tab: keyStore(channel, 'tab'),
    device: keyStore(channel, 'device'),
  }

  function readStored(): StoredConnection {
    return {
      ...settingsStore.get(),
      keys: { tab: keyStores.tab.get(), device: keyStores.device.get() },
    }
  }

  let generation = 0
  const scopeFor = (environment: Environment, baseUrl: string | null) =>
    `${environment}:${baseUrl ?? 'unset'}:${generation}`

  let stored: StoredConnection | null = null
  let current: Connection | null = null
  let writing = false
  const listeners = new Set<() => void>()

  /** What is saved, as this tab last read it (save-connection.ts builds on it). */
  function getStored(): StoredConnection {
    stored ??= readStored()
    return stored
  }

  function get(): Connection {
    current ??= connectionFrom(getStored(), scopeFor)
    return current
  }

  /** Only a change of environment, address or key starts a new scope (cached data dropped). */
  function apply(next: StoredConnection): boolean {
    // Read before `next` is kept: a store never read yet compares with what was stored.
    const before = get()
    stored = next
    const after = connectionFrom(next, scopeFor)
    // Another environment, address or key: what decides which data we see.
    const changed =
      before.environment !== after.environment ||
      before.baseUrl !== after.baseUrl ||
      before.apiKey !== after.apiKey
    if (
      !changed &&
      before.customBaseUrl === after.customBaseUrl &&
      before.remember === after.remember &&
      sameKey(before.savedKey, after.savedKey)
    ) {
      // The same object, so nothing re-renders and no scope is dropped.
      return false
    }
    if (changed) generation += 1
    current = { ...after, scope: scopeFor(after.environment, after.baseUrl) }
    listeners.forEach((listener) => listener())
    return changed
  }

  /** So two tabs never talk to different APIs without saying so. */
  const reload = () => apply(readStored())

  return {
    get,
    getStored,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    /** A scope of this desk's current generation (resolveConnection). */
    scopeFor,

    /** Settings saved in another tab apply here too; a session-only key stays in its tab. */
    watchOtherTabs(): () => void {
      // What another tab's change is compared with.
      get()
      const stops = [settingsStore, keyStores.device].map((store) =>
        store.subscribe(() => {
          // This tab's own save applies itself once all of it is written.
          if (!writing) reload()
        }),
      )
      return () => stops.forEach((stop) => stop())
    },

    /**
     * This tab's own save of `next` (save-connection.ts): `write` puts it in
     * the stores, whose notifications are then not another tab's, and it is
     * applied. Returns whether the data source changed.
     */
    save(next: StoredConnection, write: (stores: SavedStores) => void) {
      writing = true
      try {
        write({ settings: settingsStore, keys: keyStores })
      } finally {
        writing = false
      }
      return apply(next)
    },
  }
}
export type ConnectionStore = ReturnType<typeof createConnectionStore>
