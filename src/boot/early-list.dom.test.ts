import { linkTabs } from '../lib/tabs/tabs'
import { testTabs } from '../test/test-tabs'
import { QueryClient } from '@tanstack/react-query'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFirstRequest } from '../app/first-request'
import { identityOf, targetName, targetOf } from '../lib/connection/identity'
import { AREAS, webStorageOf } from '../lib/connection/key-area'
import { connectionStore, savedConnection } from '../test/connection'
import { saveConnection } from '../lib/connection/save-connection'
import {
  API_KEY_KEY,
  type Environment,
  parseSavedKey,
  type SavedKey,
} from '../lib/connection/stored-connection'
import { readJson } from '../lib/tabs/web-storage'
import { takeEarlyRequest } from '../lib/http/early-request'
import { paceBookKey, WINDOW_MS } from '../lib/rate-limit/pace-book'
import { createWaitStore } from '../lib/rate-limit/wait-store'
import { FORMER_SHARED, openDatabase } from '../lib/tabs/database'
import { createSharedState } from '../lib/tabs/shared-state'
import { server, TEST_BASE_URL } from '../mocks/node'
import { boot, KEY_STORAGES } from './boot'
import { isClear, planEarlyList, sendEarlyList } from './early-list'

// The boot step's decision (decision 021): the list or not, Production or
// demo or a custom address, a wait or not, a request in the last minute or
// not; then the same against the database the app itself keeps, and the app
// adopting what it sent.

const KEY = 'sk_live_boot_step'
const SERVER = TEST_BASE_URL

// The build gives Production's address; here it is the test server's.
beforeEach(() => {
  vi.stubEnv('VITE_BASE_URL', SERVER)
  // A browser's global, as IndexedDB is (fake-indexeddb's).
  vi.stubGlobal('IDBKeyRange', IDBKeyRange)
})
const TARGET = targetOf(SERVER, KEY)
const NOW = Date.UTC(2030, 0, 15, 12)

interface Page {
  pathname: string
  search: string
  base: string
  environment: Environment
  /** This tab's key, then the device's. */
  keys: (SavedKey | null)[]
  online: boolean
}
const planFor = (over: Partial<Page> = {}) => {
  const page: Page = {
    pathname: '/animals',
    search: '',
    base: '/',
    environment: 'production',
    keys: [null, { key: KEY, for: SERVER }],
    online: true,
    ...over,
  }
  return planEarlyList(
    page,
    page.base,
    page.environment,
    page.keys,
    page.online,
  )
}

describe('which page sends', () => {
  it('the list, / or /animals under the base path, asks for its status and page size', () => {
    expect(
      planFor({
        pathname: '/desk/animals/',
        base: '/desk/',
        search: '?status=sold&limit=50&sort=-name&q=Rex',
      }),
    ).toEqual({
      url: `${SERVER}/pets?limit=50&status=sold`,
      target: TARGET,
      apiKey: KEY,
    })
    expect(planFor({ pathname: '/', search: '?limit=7' })?.url).toBe(
      `${SERVER}/pets?limit=20`,
    )
  })

  it('no other page sends anything', () => {
    for (const pathname of ['/settings', '/animals/new', '/animals/42', '/x'])
      expect(planFor({ pathname })).toBeNull()
    expect(planFor({ pathname: '/animals', base: '/desk/' })).toBeNull()
  })

  it('demo mode and a custom address are left to the app, though a key is saved for the address', () => {
    // Demo mode's address here is the test server's, where the key is saved;
    // a custom address is checked by the app alone.
    expect(planFor({ environment: 'demo' })).toBeNull()
    expect(planFor({ environment: 'custom' })).toBeNull()
    // Staging is not configured in this build.
    expect(planFor({ environment: 'staging' })).toBeNull()
  })

  it('a live connection without a key for its address, or offline, sends nothing', () => {
    const elsewhere = { key: KEY, for: 'https://other.example.org/v1' }
    expect(planFor({ keys: [elsewhere, null] })).toBeNull()
    expect(planFor({ online: false })).toBeNull()
    const session = { key: 'sk_tab', for: SERVER }
    expect(
      planFor({ keys: [session, { key: KEY, for: SERVER }] })?.apiKey,
    ).toBe('sk_tab')
  })
})

