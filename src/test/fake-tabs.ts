import type { LockManagerLike } from '../lib/pacer'
import type { StorageLike, TabEnv } from '../lib/persisted-store'

export interface FakeTab {
  env: TabEnv
  /** Like a frozen background tab: messages to it are lost, not queued. */
  sleep: () => void
  wake: () => void
}

/**
 * One fake browser: one localStorage, one BroadcastChannel, one Web Locks
 * manager, and as many tabs as a test opens. Messages reach the other tabs
 * (not the sender) a microtask later, as a channel's would, unless they sleep.
 */
export function createFakeBrowser() {
  const data = new Map<string, string>()
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
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
  const tabs: { deliver: (key: string) => void; asleep: boolean }[] = []

  function tab(): FakeTab {
    const listeners = new Set<(key: string | null) => void>()
    const self = {
      asleep: false,
      deliver: (key: string) => {
        for (const listener of [...listeners]) listener(key)
      },
    }
    tabs.push(self)
    return {
      env: {
        storage: () => storage,
        announce: (key) => {
          for (const other of tabs) {
            if (other === self || other.asleep) continue
            queueMicrotask(() => other.deliver(key))
          }
        },
        listen: (onChange) => {
          listeners.add(onChange)
          return () => listeners.delete(onChange)
        },
      },
      sleep: () => {
        self.asleep = true
      },
      wake: () => {
        self.asleep = false
      },
    }
  }

  return { data, storage, locks, tab }
}
