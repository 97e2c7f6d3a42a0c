// Web Storage can be missing or throw (private windows, disabled cookies,
// quota). The app must keep working without persistence, so every access goes
// through these guards.

export type StorageArea = 'local' | 'session'

function area(which: StorageArea): Storage | null {
  try {
    return window[`${which}Storage`]
  } catch {
    return null
  }
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(
  which: StorageArea,
  key: string,
  value: string,
): void {
  try {
    area(which)?.setItem(key, value)
  } catch {
    // Full or blocked storage only costs persistence across reloads.
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson(which: StorageArea, key: string): unknown {
  try {
    return JSON.parse(readItem(which, key) ?? 'null') as unknown
  } catch {
    // Unreadable storage, or not JSON: as if nothing were stored.
    return null
  }
}

export function writeJson(
  which: StorageArea,
  key: string,
  value: unknown,
): void {
  writeItem(which, key, JSON.stringify(value))
}
