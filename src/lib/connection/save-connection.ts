import {
  baseUrlFor,
  type Connection,
  type ConnectionSettings,
  type ConnectionStore,
  labelFor,
  type SavedKey,
  type StoredConnection,
} from './connection'
import { targetName, targetOf } from './identity'
import { AREAS, areaFor } from './key-area'

/** Writes the `parts` of `next` as this tab's own save, then applies it. */
function writeConnection(
  store: ConnectionStore,
  next: StoredConnection,
  parts: { keys: boolean; settings: boolean },
): boolean {
  return store.save(next, ({ settings, keys }) => {
    if (parts.keys) {
      for (const which of AREAS) {
        const saved = next.keys[which]
        if (saved) keys[which].set(saved)
        else keys[which].clear()
      }
    }
    if (parts.settings) {
      const { environment, customBaseUrl } = next
      settings.set({ environment, customBaseUrl })
    }
  })
}

/**
 * A connection to try without saving it (Settings' Test connection). It
 * carries the saved connection's generation: only saving starts a new scope.
 */
export function resolveConnection(
  saved: ConnectionStore,
  settings: ConnectionSettings,
): Connection {
  const baseUrl = baseUrlFor(settings.environment, settings.customBaseUrl)
  return {
    ...settings,
    baseUrl,
    label: labelFor(settings.environment, baseUrl),
    scope: saved.scopeFor(settings.environment, baseUrl),
    savedKey:
      settings.apiKey && baseUrl
        ? { key: settings.apiKey, for: baseUrl }
        : null,
  }
}

/**
 * Saves settings; returns true when the data source changed (callers drop
 * cached data). A non-empty apiKey is saved for the address these settings
 * resolve to and replaces any saved key; an empty one leaves the saved key
 * alone, which is then sent only while the address matches the one it was
 * entered for (forgetApiKey removes it).
 */
export function saveConnection(
  store: ConnectionStore,
  next: ConnectionSettings,
): boolean {
  const before = store.getStored()
  const customBaseUrl = next.customBaseUrl.trim()
  const baseUrl = baseUrlFor(next.environment, customBaseUrl)
  const apiKey = next.apiKey.trim()
  // No address (an unconfigured environment): nothing to tie the key to.
  const saved: SavedKey | null =
    apiKey && baseUrl ? { key: apiKey, for: baseUrl } : null
  // One saved key, in the area Remember says.
  const keys = saved
    ? { tab: null, device: null, [areaFor(next.remember)]: saved }
    : before.keys
  return writeConnection(
    store,
    { environment: next.environment, customBaseUrl, keys },
    { keys: saved !== null, settings: true },
  )
}

/**
 * Returns the stored names of the keys it removed (the `name` identityOf
 * gives a connection with that key), so the caller clears what was kept for
 * them (the Activity log, seen records); the other saved settings stay.
 */
export function forgetApiKey(store: ConnectionStore): string[] {
  const stored = store.getStored()
  const { tab, device } = stored.keys
  writeConnection(
    store,
    { ...stored, keys: { tab: null, device: null } },
    { keys: true, settings: false },
  )
  return [tab, device]
    .filter((saved) => saved !== null)
    .map((saved) => targetName(targetOf(saved.for, saved.key)))
}
