import { testTabs } from '../test/test-tabs'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetApiKey, saveConnection } from '../lib/connection/save-connection'
import { animalQueries } from '../lib/pets/pet-queries'
import type { Pet } from '../lib/pets/pet-schemas'
import { listQuery } from '../features/animals/list-query'
import {
  busterFor,
  persistAnimalQueries,
  PERSIST_KEY,
  PERSIST_MAX_AGE_MS,
  restoreAnimalQueries,
} from './persist-queries'
import { createQueryClient } from './query-client'

const LIVE = 'http://api.live.test/v1'
const BIG: Pet = {
  id: '9223372036854775807',
  name: 'Atlas',
  categoryId: '9007199254740993',
  status: 'available',
}
const VIEW = { limit: 20, status: undefined }

/** Each test's own desk: its clients and its saved connection (decision 032). */
let tabs = testTabs()
beforeEach(() => {
  tabs = testTabs()
})

function connect(apiKey: string, remember = false, customBaseUrl = LIVE) {
  saveConnection(tabs.connection, {
    environment: 'custom',
    customBaseUrl,
    apiKey,
    remember,
  })
}

let stops: (() => void)[] = []
function persisted(client: QueryClient) {
  stops.push(persistAnimalQueries(client))
  return client
}

/** Puts rows in the cache as a fetch would, then lets the save timer run. */
function cacheRows(client: QueryClient, pets: Pet[]) {
  client.setQueryData(
    listQuery(tabs.connection.get().scope, VIEW).queryKey,
    pets,
  )
  vi.advanceTimersByTime(1_000)
}

function restored(): Pet[] | undefined {
  const client = createQueryClient(tabs)
  restoreAnimalQueries(client)
  return client.getQueryData(
    listQuery(tabs.connection.get().scope, VIEW).queryKey,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.useRealTimers()
})

describe('persisted animals queries', () => {
  it('brings the last rows back on the next visit, int64 ids exact', () => {
    connect('sk_one')
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    expect(restored()).toEqual([BIG])
  })

  it('keeps rows whose refresh failed (offline), so a second visit still has them', async () => {
    connect('sk_one')
    const client = persisted(createQueryClient(tabs))
    cacheRows(client, [BIG])
    // The next refresh fails: the rows stay on screen, so they stay kept.
    const { queryKey } = listQuery(tabs.connection.get().scope, VIEW)
    await client
      .query({
        queryKey,
        queryFn: () => Promise.reject(new Error("You're offline")),
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(client.getQueryState(queryKey)?.status).toBe('error')
    vi.advanceTimersByTime(1_000)
    const next = createQueryClient(tabs)
    restoreAnimalQueries(next)
    expect(next.getQueryData(queryKey)).toEqual([BIG])
    expect(next.getQueryState(queryKey)?.status).toBe('success')
  })

  it('keeps looked-up animals too, but nothing else and never the key', () => {
    connect('sk_secret_key')
    const client = persisted(createQueryClient(tabs))
    const { scope } = tabs.connection.get()
    client.setQueryData(animalQueries.detail(scope, BIG.id).queryKey, {
      pet: BIG,
      deprecation: null,
      sunset: 'Thu, 05 Dec 2030 00:00:00 GMT',
    })
    client.setQueryData(['plan', scope], { plan: 'pro' })
    vi.advanceTimersByTime(1_000)
    const raw = sessionStorage.getItem(PERSIST_KEY) ?? ''
    expect(raw).not.toContain('sk_secret_key')
    expect(raw).not.toContain('plan')
    expect(raw).not.toContain('mutations":[{')

    const next = createQueryClient(tabs)
    restoreAnimalQueries(next)
    expect(
      next.getQueryData(
        animalQueries.detail(tabs.connection.get().scope, BIG.id).queryKey,
      ),
    ).toEqual({
      pet: BIG,
      deprecation: null,
      sunset: 'Thu, 05 Dec 2030 00:00:00 GMT',
    })
  })

  it('follows the key: sessionStorage for this tab, localStorage when remembered', () => {
    connect('sk_one')
    const client = persisted(createQueryClient(tabs))
    cacheRows(client, [BIG])
    expect(sessionStorage.getItem(PERSIST_KEY)).not.toBeNull()
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull()

    connect('sk_one', true)
    vi.advanceTimersByTime(1_000)
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull()
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull()
    expect(restored()).toEqual([BIG])
  })

  it('keeps demo rows in localStorage, beside the demo data', () => {
    saveConnection(tabs.connection, {
      environment: 'demo',
      customBaseUrl: '',
      apiKey: '',
      remember: false,
    })
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    expect(localStorage.getItem(PERSIST_KEY)).toContain('|demo|')
    expect(restored()).toEqual([BIG])
    connect('sk_one')
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull()
    expect(restored()).toBeUndefined()
  })

  it('has a buster of version, environment and a hash of address and key', () => {
    connect('sk_one')
    const one = busterFor(tabs.connection.get())
    expect(one).toMatch(/^[^|]+\|custom\|[0-9a-z]+$/)
    expect(one).not.toContain('sk_one')
    connect('sk_two')
    expect(busterFor(tabs.connection.get())).not.toBe(one)
    connect('sk_one', false, 'http://other.test/v1')
    expect(busterFor(tabs.connection.get())).not.toBe(one)
  })

  it('shows another key none of the rows, and clears them', () => {
    connect('sk_one')
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    connect('sk_two')
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull()
    expect(restored()).toBeUndefined()
  })

  it('ignores rows stored for another key even when nothing cleared them', () => {
    connect('sk_one')
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    const stored = sessionStorage.getItem(PERSIST_KEY) ?? ''
    connect('sk_two')
    // As if another tab of the same session had left them behind.
    sessionStorage.setItem(PERSIST_KEY, stored)
    expect(restored()).toBeUndefined()
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull()
  })

  it('clears them on Forget key', () => {
    connect('sk_one', true)
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull()
    forgetApiKey(tabs.connection)
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull()
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull()
  })

  it('drops rows older than a day', () => {
    connect('sk_one')
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    // The tab is closed; a day later the browser opens the app again.
    stops.forEach((stop) => stop())
    vi.advanceTimersByTime(PERSIST_MAX_AGE_MS + 1)
    expect(restored()).toBeUndefined()
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull()
  })

  it('restores rows as stale, so the page asks the server for fresh ones', () => {
    connect('sk_one')
    cacheRows(persisted(createQueryClient(tabs)), [BIG])
    vi.advanceTimersByTime(3 * 60_000)
    const client = createQueryClient(tabs)
    restoreAnimalQueries(client)
    const query = client
      .getQueryCache()
      .find({ queryKey: listQuery(tabs.connection.get().scope, VIEW).queryKey })
    expect(query?.isStaleByTime(30_000)).toBe(true)
    expect(
      Date.now() - (query?.state.dataUpdatedAt ?? 0),
    ).toBeGreaterThanOrEqual(3 * 60_000)
  })

  it('survives storage that holds something unreadable', () => {
    connect('sk_one')
    sessionStorage.setItem(PERSIST_KEY, '{not json')
    expect(restored()).toBeUndefined()
    sessionStorage.setItem(PERSIST_KEY, '{"buster":1}')
    expect(restored()).toBeUndefined()
  })
})
