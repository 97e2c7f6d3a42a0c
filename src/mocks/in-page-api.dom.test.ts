import { testTabs } from '../test/test-tabs'
import { http } from 'msw'
import * as z from 'zod/mini'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest'
import { apiRequest, setTransportFor } from '../lib/http/api-client'
import { ApiError } from '../lib/http/api-error'
import { DEMO_API_KEY } from '../lib/connection/connection'
import { config } from '../lib/connection/env'
import { petSchema, petsSchema } from '../lib/pets/pet-schemas'
import { startFakeClock } from '../test/fake-clock'
import { track } from '../test/track'
import {
  createInPageDemo,
  createInPageTransport,
  type InPageDemo,
} from './in-page-api'
import { TEST_BASE_URL } from './node'
import { createRequestLog, REQUEST_LOG_SIZE } from './request-log'
import { BIG_ID, SEED_SIZE } from './seed'

// The app's demo connection lives at TEST_BASE_URL in jsdom, where the msw/node
// server also answers; every test here checks that fetch is never called, so
// the answers can only have come from the in-page transport.

const STORAGE_KEY = 'test:in-page-demo-db'
const AUTH = { Authorization: `Bearer ${DEMO_API_KEY}` }

let demo: InPageDemo
let fetchSpy: MockInstance<typeof fetch>

beforeEach(() => {
  demo = createInPageDemo({ baseUrl: TEST_BASE_URL, storageKey: STORAGE_KEY })
  fetchSpy = vi.spyOn(globalThis, 'fetch')
  setTransportFor((connection) =>
    connection.environment === 'demo' ? demo.transport : undefined,
  )
})

afterEach(() => {
  expect(fetchSpy).not.toHaveBeenCalled()
  setTransportFor(() => undefined)
  vi.useRealTimers()
})

/** One request straight to the transport, as the client sends it. */
function send(
  path: string,
  init: Omit<RequestInit, 'headers'> & {
    headers?: Record<string, string>
  } = {},
) {
  return demo.transport(`${TEST_BASE_URL}${path}`, {
    credentials: 'omit',
    ...init,
    headers: { Accept: 'application/json', ...AUTH, ...init.headers },
  })
}

function post(body: unknown, init: { signal?: AbortSignal } = {}) {
  return send('/pets', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })
}

/** Each test's own rate-limit state (decision 032). */
let limits = testTabs().limits
beforeEach(() => {
  limits = testTabs().limits
})

function list(options: { retryOn429?: boolean; timeoutMs?: number } = {}) {
  return apiRequest({ path: '/pets', schema: petsSchema, limits, ...options })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw new Error('Expected an ApiError', { cause: error })
  }
  throw new Error('Expected the request to fail')
}

