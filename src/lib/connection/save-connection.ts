import {
  baseUrlFor,
  type ConnectionSettings,
  getStored,
  type SavedKey,
  writeConnection,
} from './connection'
import { targetName, targetOf } from './identity'
import { areaFor } from './key-area'

/**
 * Saves settings; returns true when the data source changed (callers drop
 * cached data). A non-empty apiKey is saved for the address these settings
 * resolve to and replaces any saved key; an empty one leaves the saved key
 * alone, which is then sent only while the address matches the one it was
 * entered for (forgetApiKey removes it).
 */
export function saveConnection(next: ConnectionSettings): boolean {
  const before = getStored()
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
    { environment: next.environment, customBaseUrl, keys },
    { keys: saved !== null, settings: true },
  )
}

/**
 * Returns the stored names of the keys it removed (the `name` identityOf
 * gives a connection with that key), so the caller clears what was kept for
 * them (the Activity log, seen records); the other saved settings stay.
 */
export function forgetApiKey(): string[] {
  const { tab, device } = getStored().keys
  writeConnection(
    { ...getStored(), keys: { tab: null, device: null } },
    { keys: true, settings: false },
  )
  return [tab, device]
    .filter((saved) => saved !== null)
    .map((saved) => targetName(targetOf(saved.for, saved.key)))
}
