import type * as z from 'zod/mini'
import type { StorageArea } from './web-storage'
import type { Listener } from '../util/store'
import { browserChannel } from './browser-tabs'

/**
 * A value kept in localStorage, validated by a zod schema, shared by every tab
 * of the app and observable in the shape useSyncExternalStore wants.
 *
 * ```ts
 * const plan = createPersistedStore({
 *   key: 'adoption-desk:plan',
 *   schema: planSettingsSchema,
 *   fallback: { plan: 'free' },
 * })
 * plan.get()                       // the stored value, or `fallback`
 * plan.set({ plan: 'pro' })        // writes, tells this tab and the others
 * useSyncExternalStore(plan.subscribe, plan.get)
 * ```
 *
 * - Chromium gives each tab its own cached copy of localStorage and
 *   delivers other tabs' writes late, so a read-modify-write here can lose
 *   another tab's write. State tabs change together is in shared-state.ts
 *   (IndexedDB, decision 011); this holds what one person sets (plan,
 *   connection, a list), where the last write is the one meant.
 * - `get()` reads storage every time (a string compare when nothing changed),
 *   so it is right even in a tab that was frozen and missed every message, and
 *   returns the same object until the stored text changes.
 * - A stored value that is not JSON or fails the schema (corrupt, written by
 *   another version, tampered with) reads as `fallback`; it is never trusted.
 *   Pass `parse` to keep the valid parts of a value instead, `dropInvalid`
 *   to remove such a value from storage, `decode`/`encode` for a format
 *   other than JSON.
 * - Other tabs hear of changes on one BroadcastChannel and through `storage`
 *   events, whichever arrives; both only make subscribers read again.
 * - Without storage (private mode, quota, blocked) the value lives in memory
 *   in this tab only, and `persisted()` says so; the app keeps working.
 * - `area: 'session'` keeps the value in sessionStorage: this tab only.
 * - `env` exists for tests: two envs over one fake storage and channel hub
 *   behave like two tabs of one browser.
 */
export function createPersistedStore<T>(
  options: PersistedStoreOptions<T>,
): PersistedStore<T> {
  const { key, fallback } = options
  const env = options.env ?? browserStorageEnv(options.area)
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
  // True while storage refused the last write: this tab's value is `memory`.
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

  // The stored text subscribers were last told about. Kept apart from the
  // cache: a synchronous read (say, right before a send) may see another
  // tab's write before its message arrives, and that message must still
  // reach subscribers.
  let told: string | null | undefined

  /** Reads storage again and notifies if what it holds changed since subscribers last heard. */
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

export interface PersistedStoreOptions<T> {
  /** The localStorage key, e.g. `adoption-desk:plan`. */
  key: string
  /** What the stored JSON must match; anything else reads as `fallback`. */
  schema?: z.ZodMiniType<T>
  /** Custom validation instead of `schema`: return `fallback` to reject. */
  parse?: (stored: unknown) => T
  /** The value when nothing valid is stored. */
  fallback: T
  /** The stored text's format; JSON by default. `decode` may throw on bad text. */
  decode?: (text: string) => unknown
  encode?: (value: T) => string
  /** Which Web Storage holds it; `session` stays in this tab. Default `local`. */
  area?: StorageArea
  /** Remove a stored value that reads as `fallback` (one that must never be used). */
  dropInvalid?: boolean
  env?: TabEnv
}

export interface PersistedStore<T> {
  readonly key: string
  /** The stored value (read afresh), or the fallback; the same object until it changes. */
  get: () => T
  set: (next: T) => void
  /**
   * Applies `change` to this tab's freshest copy and saves the result: only
   * for what one person edits (a list in Settings), never for state tabs
   * change together (shared-state.ts), since another tab's write can be late.
   */
  update: (change: (current: T) => T) => void
  /** Removes the stored value; `get` returns the fallback. */
  clear: () => void
  /** False while storage refused the last write: the value lives in this tab's memory only. */
  persisted: () => boolean
  /** Reads storage again, notifying subscribers if the value changed. */
  refresh: () => void
  subscribe: (listener: Listener) => () => void
}

/** What a store needs from the browser: storage, and word of other tabs' writes. */
export interface TabEnv {
  storage: () => StorageLike | null
  /** Tells other tabs that `key` changed. */
  announce: (key: string) => void
  /** Calls back with the key another tab changed (null: unknown, re-read all). */
  listen: (onChange: (key: string | null) => void) => () => void
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let browserEnv: TabEnv | null = null

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

/** The real browser: localStorage, one BroadcastChannel, and storage events. */
function browserStorageEnv(area: StorageArea = 'local'): TabEnv {
  if (area === 'session') return sessionTab
  if (browserEnv) return browserEnv
  const storage = () => {
    try {
      return window.localStorage
    } catch {
      return null
    }
  }
  const listeners = new Set<(key: string | null) => void>()
  const deliver = (key: string | null) => {
    for (const listener of [...listeners]) listener(key)
  }
  let stopChannel = () => {}
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === storage())
      deliver(event.key)
  }
  browserEnv = {
    storage,
    announce: (key) => browserChannel().post({ topic: 'storage', key }),
    listen(onChange) {
      if (listeners.size === 0) {
        stopChannel = browserChannel().listen('storage', ({ key }) =>
          deliver(key),
        )
        window.addEventListener('storage', onStorage)
      }
      listeners.add(onChange)
      return () => {
        listeners.delete(onChange)
        if (listeners.size > 0) return
        stopChannel()
        window.removeEventListener('storage', onStorage)
      }
    },
  }
  return browserEnv
}
