import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import type { UseStore } from 'idb-keyval'
import { openDatabase } from '../lib/tabs/database'
import type { LockManagerLike } from '../lib/rate-limit/pacer'
import type { StorageLike, TabEnv } from '../lib/tabs/persisted-store'
import {
  createSharedState,
  type SharedMedium,
  type SharedState,
} from '../lib/tabs/shared-state'

// Chromium as it really behaves, not one shared synchronous Map: each tab has
// its own cached localStorage copy, reached by another tab's write only on
// `deliverStorage()`; channel messages wait until `deliverMessages()`; Web
// Locks and IndexedDB (fake-indexeddb) are one per browser. So a test
// chooses the interleaving of storage, messages and lock grants.

export interface FakeTab {
  env: TabEnv
  /** This tab's shared state (IndexedDB + channel); one per tab, like a page's modules. */
  shared: SharedState
  /** Like a frozen background tab: messages to it are lost, not queued. */
  sleep: () => void
  wake: () => void
  /** The next `times` IndexedDB calls of this tab fail, as a blocked or aborted transaction does. */
  failIndexedDb: (times?: number) => void
}

interface TabState {
  cache: Map<string, string>
  storageInbox: { key: string; value: string | null }[]
  inbox: (() => void)[]
  onKey: Set<(key: string | null) => void>
  onShared: Set<(data: unknown) => void>
  asleep: boolean
}

/** The desk's shared store on a given IDBFactory, counting work in flight for `settle`. */
function storeOn(factory: IDBFactory, pending: { count: number }): UseStore {
  const store = openDatabase(factory)?.store('shared')
  if (!store) throw new Error('no IndexedDB')
  return (mode, callback) => {
    pending.count += 1
    const done = store(mode, callback)
    void done.then(
      () => (pending.count -= 1),
      () => (pending.count -= 1),
    )
    return done
  }
}

/** A real macrotask (setImmediate is not faked by startFakeClock): what IndexedDB runs on. */
const macrotask = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve)
  })

export function createFakeBrowser() {
  // A browser's global, which key ranges are made with (the pace book's slots).
  globalThis.IDBKeyRange = IDBKeyRange
  const idb = new IDBFactory()
  const pending = { count: 0 }
  /** What the browser's localStorage holds on disk; tabs read their own caches. */
  const data = new Map<string, string>()
  const tabs: TabState[] = []

  const chains = new Map<string, Promise<unknown>>()
  const locks: LockManagerLike = {
    request(name, callback) {
      const run = (chains.get(name) ?? Promise.resolve()).then(callback)
      chains.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }

  function toOthers(self: TabState, deliver: (tab: TabState) => void) {
    for (const other of tabs) {
      if (other === self || other.asleep) continue
      other.inbox.push(() => deliver(other))
    }
  }

  function tab(): FakeTab {
    const self: TabState = {
      cache: new Map(data),
      storageInbox: [],
      inbox: [],
      onKey: new Set(),
      onShared: new Set(),
      asleep: false,
    }
    tabs.push(self)
    const write = (key: string, value: string | null) => {
      if (value === null) self.cache.delete(key)
      else self.cache.set(key, value)
      if (value === null) data.delete(key)
      else data.set(key, value)
      for (const other of tabs)
        if (other !== self) other.storageInbox.push({ key, value })
    }
    const storage: StorageLike = {
      getItem: (key) => self.cache.get(key) ?? null,
      setItem: (key, value) => write(key, value),
      removeItem: (key) => write(key, null),
    }
    const store = storeOn(idb, pending)
    let failures = 0
    const medium: SharedMedium = {
      db: (mode, callback) => {
        if (failures === 0) return store(mode, callback)
        failures -= 1
        return Promise.reject(new DOMException('blocked', 'UnknownError'))
      },
      post: (message) =>
        toOthers(self, (other) => {
          for (const listener of [...other.onShared]) listener(message)
        }),
      listen: (onMessage) => {
        self.onShared.add(onMessage)
        return () => self.onShared.delete(onMessage)
      },
    }
    return {
      env: {
        storage: () => storage,
        announce: (key) =>
          toOthers(self, (other) => {
            for (const listener of [...other.onKey]) listener(key)
          }),
        listen: (onChange) => {
          self.onKey.add(onChange)
          return () => self.onKey.delete(onChange)
        },
      },
      shared: createSharedState(medium),
      sleep: () => {
        self.asleep = true
      },
      wake: () => {
        self.asleep = false
      },
      failIndexedDb: (times = 1) => {
        failures += times
      },
    }
  }

  return {
    data,
    locks,
    tab,
    /** Other tabs' localStorage writes reach every tab's cache now, with their storage events. */
    deliverStorage(order: 'in-order' | 'reversed' = 'in-order') {
      for (const state of tabs) {
        const writes = state.storageInbox.splice(0)
        if (order === 'reversed') writes.reverse()
        for (const { key, value } of writes) {
          if (value === null) state.cache.delete(key)
          else state.cache.set(key, value)
          for (const listener of [...state.onKey]) listener(key)
        }
      }
    },
    /** Channel messages waiting for each tab arrive now. */
    deliverMessages(order: 'in-order' | 'reversed' = 'in-order') {
      for (const state of tabs) {
        const messages = state.inbox.splice(0)
        if (order === 'reversed') messages.reverse()
        for (const deliver of messages) deliver()
      }
    },
    /** Runs IndexedDB's work (real macrotasks) until nothing is in flight. */
    async settle() {
      for (let idle = 0, round = 0; idle < 3 && round < 200; round += 1) {
        await macrotask()
        idle = pending.count === 0 ? idle + 1 : 0
      }
    },
    /** Writes a stored shared record directly, as a tampering user (or another version) would. */
    async putShared(key: string, value: unknown, rev = 1) {
      await storeOn(idb, pending)('readwrite', (store) => {
        store.put({ key, rev, value }, key)
        return new Promise((resolve) => {
          store.transaction.oncomplete = resolve
        })
      })
    },
    /** Every key of the shared store, in order. */
    async sharedKeys(): Promise<IDBValidKey[]> {
      return storeOn(idb, pending)('readonly', (store) => {
        const request = store.getAllKeys()
        return new Promise((resolve) => {
          request.onsuccess = () => resolve(request.result)
        })
      })
    },
    async readShared(key: string): Promise<unknown> {
      return storeOn(idb, pending)('readonly', (store) => {
        const request = store.get(key)
        return new Promise((resolve) => {
          request.onsuccess = () =>
            resolve((request.result as { value?: unknown } | undefined)?.value)
        })
      })
    },
  }
}
export type FakeBrowser = ReturnType<typeof createFakeBrowser>