describe("the boot step's copies hold the app's answer", () => {
  it('looks for the key where the app does, this tab first', () => {
    expect(KEY_STORAGES).toEqual(AREAS.map(webStorageOf))
  })

  it("names the server and key as the app's identity does, whichever area holds the key", () => {
    for (const remember of [false, true]) {
      saveConnection(connectionStore(), {
        environment: 'production',
        customBaseUrl: '',
        apiKey: KEY,
        remember,
      })
      // As boot() reads them.
      const keys = KEY_STORAGES.map((area) =>
        parseSavedKey(readJson(area, API_KEY_KEY)),
      )
      const plan = planFor({ keys })
      const identity = identityOf(savedConnection())
      expect(plan?.target).toBe(identity?.target)
      expect(plan && targetName(plan.target)).toBe(identity?.name)
    }
  })
})

describe('the wait and the pace, read as the client reads them', () => {
  const wait = (until: number) => ({
    v: 2,
    until,
    startedAt: NOW - 1_000,
    reason: '429',
    beyond: null,
    strikes: 1,
  })

  it('takes a slot when no wait runs and no request went in the last minute', () => {
    expect(isClear(null, null, undefined, NOW)).toBe(true)
    expect(isClear(wait(NOW), [], undefined, NOW)).toBe(true)
  })

  it('sends nothing while a wait runs, whichever tab stored it', () => {
    expect(isClear(wait(NOW + 30_000), [], undefined, NOW)).toBe(false)
    // A wait beyond a day holds until a person's Retry, past its day too.
    const beyond = { ...wait(NOW - 1), beyond: NOW + 2 * 86_400_000 }
    expect(isClear(beyond, [], undefined, NOW)).toBe(false)
  })

  it('sends nothing when a request went in the last minute, which every plan allows once', () => {
    // A slot of this version, in the minute's key range.
    expect(isClear(null, null, [paceBookKey(TARGET), NOW, 'x'], NOW)).toBe(
      false,
    )
    // One in the previous version's whole book (decision 044).
    const sent = (at: number) => [{ id: 'app-1-x', at }]
    expect(isClear(null, sent(NOW - 10_000), undefined, NOW)).toBe(false)
    expect(isClear(null, sent(NOW - WINDOW_MS), undefined, NOW)).toBe(false)
    // A slot older than the window (and its margin) is free again.
    expect(isClear(null, sent(NOW - WINDOW_MS - 5_000), undefined, NOW)).toBe(
      true,
    )
  })
})

/** The app's side of one browser: its database, wait store and pace book. */
async function appOn(idb: IDBFactory) {
  const database = openDatabase(idb)
  if (!database) throw new Error('no IndexedDB')
  const shared = createSharedState({
    db: database.store('shared'),
    post: () => undefined,
    listen: () => () => undefined,
  })
  const book = paceBookKey(TARGET)
  /** The book's slots, a record each: their keys (decision 044). */
  const slots = () =>
    database.store('shared')('readonly', (store) => {
      const request = store.getAllKeys(IDBKeyRange.bound([book], [book, []]))
      return new Promise((resolve) => {
        request.onsuccess = () => resolve(request.result)
      })
    })
  // Opened, as a page's first read opens it.
  await slots()
  return { waits: createWaitStore(shared), slots }
}

const locks = {
  request: (_name: string, callback: () => unknown) =>
    Promise.resolve().then(callback),
} as unknown as LockManager

