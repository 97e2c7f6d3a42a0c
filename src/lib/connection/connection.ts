import {
  API_KEY_KEY,
  baseUrlFor,
  type ConnectionSettings,
  DEFAULT_SETTINGS,
  type Environment,
  parseSavedKey,
  parseSettings,
  resolveStored,
  type SavedKey,
  SETTINGS_KEY,
  type StoredConnection,
} from './stored-connection'
import {
  createPersistedStore,
  type PersistedStore,
} from '../tabs/persisted-store'
import { type Area, AREAS, webStorageOf } from './key-area'

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

function labelFor(environment: Environment, baseUrl: string | null): string {
  if (environment === 'custom' && baseUrl) return new URL(baseUrl).host
  return ENVIRONMENT_LABELS[environment]
}

const settingsStore = createPersistedStore({
  key: SETTINGS_KEY,
  parse: parseSettings,
  fallback: DEFAULT_SETTINGS,
})

function keyStore(area: Area) {
  return createPersistedStore<SavedKey | null>({
    key: API_KEY_KEY,
    area: webStorageOf(area),
    parse: parseSavedKey,
    fallback: null,
    // A key without the address it was entered for could belong to any
    // environment, so it is never sent anywhere.
    dropInvalid: true,
  })
}
const keyStores: Record<Area, PersistedStore<SavedKey | null>> = {
  tab: keyStore('tab'),
  device: keyStore('device'),
}

function readStored(): StoredConnection {
  return {
    ...settingsStore.get(),
    keys: { tab: keyStores.tab.get(), device: keyStores.device.get() },
  }
}

let generation = 0

function scopeFor(environment: Environment, baseUrl: string | null): string {
  return `${environment}:${baseUrl ?? 'unset'}:${generation}`
}

/**
 * A connection to try without saving it (Settings' Test connection). It
 * carries the saved connection's generation: only saving starts a new scope.
 */
export function resolveConnection(settings: ConnectionSettings): Connection {
  const baseUrl = baseUrlFor(settings.environment, settings.customBaseUrl)
  return {
    ...settings,
    baseUrl,
    label: labelFor(settings.environment, baseUrl),
    scope: scopeFor(settings.environment, baseUrl),
    savedKey:
      settings.apiKey && baseUrl
        ? { key: settings.apiKey, for: baseUrl }
        : null,
  }
}

function connectionFrom(stored: StoredConnection): Connection {
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

let stored: StoredConnection | null = null
let current: Connection | null = null
const listeners = new Set<() => void>()

/** What is saved, as this tab last read it (save-connection.ts builds on it). */
export function getStored(): StoredConnection {
  stored ??= readStored()
  return stored
}

export function getConnection(): Connection {
  current ??= connectionFrom(getStored())
  return current
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function sameKey(a: SavedKey | null, b: SavedKey | null): boolean {
  return a?.key === b?.key && a?.for === b?.for
}

/** Only a change of environment, address or key starts a new scope (cached data dropped). */
function apply(next: StoredConnection): boolean {
  stored = next
  const before = getConnection()
  const after = connectionFrom(next)
  const sourceChanged =
    before.environment !== after.environment ||
    before.baseUrl !== after.baseUrl ||
    before.apiKey !== after.apiKey
  if (
    !sourceChanged &&
    before.customBaseUrl === after.customBaseUrl &&
    before.remember === after.remember &&
    sameKey(before.savedKey, after.savedKey)
  ) {
    // The same object, so nothing re-renders and no scope is dropped.
    return false
  }
  if (sourceChanged) generation += 1
  current = { ...after, scope: scopeFor(after.environment, after.baseUrl) }
  listeners.forEach((listener) => listener())
  return sourceChanged
}

/** So two tabs never talk to different APIs without saying so. */
export function reloadConnection(): void {
  apply(readStored())
}

/** Settings saved in another tab apply here too; a session-only key stays in its tab. */
export function watchOtherTabs(): () => void {
  const stops = [settingsStore, keyStores.device].map((store) =>
    store.subscribe(() => {
      // This tab's own save applies itself once all of it is written.
      if (!writing) reloadConnection()
    }),
  )
  return () => stops.forEach((stop) => stop())
}

let writing = false

/**
 * Writes as this tab's own save, whose notifications are not another tab's,
 * then applies it. Returns whether the data source changed.
 */
export function writeConnection(
  next: StoredConnection,
  parts: { keys: boolean; settings: boolean },
): boolean {
  writing = true
  try {
    if (parts.keys) {
      for (const which of AREAS) {
        const saved = next.keys[which]
        if (saved) keyStores[which].set(saved)
        else keyStores[which].clear()
      }
    }
    if (parts.settings) {
      const { environment, customBaseUrl } = next
      settingsStore.set({ environment, customBaseUrl })
    }
  } finally {
    writing = false
  }
  return apply(next)
}
