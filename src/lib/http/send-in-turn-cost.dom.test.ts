import 'fake-indexeddb/auto'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { createFakeLocks } from '../../test/fake-locks'
import { saveLiveConnection } from '../../test/connection'
import { petsSchema } from '../pets/pet-schemas'
import { savePlan } from '../rate-limit/plan.view'
import type { RateLimits } from '../rate-limit/rate-limits'
import type { Tabs } from '../tabs/tabs'
import { SOON_MS } from '../tabs/shared-state'
import { testTabs } from '../../test/test-tabs'
import { apiRequest } from './api-client'

// What the rate-limit layer costs a send, in the shared store's transactions
// and the channel's messages to every other tab (issue 31, decision 040): a
// slot taken with the wait read in one transaction; nothing more for a
// request that leaves at once; today's count and the headers stored and told
// once a second, whatever the number of sends.

const LIVE_BASE = 'http://api.test/v1'
const ROWS = 40
/** The import's spacing on Business: one row every 60 ms. */
const SPACING_MS = 60

const cost = { transactions: 0, messages: 0, keyReads: 0 }
let tabs: Tabs
let limits: RateLimits

beforeEach(() => {
  // The pacer shares its book between tabs only under Web Locks.
  Object.defineProperty(navigator, 'locks', {
    value: createFakeLocks(),
    configurable: true,
  })
  // Built under those locks, as the app's Tabs is at startup.
  tabs = testTabs()
  limits = tabs.limits
  saveLiveConnection(LIVE_BASE, 'k-cost')
  savePlan(tabs.plan, { plan: 'business' })
  server.use(
    http.get(`${LIVE_BASE}/pets`, () =>
      HttpResponse.json([], {
        headers: {
          'X-RateLimit-Limit': '1000',
          'X-RateLimit-Remaining': '999',
          'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 60),
        },
      }),
    ),
  )
  cost.transactions = 0
  cost.messages = 0
  cost.keyReads = 0
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
  const getAllKeys = IDBObjectStore.prototype.getAllKeys
  vi.spyOn(IDBObjectStore.prototype, 'getAllKeys').mockImplementation(function (
    this: IDBObjectStore,
    ...args
  ) {
    if (this.name === 'shared') cost.keyReads += 1
    return getAllKeys.apply(this, args)
  })
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each database as `this`
  const transaction = IDBDatabase.prototype.transaction
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    names: string | Iterable<string>,
    mode?: IDBTransactionMode,
  ) {
    if ((typeof names === 'string' ? [names] : [...names]).includes('shared'))
      cost.transactions += 1
    return transaction.call(this, names, mode)
  })
  const channel = tabs.channel
  const post = channel.post
  vi.spyOn(channel, 'post').mockImplementation((message) => {
    if (message.topic === 'shared') cost.messages += 1
    post(message)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'locks')
})

const pause = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms)
  })

async function sendRows(count: number) {
  for (let row = 0; row < count; row += 1) {
    await apiRequest({ path: '/pets', schema: petsSchema, limits })
    await pause(SPACING_MS)
  }
}

describe('the rate-limit layer’s work per send', () => {
  it('costs at most one shared transaction and a fraction of a message a send, at the import’s pace', async () => {
    // The records are opened and read once, as on a page's first send.
    await sendRows(2)
    await pause(SOON_MS)
    cost.transactions = 0
    cost.messages = 0
    cost.keyReads = 0

    await sendRows(ROWS)
    // What is left to store (the count, the headers) goes within a second.
    await pause(SOON_MS)

    // 40 takes (each reading the wait), and the count and the headers
    // stored once a second: 40 rows × 60 ms is about 3 s of them (more on a
    // loaded machine). Before: 5 transactions and 4 messages a send.
    expect(cost.transactions / ROWS).toBeLessThanOrEqual(1.5)
    // Two messages (count, headers) a second; none for a slot.
    expect(cost.messages / ROWS).toBeLessThanOrEqual(0.5)
    // Slots from the future are looked for when the book is swept, at
    // most once a second, not at each take (a request per row before).
    expect(cost.keyReads / ROWS).toBeLessThanOrEqual(0.25)
    // The figures are right once stored.
    expect(limits.day.usage().sentHere).toBe(ROWS + 2)
    expect(limits.headers.seen.get()).toMatchObject({ remaining: 999 })
  })
})
