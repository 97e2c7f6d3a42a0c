import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connectionStore } from '../../test/connection'
import type { ConnectionSettings } from './connection'
import { connectionName } from './identity'
import {
  forgetApiKey as forget,
  resolveConnection as resolve,
  saveConnection as save,
} from './save-connection'

/** Each test's own desk's connection store (decision 032). */
const newStore = connectionStore
let store = newStore()
beforeEach(() => {
  store = newStore()
})
const getConnection = () => store.get()
const saveConnection = (next: ConnectionSettings) => save(store, next)
const forgetApiKey = () => forget(store)
const resolveConnection = (next: ConnectionSettings) => resolve(store, next)
const subscribeConnection = (listener: () => void) => store.subscribe(listener)
const watchOtherTabs = () => store.watchOtherTabs()
/** The page loaded again: a new desk reads what is stored. */
const reloadPage = () => {
  store = newStore()
}
/** What this tab hears when another clears storage: it reads it all again. */
const hearStorageCleared = () => {
  const stop = watchOtherTabs()
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
  stop()
}

const KEY_ITEM = 'adoption-desk:api-key'
const SETTINGS_ITEM = 'adoption-desk:connection'
const HOST_A = 'https://a.example.com/v1'
const HOST_B = 'https://b.example.com/v1'

function custom(
  customBaseUrl: string,
  more: Partial<ConnectionSettings> = {},
): ConnectionSettings {
  return {
    environment: 'custom',
    customBaseUrl,
    apiKey: '',
    remember: false,
    ...more,
  }
}

