import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { createFakeBrowser } from '../test/fake-tabs'
import { createPersistedStore, type TabEnv } from './persisted-store'

const schema = z.object({ count: z.int().check(z.gte(0)) })
const FALLBACK = { count: 0 }

function counterIn(env: TabEnv) {
  return createPersistedStore({
    key: 'test:counter',
    schema,
    fallback: FALLBACK,
    env,
  })
}

describe('createPersistedStore', () => {
  it('reads the fallback until something is saved, then the saved value', () => {
    const browser = createFakeBrowser()
    const store = counterIn(browser.tab().env)
    expect(store.get()).toBe(FALLBACK)
    store.set({ count: 2 })
    expect(store.get()).toEqual({ count: 2 })
    expect(browser.data.get('test:counter')).toBe('{"count":2}')
  })

  it('returns the same object until the stored text changes', () => {
    const browser = createFakeBrowser()
    const store = counterIn(browser.tab().env)
    store.set({ count: 1 })
    const first = store.get()
    expect(store.get()).toBe(first)
    browser.storage.setItem('test:counter', '{"count":1}')
    expect(store.get()).toBe(first)
    browser.storage.setItem('test:counter', '{"count":3}')
    expect(store.get()).toEqual({ count: 3 })
  })

  it.each([
    ['not JSON', '{"count":'],
    ['another shape', '{"total":4}'],
    ['an invalid value', '{"count":-1}'],
    ['a different type', '"4"'],
  ])('ignores a stored value that is %s', (_label, text) => {
    const browser = createFakeBrowser()
    const store = counterIn(browser.tab().env)
    browser.storage.setItem('test:counter', text)
    expect(store.get()).toBe(FALLBACK)
  })

  it('tells another tab’s subscribers, and reads another tab’s writes at once', async () => {
    const browser = createFakeBrowser()
    const a = counterIn(browser.tab().env)
    const b = counterIn(browser.tab().env)
    const heard = vi.fn()
    const stop = b.subscribe(heard)
    a.set({ count: 5 })
    // Read synchronously, before any message arrives.
    expect(b.get()).toEqual({ count: 5 })
    await Promise.resolve()
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it('updates from the freshest stored value, whoever wrote it', () => {
    const browser = createFakeBrowser()
    const a = counterIn(browser.tab().env)
    const b = counterIn(browser.tab().env)
    a.set({ count: 1 })
    b.update((value) => ({ count: value.count + 1 }))
    a.update((value) => ({ count: value.count + 1 }))
    expect(b.get()).toEqual({ count: 3 })
  })

  it('keeps working in memory when storage throws', () => {
    const env: TabEnv = {
      storage: () => ({
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => undefined,
      }),
      announce: () => undefined,
      listen: () => () => undefined,
    }
    const store = counterIn(env)
    store.set({ count: 7 })
    expect(store.get()).toEqual({ count: 7 })
    store.clear()
    expect(store.get()).toBe(FALLBACK)
  })

  it('keeps a refused write in memory and says so, until a write succeeds', () => {
    const browser = createFakeBrowser()
    let full = true
    const env: TabEnv = {
      ...browser.tab().env,
      storage: () => ({
        ...browser.storage,
        setItem: (key, value) => {
          if (full) throw new Error('QuotaExceededError')
          browser.storage.setItem(key, value)
        },
      }),
    }
    const store = counterIn(env)
    expect(store.persisted()).toBe(true)
    store.set({ count: 4 })
    expect(store.get()).toEqual({ count: 4 })
    expect(store.persisted()).toBe(false)
    expect(browser.data.has('test:counter')).toBe(false)
    full = false
    store.set({ count: 5 })
    expect(store.persisted()).toBe(true)
    expect(browser.data.get('test:counter')).toBe('{"count":5}')
  })

  it('removes what fails validation when asked to, and reads other formats', () => {
    const browser = createFakeBrowser()
    browser.storage.setItem('test:word', 'not json, not valid')
    const store = createPersistedStore<string | null>({
      key: 'test:word',
      decode: (text) => text,
      encode: (word) => word ?? '',
      parse: (stored) =>
        typeof stored === 'string' && /^\w+$/.test(stored) ? stored : null,
      fallback: null,
      dropInvalid: true,
      env: browser.tab().env,
    })
    expect(store.get()).toBeNull()
    expect(browser.data.has('test:word')).toBe(false)
    store.set('hello')
    expect(browser.data.get('test:word')).toBe('hello')
    expect(store.get()).toBe('hello')
  })
})