describe('the in-page transport answers with the handlers', () => {
  it('lists animals with the rate-limit headers, ids exact through the client', async () => {
    const response = await send('/pets?limit=5')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.headers.get('X-RateLimit-Limit')).toBe('60')
    expect(response.headers.get('X-RateLimit-Remaining')).toBe('59')
    expect(await response.json()).toHaveLength(5)

    const all = await apiRequest({
      limits,
      path: '/pets',
      query: { limit: 100 },
      schema: petsSchema,
    })
    expect(all.data.map((pet) => pet.id)).toContain(BIG_ID)
  })

  it('answers as a well-configured API would: Date and the rate-limit headers on every answer (issue 34)', async () => {
    for (const response of [
      await send('/pets?limit=1'),
      await send('/pets?limit=0'),
      await send('/pets', { headers: { Authorization: '' } }),
    ]) {
      for (const name of [
        'Date',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ])
        expect(response.headers.has(name), name).toBe(true)
      expect(Number.isNaN(Date.parse(response.headers.get('Date') ?? ''))).toBe(
        false,
      )
    }
  })

  it('adds an animal, then finds it by id with the deprecation headers', async () => {
    const created = await apiRequest({
      limits,
      method: 'POST',
      path: '/pets',
      body: { name: 'Nova', categoryId: 3, status: 'available' },
      schema: petSchema,
    })
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ name: 'Nova', categoryId: '3' })

    const found = await send(`/pets/${created.data.id}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('Sunset')).toBe('Thu, 05 Dec 2030 00:00:00 GMT')
    expect(await found.json()).toMatchObject({ name: 'Nova' })
  })

  it('answers the interface’s errors: 400 for a bad limit, 401 without a key', async () => {
    const bad = await send('/pets?limit=500')
    expect(bad.status).toBe(400)
    const anonymous = await demo.transport(`${TEST_BASE_URL}/pets`, {})
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('a handler that throws answers 500 saying so, not a hang', async () => {
    const broken = createInPageTransport({
      api: {
        handlers: [
          http.get(`${TEST_BASE_URL}/pets`, () => {
            throw new Error('db exploded')
          }),
        ],
      },
      baseUrl: TEST_BASE_URL,
      log: createRequestLog(),
    })
    const response = await broken(`${TEST_BASE_URL}/pets`, {})
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      message: 'The demo API failed while answering: db exploded',
    })
  })
})

describe('a request no handler answers', () => {
  it('is a clear error from the transport, never sent to the network', async () => {
    const error = await failure(send('/pets/1/photos?size=large'))
    expect(error).toMatchObject({
      kind: 'config',
      code: 'demo_no_answer',
      message: 'The demo API has no answer for GET /pets/1/photos?size=large.',
    })
    expect(demo.requests.snapshot()[0]).toMatchObject({
      method: 'GET',
      path: '/pets/1/photos?size=large',
      outcome: 'no-handler',
      status: null,
    })
  })

  it('reaches the caller of the client as that error', async () => {
    const error = await failure(
      apiRequest({
        limits,
        method: 'POST',
        path: '/owners',
        body: {},
        schema: z.unknown(),
      }),
    )
    expect(error.message).toBe('The demo API has no answer for POST /owners.')
  })
})

describe('the fault switches', () => {
  it('server error 500, once, then normal answers', async () => {
    demo.api.faults.add({ kind: 'server-error' })
    const error = await failure(list())
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect((await list()).status).toBe(200)
  })

  it('429 with Retry-After reaches the client as rate limiting', async () => {
    demo.api.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 7,
    })
    const response = await send('/pets')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('7')

    demo.api.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 7,
    })
    const error = await failure(list({ retryOn429: false }))
    expect(error.kind).toBe('rate-limited')
    expect(error.retryAt).not.toBeNull()
  })

  it('the proxy’s 502 page, malformed JSON and a refused key', async () => {
    demo.api.faults.add({ kind: 'bad-gateway-html' })
    expect(await failure(list())).toMatchObject({ kind: 'http', status: 502 })
    demo.api.faults.add({ kind: 'malformed-json' })
    expect(await failure(list())).toMatchObject({ kind: 'invalid-response' })
    demo.api.faults.add({ kind: 'unauthorized' })
    expect((await failure(list())).isUnauthorized).toBe(true)
  })

  it('slow network: the answer comes after the delay', async () => {
    startFakeClock(Date.UTC(2030, 0, 15, 12))
    demo.api.faults.add({ kind: 'slow', seconds: 3 }, Infinity)
    const request = track(send('/pets'))
    await vi.advanceTimersByTimeAsync(2_900)
    expect(request.state.settled).toBe(false)
    expect(demo.requests.snapshot()[0]?.outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(100)
    await request.done
    expect((request.state.value as Response).status).toBe(200)
    expect(demo.requests.snapshot()[0]).toMatchObject({
      outcome: 'answered',
      status: 200,
      durationMs: 3_000,
    })
  })

  it('slow network past the request timeout: the client times out at its deadline', async () => {
    startFakeClock(Date.UTC(2030, 0, 15, 12))
    const seconds = config.requestTimeoutMs / 1000 + 10
    demo.api.faults.add({ kind: 'slow', seconds }, Infinity)
    const request = track(list())
    await vi.advanceTimersByTimeAsync(config.requestTimeoutMs)
    await request.done
    expect(request.state.error).toMatchObject({ kind: 'timeout' })
    expect(demo.requests.snapshot()[0]).toMatchObject({
      outcome: 'abandoned',
      durationMs: config.requestTimeoutMs,
    })
  })

  it('a connection cut after the store: the animal is added, the client hears nothing', async () => {
    demo.api.faults.add({ kind: 'cut-after-store' })
    const error = await failure(
      apiRequest({
        limits,
        method: 'POST',
        path: '/pets',
        body: { name: 'Ghost', categoryId: 1 },
        schema: petSchema,
      }),
    )
    expect(error.kind).toBe('network')
    expect(demo.requests.snapshot()[0]?.outcome).toBe('dropped')
    expect(demo.api.db.count()).toBe(SEED_SIZE + 1)
  })
})

describe('abort signals', () => {
  it('an aborted request is never handled', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      post({ name: 'Never', categoryId: 1 }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(demo.api.db.count()).toBe(SEED_SIZE)
    expect(demo.requests.snapshot()).toEqual([])
  })

  it('aborting while the handler waits rejects at once', async () => {
    startFakeClock(Date.UTC(2030, 0, 15, 12))
    demo.api.faults.add({ kind: 'slow', seconds: 30 }, Infinity)
    const controller = new AbortController()
    const request = track(send('/pets', { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort()
    await request.done
    expect(request.state.error).toMatchObject({ name: 'AbortError' })
    expect(demo.requests.snapshot()[0]?.outcome).toBe('abandoned')
  })
})

describe('persistence', () => {
  it('a new page (a new transport) reads the demo data the last one saved', async () => {
    const created = await post({ name: 'Kept', categoryId: 4 })
    const { id } = (await created.json()) as { id: number }

    const reloaded = createInPageDemo({
      baseUrl: TEST_BASE_URL,
      storageKey: STORAGE_KEY,
    })
    const found = await reloaded.transport(`${TEST_BASE_URL}/pets/${id}`, {
      headers: AUTH,
    })
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ name: 'Kept' })
    // And nothing leaks into another demo's storage.
    const other = createInPageDemo({
      baseUrl: TEST_BASE_URL,
      storageKey: `${STORAGE_KEY}:other`,
    })
    const missing = await other.transport(`${TEST_BASE_URL}/pets/${id}`, {
      headers: AUTH,
    })
    expect(missing.status).toBe(404)
  })
})

describe('the request log', () => {
  it('keeps method, path, status and time of the last 50, newest first', async () => {
    startFakeClock(Date.UTC(2030, 0, 15, 12))
    await send('/pets?limit=5&status=sold')
    await post({ name: 'Logged', categoryId: 2 })
    await send('/pets/not-a-number')
    expect(demo.requests.snapshot()).toMatchObject([
      { method: 'GET', path: '/pets/not-a-number', status: 404 },
      { method: 'POST', path: '/pets', status: 201 },
      {
        method: 'GET',
        path: '/pets?limit=5&status=sold',
        status: 200,
        outcome: 'answered',
        startedAt: Date.UTC(2030, 0, 15, 12),
        durationMs: 0,
      },
    ])

    for (let i = 0; i < REQUEST_LOG_SIZE; i += 1)
      await send(`/pets?limit=${i + 1}`)
    const entries = demo.requests.snapshot()
    expect(entries).toHaveLength(REQUEST_LOG_SIZE)
    expect(entries[0]?.path).toBe(`/pets?limit=${REQUEST_LOG_SIZE}`)
    expect(entries.at(-1)?.path).toBe('/pets?limit=1')
  })

  it('tells subscribers of each change, with a new array', async () => {
    const listener = vi.fn()
    demo.requests.subscribe(listener)
    const before = demo.requests.snapshot()
    await send('/pets')
    // Once when it is sent, once when it is answered.
    expect(listener).toHaveBeenCalledTimes(2)
    expect(demo.requests.snapshot()).not.toBe(before)
  })

  it('an answer to a request that has dropped off the log changes nothing', () => {
    const log = createRequestLog()
    const listener = vi.fn()
    log.subscribe(listener)
    log.finish(99, { outcome: 'answered', status: 200 })
    expect(log.snapshot()).toEqual([])
    expect(listener).not.toHaveBeenCalled()
  })
})