function listGets() {
  const gets: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') gets.push(request.url)
  })
  return gets
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('on the database the app keeps', () => {
  const plan = { url: `${SERVER}/pets?limit=20`, target: TARGET, apiKey: KEY }
  const send = (idb: IDBFactory) =>
    sendEarlyList(plan, idb, new AbortController().signal)

  it('a wait the app stored holds the request: nothing is sent', async () => {
    const idb = new IDBFactory()
    const app = await appOn(idb)
    await app.waits.startWait(TARGET, { retryAfter: '30' })
    const gets = listGets()
    expect(await send(idb)).toBeNull()
    expect(gets).toEqual([])
  })

  it("the request takes its slot in the app's pace book, then leaves", async () => {
    const idb = new IDBFactory()
    const app = await appOn(idb)
    const gets = listGets()
    const sent = await send(idb)
    expect((await sent?.response)?.status).toBe(200)
    expect(gets).toEqual([`${SERVER}/pets?limit=20`])
    expect(await app.slots()).toEqual([
      [paceBookKey(TARGET), expect.any(Number), 'boot'],
    ])
    // The slot it took holds the next one back, for its minute.
    expect(await send(idb)).toBeNull()
    expect(gets).toHaveLength(1)
  })

  it("an earlier version's database, whose wait the app has yet to move in: the app sends", async () => {
    const idb = new IDBFactory()
    const former = idb.open(FORMER_SHARED)
    await new Promise((resolve) => (former.onsuccess = resolve))
    former.result.close()
    const gets = listGets()
    expect(await send(idb)).toBeNull()
    expect(gets).toEqual([])
    // A first visit's new database alone: the request goes.
    const sent = await send(new IDBFactory())
    expect((await sent?.response)?.status).toBe(200)
  })
})

describe('the app adopts what the boot step sent', () => {
  it('one request for the view, its answer read by the client', async () => {
    const idb = new IDBFactory()
    await appOn(idb)
    vi.stubGlobal('indexedDB', idb)
    Object.defineProperty(navigator, 'locks', {
      value: locks,
      configurable: true,
    })
    saveConnection(connectionStore(), {
      environment: 'production',
      customBaseUrl: '',
      apiKey: KEY,
      remember: true,
    })
    window.history.replaceState(null, '', '/animals?status=available')
    const gets = listGets()
    boot()
    // The boot step's own GET, before the app starts: only adoption keeps
    // the app from sending a second.
    await vi.waitFor(() =>
      expect(gets).toEqual([`${SERVER}/pets?limit=20&status=available`]),
    )
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    linkTabs(client, testTabs())
    startFirstRequest(client)
    await vi.waitFor(() =>
      expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'),
    )
    expect(gets).toEqual([`${SERVER}/pets?limit=20&status=available`])
    expect(takeEarlyRequest()).toBeNull()
    const [query] = client.getQueryCache().getAll()
    expect(query?.state.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'available' }),
      ]),
    )
    window.history.replaceState(null, '', '/')
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('a request for another key is stopped, not adopted', async () => {
    // Its answer is a marker no server holds: adopted, the list would show it.
    const marker = 'Marker of another key'
    const response = new Response(
      `[{"id":900001,"name":"${marker}","categoryId":1,"status":"available"}]`,
      { headers: { 'Content-Type': 'application/json' } },
    )
    const sent = Promise.resolve({ response: Promise.resolve(response) })
    const abort = vi.fn()
    saveConnection(connectionStore(), {
      environment: 'custom',
      customBaseUrl: SERVER,
      apiKey: KEY,
      remember: false,
    })
    window.history.replaceState(null, '', '/animals')
    const { handOver } = await import('../lib/http/early-request')
    handOver({
      name: targetName(targetOf(SERVER, 'sk_another')),
      url: `${SERVER}/pets?limit=20`,
      sent,
      abort,
    })
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET')
        keys.push(request.headers.get('Authorization'))
    })
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    linkTabs(client, testTabs())
    startFirstRequest(client)
    await vi.waitFor(() =>
      expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'),
    )
    const [query] = client.getQueryCache().getAll()
    expect(query?.state.data).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: marker })]),
    )
    // The server's page, read by the app's own request, sent with its key.
    expect(query?.state.data).toHaveLength(20)
    expect(keys).toEqual([`Bearer ${KEY}`])
    expect(abort).toHaveBeenCalled()
    window.history.replaceState(null, '', '/')
  })
})
