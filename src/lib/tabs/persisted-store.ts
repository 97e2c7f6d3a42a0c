import type * as z from 'zod/mini'
import type { StorageArea } from './web-storage'
import type { Listener } from '../util/store'
import type { Channel } from './channel'

/**
 * Only for what one person sets (plan, connection, a list), where the last
 * write is the one meant: Chromium gives each tab its own cached copy of
 * localStorage and delivers other tabs' writes late. State tabs change
 * together is in shared-state.ts (decision 011). `get()` reads storage every
 * time, so a frozen tab that missed every message is still right. A stored
 * value that fails the schema reads as `fallback`: it is never trusted.
 */
export function createPersistedStore<T>(
  options: PersistedStoreOptions<T>,
): PersistedStore<T> {
  const { key, fallback } = options
  // The channel tells the desk's other tabs of a write (unused for sessionStorage).
  // A test's env: two over one fake storage and channel hub are two tabs.
  const env = options.env ?? browserStorageEnv(options.channel, options.area)
  const parse =
    options.parse ??
    ((value: unknown) => {
      const parsed = options.schema?.safeParse(value)
      return parsed?.success ? parsed.data : fallback
    })
  const decode =
    options.decode ?? ((text: string) => JSON.parse(text) as unknown)
  const encode = options.encode ?? ((next: T) => JSON.stringify(next))
  // `null` raw means "nothing stored"; `undefined` means "not read yet".
  let raw: string | null | undefined
  let value = fallback
  let memory: string | null = null
  let inMemory = false
  const listeners = new Set<Listener>()

  function readRaw(): string | null {
    const storage = env.storage()
    if (!storage || inMemory) return memory
    try {
      return storage.getItem(key)
    } catch {
      return memory
    }
  }

  function get(): T {
    const next = readRaw()
    if (next === raw) return value
    raw = next
    if (next === null) {
      value = fallback
    } else {
      try {
        value = parse(decode(next))
      } catch {
        value = fallback
      }
      if (value === fallback && options.dropInvalid) remove()
    }
    return value
  }

  function remove() {
    try {
      env.storage()?.removeItem(key)
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }

  function notify() {
    for (const listener of [...listeners]) listener()
  }

  // Apart from `raw`: a synchronous read may see another tab's write before
  // its message arrives, and that message must still reach subscribers.
  let told: string | null | undefined

  function refresh() {
    get()
    if (raw === told) return
    told = raw
    notify()
  }

  function write(next: T | null) {
    const text = next === null ? null : encode(next)
    memory = text
    const storage = env.storage()
    inMemory = !storage
    try {
      if (text === null) storage?.removeItem(key)
      else storage?.setItem(key, text)
    } catch {
      // Full or blocked storage: this tab keeps the value in memory.
      inMemory = true
    }
    raw = undefined
    refresh()
    env.announce(key)
  }

  let stopListening: (() => void) | null = null
  return {
    key,
    get,
    set: (next) => write(next),
    update: (change) => write(change(get())),
    clear: () => write(null),
    persisted: () => !inMemory,
    refresh,
    subscribe(listener) {
      if (listeners.size === 0) {
        get()
        told = raw
        stopListening = env.listen((changed) => {
          // null: storage was cleared, or a message without a key.
          if (changed === key || changed === null) refresh()
        })
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        stopListening?.()
        stopListening = null
      }
    },
  }
}

/** Given its Tabs' `channel`, or (tests) an `env`. */
export type PersistedStoreOptions<T> = StoreOptions<T> &
  ({ channel: Channel; env?: undefined } | { channel?: undefined; env: TabEnv })

export interface StoreOptions<T> {
  key: string
  schema?: z.ZodMiniType<T>
  /** Instead of `schema`, to keep the valid parts of a value; return `fallback` to reject. */
  parse?: (stored: unknown) => T
  fallback: T
  /** JSON by default; `decode` may throw on bad text. */
  decode?: (text: string) => unknown
  encode?: (value: T) => string
  area?: StorageArea
  /** Remove a stored value that reads as `fallback` (one that must never be used). */
  dropInvalid?: boolean
}

export interface PersistedStore<T> {
  readonly key: string
  /** Read afresh; the same object until the stored text changes. */
  get: () => T
  set: (next: T) => void
  /** Never for state tabs change together: another tab's write can be late. */
  update: (change: (current: T) => T) => void
  clear: () => void
  /** False while storage refused the last write: the value lives in this tab's memory only. */
  persisted: () => boolean
  refresh: () => void
  subscribe: (listener: Listener) => () => void
}

export interface TabEnv {
  storage: () => StorageLike | null
  announce: (key: string) => void
  /** Calls back with the key another tab changed (null: unknown, re-read all). */
  listen: (onChange: (key: string | null) => void) => () => void
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** sessionStorage belongs to one tab: nothing to announce, nothing to hear. */
const sessionTab: TabEnv = {
  storage: () => {
    try {
      return window.sessionStorage
    } catch {
      return null
    }
  },
  announce: () => undefined,
  listen: () => () => undefined,
}

/** Other tabs' writes arrive on the channel or as `storage` events, whichever comes first. */
function browserStorageEnv(
  channel: Channel,
  area: StorageArea = 'local',
): TabEnv {
  if (area === 'session') return sessionTab
  // Read once it is there: the getter cost four times the getItem, and the
  // plan is read a few times a request (issue 31). A getter that threw
  // (storage blocked) is asked again next time.
  let local: Storage | undefined
  const storage = () => {
    try {
      return (local ??= window.localStorage)
    } catch {
      return null
    }
  }
  return {
    storage,
    announce: (key) => channel.post({ topic: 'storage', key }),
    // A store listens once, while it has subscribers.
    listen(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === storage())
          onChange(event.key)
      }
      const stopChannel = channel.listen('storage', ({ key }) => onChange(key))
      window.addEventListener('storage', onStorage)
      return () => {
        stopChannel()
        window.removeEventListener('storage', onStorage)
      }
    },
  }
}