/** What another tab does: writes localStorage, then this tab hears of it. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key }))
}

describe('the stored key', () => {
  it('is saved with the base URL it was entered for', () => {
    saveConnection(custom(`  ${HOST_A}/  `, { apiKey: 'sk_a_1234' }))
    expect(JSON.parse(sessionStorage.getItem(KEY_ITEM) ?? '')).toEqual({
      key: 'sk_a_1234',
      for: HOST_A,
    })
    expect(localStorage.getItem(KEY_ITEM)).toBeNull()
    expect(getConnection()).toMatchObject({
      baseUrl: HOST_A,
      apiKey: 'sk_a_1234',
      savedKey: { key: 'sk_a_1234', for: HOST_A },
    })
  })

  it('goes to localStorage instead when remembered', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a', remember: true }))
    expect(JSON.parse(localStorage.getItem(KEY_ITEM) ?? '')).toEqual({
      key: 'sk_a',
      for: HOST_A,
    })
    expect(sessionStorage.getItem(KEY_ITEM)).toBeNull()
    expect(getConnection().remember).toBe(true)
  })

  it('is loaded for the address it belongs to', () => {
    localStorage.setItem(
      SETTINGS_ITEM,
      JSON.stringify({ environment: 'custom', customBaseUrl: HOST_A }),
    )
    localStorage.setItem(KEY_ITEM, JSON.stringify({ key: 'sk_a', for: HOST_A }))
    reloadPage()
    expect(getConnection()).toMatchObject({ apiKey: 'sk_a', remember: true })
  })

  it('is never sent to another address, though it stays saved', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    expect(saveConnection(custom(HOST_B))).toBe(true)
    expect(getConnection()).toMatchObject({
      baseUrl: HOST_B,
      apiKey: '',
      savedKey: { key: 'sk_a', for: HOST_A },
    })
    // Back at its own address it is used again.
    saveConnection(custom(HOST_A))
    expect(getConnection().apiKey).toBe('sk_a')
  })

  it('is replaced by a key typed for another address', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a', remember: true }))
    saveConnection(custom(HOST_B, { apiKey: 'sk_b' }))
    expect(localStorage.getItem(KEY_ITEM)).toBeNull()
    expect(JSON.parse(sessionStorage.getItem(KEY_ITEM) ?? '')).toEqual({
      key: 'sk_b',
      for: HOST_B,
    })
  })

  it.each([
    ['a plain string from an older version', 'sk_legacy'],
    ['JSON without an address', '{"key":"sk_legacy"}'],
    ['an empty key', `{"key":"","for":"${HOST_A}"}`],
  ])('drops %s: nobody knows where it belongs', (_, raw) => {
    localStorage.setItem(
      SETTINGS_ITEM,
      JSON.stringify({ environment: 'custom', customBaseUrl: HOST_A }),
    )
    localStorage.setItem(KEY_ITEM, raw)
    sessionStorage.setItem(KEY_ITEM, raw)
    reloadPage()
    expect(getConnection()).toMatchObject({ apiKey: '', savedKey: null })
    expect(localStorage.getItem(KEY_ITEM)).toBeNull()
    expect(sessionStorage.getItem(KEY_ITEM)).toBeNull()
  })

  it('this tab’s session key is not paired with another environment another tab saved', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    const stop = watchOtherTabs()
    try {
      otherTabWrites(
        SETTINGS_ITEM,
        JSON.stringify({ environment: 'custom', customBaseUrl: HOST_B }),
      )
    } finally {
      stop()
    }
    expect(getConnection()).toMatchObject({ baseUrl: HOST_B, apiKey: '' })
  })

  it('a key another tab remembered for the saved address is used', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    const stop = watchOtherTabs()
    try {
      otherTabWrites(KEY_ITEM, JSON.stringify({ key: 'sk_b', for: HOST_B }))
      otherTabWrites(
        SETTINGS_ITEM,
        JSON.stringify({ environment: 'custom', customBaseUrl: HOST_B }),
      )
    } finally {
      stop()
    }
    expect(getConnection()).toMatchObject({
      baseUrl: HOST_B,
      apiKey: 'sk_b',
      remember: true,
    })
  })
})

describe('forgetApiKey', () => {
  it.each([true, false])(
    'names what it forgot as identityOf names the connection (remembered: %s), so the key’s Activity and jobs are the ones cleared',
    (remember) => {
      saveConnection(custom(HOST_A, { apiKey: 'sk_a', remember }))
      const name = connectionName(getConnection())
      expect(name).not.toBeNull()
      expect(forgetApiKey()).toEqual([name])
    },
  )

  it('removes only the key', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a', remember: true }))
    const { scope } = getConnection()
    forgetApiKey()
    expect(localStorage.getItem(KEY_ITEM)).toBeNull()
    expect(sessionStorage.getItem(KEY_ITEM)).toBeNull()
    expect(JSON.parse(localStorage.getItem(SETTINGS_ITEM) ?? '')).toEqual({
      environment: 'custom',
      customBaseUrl: HOST_A,
    })
    expect(getConnection()).toMatchObject({
      baseUrl: HOST_A,
      apiKey: '',
      remember: false,
      savedKey: null,
    })
    // Data loaded with the key is not kept for the connection without it.
    expect(getConnection().scope).not.toBe(scope)
  })
})

describe('scope', () => {
  it('stays when a save changes nothing that decides the data', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    const before = getConnection()
    expect(saveConnection(custom(`${HOST_A}/`, { apiKey: 'sk_a' }))).toBe(false)
    expect(getConnection().scope).toBe(before.scope)
  })

  it('changes with the key', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    const { scope } = getConnection()
    expect(saveConnection(custom(HOST_A, { apiKey: 'sk_other' }))).toBe(true)
    expect(getConnection().scope).not.toBe(scope)
  })

  it('is not changed by resolving an unsaved connection (Test connection)', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))
    const saved = getConnection()
    const tried = resolveConnection(custom(HOST_B, { apiKey: 'sk_b' }))
    expect(tried).toMatchObject({ baseUrl: HOST_B, apiKey: 'sk_b' })
    expect(getConnection()).toBe(saved)
    hearStorageCleared()
    expect(getConnection()).toBe(saved)
  })

  it('survives a reload after saving an untrimmed URL, or remember without a key', () => {
    saveConnection(custom(` ${HOST_A} `, { remember: true }))
    const saved = getConnection()
    expect(saved).toMatchObject({ customBaseUrl: HOST_A, remember: false })
    reloadPage()
    // A new page starts its own scopes.
    expect(getConnection()).toEqual({
      ...saved,
      scope: expect.any(String) as string,
    })
  })
})

describe('watchOtherTabs', () => {
  it('does not take this tab’s own save for another tab’s', () => {
    const stop = watchOtherTabs()
    const listener = vi.fn()
    const unsubscribe = subscribeConnection(listener)
    try {
      // True: the caller must drop cached data, so the save itself must apply it.
      expect(saveConnection(custom(HOST_A, { apiKey: 'sk_a' }))).toBe(true)
      expect(listener).toHaveBeenCalledTimes(1)
      forgetApiKey()
      expect(listener).toHaveBeenCalledTimes(2)
    } finally {
      stop()
      unsubscribe()
    }
  })

  it('ignores other adoption-desk keys, such as the day-usage counter', () => {
    saveConnection(custom(` ${HOST_A} `, { apiKey: 'sk_a' }))
    const saved = getConnection()
    const listener = vi.fn()
    const unsubscribe = subscribeConnection(listener)
    const stop = watchOtherTabs()
    try {
      otherTabWrites('adoption-desk:day-usage', '{"count":3}')
      // A change of the connection's own key that resolves the same.
      otherTabWrites(
        SETTINGS_ITEM,
        JSON.stringify({ environment: 'custom', customBaseUrl: HOST_A }),
      )
    } finally {
      stop()
      unsubscribe()
    }
    expect(listener).not.toHaveBeenCalled()
    expect(getConnection()).toBe(saved)
  })

  it('applies a connection saved in another tab, until stopped', () => {
    const stop = watchOtherTabs()
    const listener = vi.fn()
    const unsubscribe = subscribeConnection(listener)
    try {
      otherTabWrites(
        SETTINGS_ITEM,
        JSON.stringify({ environment: 'custom', customBaseUrl: HOST_B }),
      )
      expect(getConnection().baseUrl).toBe(HOST_B)
      expect(listener).toHaveBeenCalledTimes(1)
      stop()
      otherTabWrites(
        SETTINGS_ITEM,
        JSON.stringify({ environment: 'custom', customBaseUrl: HOST_A }),
      )
      expect(getConnection().baseUrl).toBe(HOST_B)
    } finally {
      stop()
      unsubscribe()
    }
  })

  it('reloads when another tab clears storage', () => {
    saveConnection(custom(HOST_A, { apiKey: 'sk_a', remember: true }))
    const stop = watchOtherTabs()
    try {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    } finally {
      stop()
    }
    expect(getConnection().environment).toBe('demo')
  })
})
