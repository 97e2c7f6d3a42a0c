import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { createFakeBrowser } from '../../test/fake-tabs'
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
    const other = browser.tab().env.storage()
    store.set({ count: 1 })
    const first = store.get()
    expect(store.get()).toBe(first)
    other?.setItem('test:counter', '{"count":1}')
    browser.deliverStorage()
    expect(store.get()).toBe(first)
    other?.setItem('test:counter', '{"count":3}')
    browser.deliverStorage()
    expect(store.get()).toEqual({ count: 3 })
  })

  it.each([
    ['not JSON', '{"count":'],
    ['another shape', '{"total":4}'],
    ['an invalid value', '{"count":-1}'],
    ['a different type', '"4"'],
  ])('ignores a stored value that is %s', (_label, text) => {
    const browser = createFakeBrowser()
    browser.data.set('test:counter', text)
    const store = counterIn(browser.tab().env)
    expect(store.get()).toBe(FALLBACK)
  })

  it('sees another tab’s write when Chromium delivers it, whether its message comes first or last', () => {
    const browser = createFakeBrowser()
    const a = counterIn(browser.tab().env)
    const b = counterIn(browser.tab().env)
    const heard = vi.fn()
    const stop = b.subscribe(heard)
    a.set({ count: 5 })
    // The message can arrive before the write reaches this tab's copy of
    // localStorage: then it still reads the old value. (This is why state
    // that tabs change together lives in shared-state.ts, not here.)
    browser.deliverMessages()
    expect(b.get()).toBe(FALLBACK)
    browser.deliverStorage()
    expect(b.get()).toEqual({ count: 5 })
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hears of another tab’s write by its storage event when the message is lost', () => {
    const browser = createFakeBrowser()
    const a = counterIn(browser.tab().env)
    const tabB = browser.tab()
    const b = counterIn(tabB.env)
    const heard = vi.fn()
    const stop = b.subscribe(heard)
    tabB.sleep()
    a.set({ count: 2 })
    tabB.wake()
    browser.deliverMessages()
    browser.deliverStorage()
    expect(heard).toHaveBeenCalledTimes(1)
    expect(b.get()).toEqual({ count: 2 })
    stop()
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
    const tab = browser.tab().env
    const storage = tab.storage()
    const env: TabEnv = {
      ...tab,
      storage: () =>
        storage && {
          ...storage,
          setItem: (key, value) => {
            if (full) throw new Error('QuotaExceededError')
            storage.setItem(key, value)
          },
        },
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
    browser.data.set('test:word', 'not json, not valid')
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
