import { testTabs } from '../../test/test-tabs'
import { delay, http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  onTestFinished,
  vi,
} from 'vitest'
import { petSchema, petsSchema } from '../pets/pet-schemas'
import { BIG_ID, SEED_SIZE } from '../../mocks/seed'
import { server, TEST_BASE_URL, testApi } from '../../mocks/node'
import {
  apiRequest,
  type ApiRequest,
  buildUrl,
  setTransportFor,
  type Transport,
} from './api-client'
import { ApiError, isApiError } from './api-error'
import { type ConnectionSettings, DEMO_API_KEY } from '../connection/connection'
import { saveConnection } from '../connection/save-connection'
import { config } from '../connection/env'
import { targetOf, targetName } from '../connection/identity'
import { backoffDelay } from '../rate-limit/retry-after'
import { MAX_WAIT_MS } from '../rate-limit/wait-policy'
import { releaseCurrentWait } from '../rate-limit/wait-release'
import { WAIT_KEY_PREFIX } from '../rate-limit/wait-store'
import { startFakeClock } from '../../test/fake-clock'
import { track } from '../../test/track'
import { resolveConnection, saveLiveConnection } from '../../test/connection'
import { MAX_ATTEMPTS_ON_429 } from './send-in-turn'
import { SOON_MS } from '../tabs/shared-state'

/** Each test's own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

const LIVE_BASE = 'http://api.test/v1'
const LIVE_KEY = 'k-1234'
// A whole second, so HTTP-dates (second precision) land exactly.
const T0 = Date.UTC(2030, 0, 15, 12, 0, 0)

function liveSettings(
  settings: Partial<ConnectionSettings> = {},
): ConnectionSettings {
  return {
    environment: 'custom',
    customBaseUrl: LIVE_BASE,
    apiKey: LIVE_KEY,
    remember: false,
    ...settings,
  }
}

/** A live connection passed with the request, as Settings' Test connection does. */
function live(settings: Partial<ConnectionSettings> = {}) {
  return resolveConnection(liveSettings(settings))
}

/** What a test varies about a request; the rest is GET or POST /pets below. */
type RequestOptions = Omit<
  ApiRequest<unknown>,
  'method' | 'path' | 'body' | 'schema' | 'limits'
>

/** GET /pets, on the saved connection unless `options` names one. */
function listPets(options: RequestOptions = {}) {
  return apiRequest({ limits, path: '/pets', schema: petsSchema, ...options })
}

/** GET /pets on the live connection. */
function listLivePets(options: RequestOptions = {}) {
  return listPets({ connection: live(), ...options })
}

/** POST /pets adding Nova, on the saved connection unless `options` names one. */
function postNova(options: RequestOptions = {}) {
  return apiRequest({
    limits,
    method: 'POST',
    path: '/pets',
    body: { name: 'Nova', categoryId: 3 },
    schema: petSchema,
    ...options,
  })
}

const DEMO_TARGET = targetOf(TEST_BASE_URL, DEMO_API_KEY)
const LIVE_TARGET = targetOf(LIVE_BASE, LIVE_KEY)

/** The shared wait record of the demo server and key (in memory: jsdom has no IndexedDB). */
function storedWait(): unknown {
  return tabs.shared
    .record(WAIT_KEY_PREFIX + targetName(DEMO_TARGET), (stored) => stored)
    .peek()
}

interface Seen {
  method: string
  url: string
  headers: Headers
  body: string
}

/** Answers every request below the live base with `respond`, recording what arrived. */
function liveServer(respond: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = []
  server.use(
    http.all(`${LIVE_BASE}/*`, async ({ request }) => {
      const entry: Seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.text(),
      }
      seen.push(entry)
      return respond(entry)
    }),
  )
  return seen
}

function jsonText(
  text: string,
  status = 200,
  headers: Record<string, string> = {},
) {
  return new HttpResponse(text, {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

const never = () => new Promise<never>(() => undefined)

async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw new Error('Expected an ApiError', { cause: error })
  }
  throw new Error('Expected the request to fail')
}

function useFakeClock() {
  startFakeClock(T0)
}

let fetchSpy: MockInstance<typeof fetch>

function sentUrl(index = 0): string {
  const input = fetchSpy.mock.calls[index]?.[0]
  if (typeof input !== 'string') throw new Error('Expected a URL string')
  return input
}

function sentInit(index = 0): RequestInit {
  const call = fetchSpy.mock.calls[index]
  if (!call) throw new Error(`fetch call ${index} was not made`)
  return call[1] ?? {}
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('buildUrl', () => {
  it('joins a base without a trailing slash and a path with a leading one', () => {
    expect(buildUrl('http://api.test/v1', '/pets')).toBe(
      'http://api.test/v1/pets',
    )
  })

  it('joins a base with trailing slashes and a path without a leading one', () => {
    expect(buildUrl('http://api.test/v1/', 'pets')).toBe(
      'http://api.test/v1/pets',
    )
    expect(buildUrl('http://api.test/v1//', '//pets/7')).toBe(
      'http://api.test/v1/pets/7',
    )
  })

  it('keeps the base path when the base is a bare host', () => {
    expect(buildUrl('https://api.test', '/pets')).toBe('https://api.test/pets')
  })

  it('adds query parameters, encoded, and drops undefined ones', () => {
    expect(
      buildUrl('http://api.test/v1', '/pets', {
        limit: 20,
        status: undefined,
        q: 'a b&c',
      }),
    ).toBe('http://api.test/v1/pets?limit=20&q=a+b%26c')
  })

  it('adds no ? when every parameter is undefined', () => {
    expect(buildUrl('http://api.test/v1', '/pets', { status: undefined })).toBe(
      'http://api.test/v1/pets',
    )
  })
})

describe('what a request sends', () => {
  it('sends Accept and the bearer key, and no Content-Type without a body', async () => {
    const seen = liveServer(() => jsonText('[]'))
    await listLivePets()
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url).toBe(`${LIVE_BASE}/pets`)
    expect(request?.headers.get('Accept')).toBe('application/json')
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${LIVE_KEY}`)
    expect(request?.headers.has('Content-Type')).toBe(false)
    expect(request?.body).toBe('')
    expect(sentInit().body).toBeUndefined()
  })

  it('sends Content-Type: application/json with a body', async () => {
    const seen = liveServer(() =>
      jsonText('{"id":1,"name":"Nova","categoryId":3}', 201),
    )
    await postNova({ connection: live() })
    const [request] = seen
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('Content-Type')).toBe('application/json')
    expect(request?.headers.get('Accept')).toBe('application/json')
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${LIVE_KEY}`)
    expect(request?.body).toBe('{"name":"Nova","categoryId":3}')
  })

  it('never lets the browser add credentials (cookies)', async () => {
    liveServer(() => jsonText('[]'))
    await listLivePets()
    expect(sentInit().credentials).toBe('omit')
    expect(sentInit().headers).toEqual({
      Accept: 'application/json',
      Authorization: `Bearer ${LIVE_KEY}`,
    })
  })

  it('joins a base with a trailing slash and sends the query without undefined values', async () => {
    const seen = liveServer(() => jsonText('[]'))
    await apiRequest({
      limits,
      path: 'pets',
      query: { limit: 5, status: undefined },
      schema: petsSchema,
      connection: {
        ...live(),
        baseUrl: `${LIVE_BASE}/`,
      },
    })
    expect(seen[0]?.url).toBe(`${LIVE_BASE}/pets?limit=5`)
  })

  it('sends every defined query parameter', async () => {
    const seen = liveServer(() => jsonText('[]'))
    await listLivePets({ query: { limit: 5, status: 'available' } })
    const url = new URL(seen[0]?.url ?? '')
    expect(url.pathname).toBe('/v1/pets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '5',
      status: 'available',
    })
  })

  it('never puts the key in the URL', async () => {
    const seen = liveServer(() => jsonText('[]'))
    await listLivePets({ query: { limit: 1 } })
    expect(seen[0]?.url).not.toContain(LIVE_KEY)
    expect(sentUrl()).not.toContain(LIVE_KEY)
  })

  it('uses the demo connection and its built-in key by default', async () => {
    let authorization: string | null = null
    const listener = ({ request }: { request: Request }) => {
      authorization = request.headers.get('Authorization')
    }
    server.events.on('request:start', listener)
    try {
      const response = await listPets()
      expect(sentUrl()).toBe(`${TEST_BASE_URL}/pets`)
      expect(authorization).toBe('Bearer demo-key')
      expect(response.status).toBe(200)
    } finally {
      server.events.removeListener('request:start', listener)
    }
  })

  describe('with a saved connection', () => {
    afterEach(() => {
      saveConnection(tabs.connection, {
        environment: 'demo',
        customBaseUrl: '',
        apiKey: '',
        remember: false,
      })
    })

    it('sends to the saved base URL with the saved key', async () => {
      saveLiveConnection(`${LIVE_BASE}/`, 'k-saved')
      const seen = liveServer(() => jsonText('[]'))
      await listPets()
      expect(seen[0]?.url).toBe(`${LIVE_BASE}/pets`)
      expect(seen[0]?.headers.get('Authorization')).toBe('Bearer k-saved')
    })

    it('ignores a saved key in demo mode', async () => {
      saveConnection(tabs.connection, {
        environment: 'demo',
        customBaseUrl: '',
        apiKey: 'k-saved',
        remember: false,
      })
      const response = await listPets()
      expect(response.status).toBe(200)
      const init = sentInit()
      expect(init.headers).toMatchObject({ Authorization: 'Bearer demo-key' })
    })
  })

  it('sends through the transport chosen for the request’s own connection', async () => {
    const transport = vi.fn<Transport>(() =>
      Promise.resolve(new Response('[]', { status: 200 })),
    )
    const chooser = vi.fn((connection: { environment: string }) =>
      connection.environment === 'demo' ? transport : undefined,
    )
    setTransportFor(chooser)
    try {
      const seen = liveServer(() => jsonText('[]'))
      // Demo is saved: its request goes to the transport, not the network.
      await listPets()
      expect(transport).toHaveBeenCalledTimes(1)
      const [url, init] = transport.mock.calls[0] ?? []
      expect(url).toBe(`${TEST_BASE_URL}/pets`)
      expect(init?.credentials).toBe('omit')
      expect(init?.signal).toBeInstanceOf(AbortSignal)
      expect(init?.headers).toMatchObject({
        Authorization: `Bearer ${DEMO_API_KEY}`,
      })
      expect(fetchSpy).not.toHaveBeenCalled()
      // A live connection passed with the request goes to the network.
      await listLivePets()
      expect(transport).toHaveBeenCalledTimes(1)
      expect(seen).toHaveLength(1)
    } finally {
      setTransportFor(() => undefined)
    }
  })

  it('times out a transport that ignores the abort, on time', async () => {
    useFakeClock()
    // Never answers and never looks at its signal: the client must not wait on it.
    setTransportFor(() => () => new Promise<Response>(() => undefined))
    try {
      const request = track(listPets())
      await vi.advanceTimersByTimeAsync(config.requestTimeoutMs - 1)
      expect(request.state.settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await request.done
      expect(request.state.error).toMatchObject({ kind: 'timeout' })
    } finally {
      setTransportFor(() => undefined)
    }
  })

  it('leaves no timer behind once a request is done', async () => {
    useFakeClock()
    liveServer(() => jsonText('[]'))
    const request = track(listLivePets())
    await vi.advanceTimersByTimeAsync(0)
    await request.done
    expect(request.state.error).toBeUndefined()
    // Only the one that stores today's count and the headers (decision 040).
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(SOON_MS)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('parsing answers', () => {
  it('parses the list, keeping a seeded id beyond 2^53 exact', async () => {
    const response = await listPets()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.data).toHaveLength(20)
    for (const pet of response.data) {
      expect(typeof pet.id).toBe('string')
      expect(typeof pet.categoryId).toBe('string')
    }
    const fifty = await apiRequest({
      limits,
      path: '/pets',
      query: { limit: 50 },
      schema: petsSchema,
    })
    expect(fifty.data.find((pet) => pet.id === BIG_ID)).toEqual({
      id: '9007199254740993',
      name: 'Atlas',
      categoryId: '2',
      status: 'available',
    })
  })

  it('keeps ids up to the int64 range exact as strings', async () => {
    liveServer(() =>
      jsonText(
        '[{"id":9223372036854775807,"name":"Max","categoryId":9007199254740993,"status":"sold"},' +
          '{"id":-9223372036854775808,"name":"Min","categoryId":9007199254740992}]',
      ),
    )
    const { data } = await listLivePets()
    expect(data).toEqual([
      {
        id: '9223372036854775807',
        name: 'Max',
        categoryId: '9007199254740993',
        status: 'sold',
      },
      {
        id: '-9223372036854775808',
        name: 'Min',
        categoryId: '9007199254740992',
      },
    ])
  })

  it.each([
    ['beyond int64', '9223372036854775808'],
    ['below int64', '-9223372036854775809'],
    ['a fraction', '1.5'],
    ['a string', '"7"'],
  ])('rejects an id %s as an invalid response', async (_label, id) => {
    liveServer(() => jsonText(`[{"id":${id},"name":"Max","categoryId":1}]`))
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.message).toBe(
      "The server's answer did not have the expected shape (at 0.id).",
    )
  })

  it('sends bigints in a POST body as plain JSON numbers', async () => {
    const seen = liveServer(({ body }) => {
      const created = body.replace(/^\{/, '{"id":9007199254740993,')
      return jsonText(created, 201)
    })
    const response = await apiRequest({
      limits,
      method: 'POST',
      path: '/pets',
      body: {
        name: 'Atlas',
        categoryId: 9223372036854775807n,
        status: 'available',
      },
      schema: petSchema,
      connection: live(),
    })
    expect(seen[0]?.body).toBe(
      '{"name":"Atlas","categoryId":9223372036854775807,"status":"available"}',
    )
    expect(response.status).toBe(201)
    expect(response.data).toEqual({
      id: '9007199254740993',
      name: 'Atlas',
      categoryId: '9223372036854775807',
      status: 'available',
    })
  })

  it('creates an animal on the mock API with an exact int64 category', async () => {
    const response = await apiRequest({
      limits,
      method: 'POST',
      path: '/pets',
      body: { name: 'Nova', categoryId: 9223372036854775807n },
      schema: petSchema,
    })
    expect(response.status).toBe(201)
    expect(response.data).toEqual({
      id: '1001',
      name: 'Nova',
      categoryId: '9223372036854775807',
    })
    expect(testApi.db.find('1001')?.categoryId).toBe('9223372036854775807')
  })

  it('returns the status and headers with the data', async () => {
    liveServer(() => jsonText('[]', 200, { 'X-Request-Id': 'abc' }))
    const response = await listLivePets()
    expect(response.data).toEqual([])
    expect(response.headers.get('X-Request-Id')).toBe('abc')
  })
})

describe('errors', () => {
  it('blanks out the key when a server echoes it in an error', async () => {
    liveServer(() =>
      jsonText(
        JSON.stringify({
          code: 'unauthorized',
          message: `Invalid API key ${LIVE_KEY}.`,
          status: 401,
        }),
        401,
      ),
    )
    const error = await apiFailure(listLivePets())
    expect(error.serverMessage).toBe('Invalid API key ••••.')
    expect(error.message).not.toContain(LIVE_KEY)
    expect(String(error)).not.toContain(LIVE_KEY)
  })

  describe('a server that echoes the key in another form', () => {
    const KEY = 'sk/live_4242'

    /** GET /pets on a live connection whose key has a slash, answered with `body` and `status`. */
    function echoed(body: string, status = 401) {
      liveServer(() => jsonText(body, status))
      return apiFailure(listPets({ connection: live({ apiKey: KEY }) }))
    }

    /** Every character written as a JSON \u escape. */
    function unicodeEscaped(text: string): string {
      return text.replace(
        /[\s\S]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
    }

    it('blanks it out once JSON escapes are decoded (\\/ for /)', async () => {
      const error = await echoed(
        '{"code":"bad_key","message":"Key sk\\/live_4242 refused.","status":401}',
      )
      expect(error.serverMessage).toBe('Key •••• refused.')
      expect(error.message).toBe('Key •••• refused.')
    })

    it('blanks it out of the message and the code when every character is a \\u escape', async () => {
      const escaped = unicodeEscaped(KEY)
      const error = await echoed(
        `{"code":"${escaped}","message":"Key ${escaped} refused.","status":400}`,
        400,
      )
      expect(error.serverMessage).toBe('Key •••• refused.')
      expect(error.code).toBe('••••')
      expect(String(error)).not.toContain(KEY)
    })

    it('blanks it out when it is percent-encoded, in any case', async () => {
      const error = await echoed(
        '{"code":"bad_key","message":"Refused /v1/pets?key=sk%2flive%5F4242.","status":403}',
        403,
      )
      expect(error.serverMessage).toBe('Refused /v1/pets?key=••••.')
    })

    it('blanks out what follows BEARER, in any case', async () => {
      const error = await echoed(
        `{"code":"bad_key","message":"Header was BEARER ${KEY.toUpperCase()}.","status":401}`,
      )
      expect(error.serverMessage).toBe('Header was BEARER ••••.')
    })

    it('blanks a bearer token that is not this key, and keeps words after the prefix', async () => {
      const token = await echoed(
        '{"code":"bad_key","message":"Header was bearer eyJhbGciOi.x_y.","status":401}',
      )
      expect(token.serverMessage).toBe('Header was bearer ••••.')
      const words = await echoed(
        '{"code":"bad_key","message":"Bearer token required.","status":401}',
      )
      expect(words.serverMessage).toBe('Bearer token required.')
    })

    it('blanks it out of the data of a successful answer', async () => {
      liveServer(() =>
        jsonText(
          `[{"id":1,"name":"sk\\/live_4242","categoryId":3,"status":"available","createdAt":"2030-01-15T12:00:00Z"}]`,
        ),
      )
      const { data } = await listPets({ connection: live({ apiKey: KEY }) })
      expect(data[0]?.name).toBe('••••')
    })
  })

  it('never follows a redirect: the key is not sent to another address', async () => {
    const seen = liveServer(({ url }) =>
      url.includes('/elsewhere/')
        ? jsonText('[]')
        : new HttpResponse(null, {
            status: 307,
            headers: { Location: `${LIVE_BASE}/elsewhere/pets` },
          }),
    )
    const error = await apiFailure(postNova({ connection: live() }))
    expect(sentInit().redirect).toBe('manual')
    expect(error.kind).toBe('redirect')
    expect(error.message).toBe(
      'The API answered with a redirect; the key is not sent to another address.',
    )
    expect(seen.map(({ url }) => new URL(url).pathname)).toEqual(['/v1/pets'])
  })

  it("says a browser's opaque redirect is a redirect", async () => {
    // What a browser gives for a redirect it did not follow: status 0, no body.
    const opaque = new Response(null)
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' })
    Object.defineProperty(opaque, 'status', { value: 0 })
    fetchSpy.mockResolvedValue(opaque)
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('redirect')
    expect(error.status).toBeNull()
  })

  it('says a sub-second timeout in milliseconds', async () => {
    liveServer(async () => {
      await delay('infinite')
      return jsonText('[]')
    })
    const error = await apiFailure(listLivePets({ timeoutMs: 50 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The server did not answer within 50 ms.')
  })

  it('maps a 401 with an Error body', async () => {
    testApi.faults.add({ kind: 'unauthorized' })
    const error = await apiFailure(listPets())
    expect(error).toBeInstanceOf(ApiError)
    expect(error.name).toBe('ApiError')
    expect(error.kind).toBe('http')
    expect(error.status).toBe(401)
    expect(error.code).toBe('unauthorized')
    expect(error.serverMessage).toBe('Invalid API key.')
    expect(error.message).toBe('Invalid API key.')
    expect(error.isUnauthorized).toBe(true)
  })

  it('maps a 400 with an Error body', async () => {
    const error = await apiFailure(listPets({ query: { limit: 500 } }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(400)
    expect(error.code).toBe('invalid_limit')
    expect(error.serverMessage).toBe(
      'limit must be a whole number from 1 to 100.',
    )
    expect(error.message).toBe(error.serverMessage)
    expect(error.isUnauthorized).toBe(false)
  })

  it('maps a 500 with an Error body', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const error = await apiFailure(listPets())
    expect(error.kind).toBe('http')
    expect(error.status).toBe(500)
    expect(error.code).toBe('internal_error')
    expect(error.serverMessage).toBe('Internal server error.')
    expect(error.isUnauthorized).toBe(false)
  })

  it('trims the server message and falls back to the status when it is blank', async () => {
    liveServer(() =>
      jsonText('{"code":"busy","message":"   ","status":503}', 503),
    )
    const error = await apiFailure(listLivePets())
    expect(error.code).toBe('busy')
    expect(error.serverMessage).toBe('')
    expect(error.message).toBe('The server is unavailable right now (503)')
  })

  it('explains a 502 proxy web page without crashing', async () => {
    testApi.faults.add({ kind: 'bad-gateway-html' })
    const error = await apiFailure(listPets())
    expect(error.kind).toBe('http')
    expect(error.status).toBe(502)
    expect(error.code).toBeNull()
    expect(error.serverMessage).toBeNull()
    expect(error.message).toBe(
      'A gateway between you and the server failed (502) (answered with a web page instead of an API error, so a proxy or gateway may be involved).',
    )
    expect(error.message).not.toContain('<')
  })

  it('explains an error status with an empty body', async () => {
    liveServer(() => new HttpResponse(null, { status: 503 }))
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('http')
    expect(error.status).toBe(503)
    expect(error.code).toBeNull()
    expect(error.message).toBe(
      'The server is unavailable right now (503) (answered with no details).',
    )
  })

  it.each([
    ['malformed JSON', '{"code": "internal_err'],
    ['JSON that is not an Error', '{"error":"nope"}'],
    ['an Error without a status', '{"code":"x","message":"y"}'],
  ])('explains an error status with %s', async (_label, text) => {
    liveServer(() => jsonText(text, 500))
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('http')
    expect(error.status).toBe(500)
    expect(error.code).toBeNull()
    expect(error.serverMessage).toBeNull()
    expect(error.message).toBe(
      'The server had an internal error (answered with a body that is not an API error).',
    )
  })

  it('describes a status it has no words for by its number', async () => {
    liveServer(() => new HttpResponse(null, { status: 418 }))
    const error = await apiFailure(listLivePets())
    expect(error.message).toBe(
      'The server answered with HTTP 418 (answered with no details).',
    )
  })

  it('marks a 401 without an Error body as unauthorized too', async () => {
    liveServer(() => new HttpResponse(null, { status: 401 }))
    const error = await apiFailure(listLivePets())
    expect(error.isUnauthorized).toBe(true)
    expect(error.message).toBe(
      'The API key was refused (answered with no details).',
    )
  })

  it('rejects malformed JSON on a 200 as an invalid response', async () => {
    testApi.faults.add({ kind: 'malformed-json' })
    const error = await apiFailure(listPets())
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.message).toBe(
      'The server sent a response that is not valid JSON.',
    )
  })

  it('rejects an empty 200 as an invalid response', async () => {
    liveServer(() => new HttpResponse('  ', { status: 200 }))
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toBe('The server sent an empty response.')
  })

  it('rejects a 200 of the wrong shape as an invalid response', async () => {
    testApi.faults.add({ kind: 'wrong-shape' })
    const error = await apiFailure(listPets())
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.message).toBe(
      "The server's answer did not have the expected shape.",
    )
    expect(error.cause).toBeInstanceOf(z.core.$ZodError)
  })

  it('says where a nested answer went wrong', async () => {
    liveServer(() =>
      jsonText('[{"id":1,"name":"Max","categoryId":1},{"id":2}]'),
    )
    const error = await apiFailure(listLivePets())
    expect(error.message).toBe(
      "The server's answer did not have the expected shape (at 1.name).",
    )
  })

  it.each([
    [
      'served as text/html',
      () =>
        new HttpResponse('<!doctype html><title>App</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    ],
    [
      'mislabelled as JSON',
      () => jsonText('\n  <html><body>Welcome</body></html>'),
    ],
  ])('rejects a 200 web page %s', async (_label, respond) => {
    liveServer(respond)
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.message).toBe(
      'The server sent a web page instead of data. Check that the API base URL points at the API.',
    )
  })

  it('reports a network failure', async () => {
    liveServer(() => HttpResponse.error())
    const error = await apiFailure(listLivePets())
    expect(error.kind).toBe('network')
    expect(error.status).toBeNull()
    expect(error.message).toBe(
      'Could not reach the server at api.test. Check your connection; if the server is up, it may be blocking this app (CORS).',
    )
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('reports a timeout when the server does not answer in time', async () => {
    liveServer(never)
    const error = await apiFailure(listLivePets({ timeoutMs: 30 }))
    expect(error.kind).toBe('timeout')
    expect(error.status).toBeNull()
  })

  it('reports a timeout for a slow answer, not the late data', async () => {
    const seen = liveServer(async () => {
      await delay(500)
      return jsonText('[]')
    })
    const error = await apiFailure(listLivePets({ timeoutMs: 30 }))
    expect(error.kind).toBe('timeout')
    expect(seen).toHaveLength(1)
  })

  it('times out after the configured time by default', async () => {
    useFakeClock()
    liveServer(never)
    const { state, done } = track(listLivePets())
    await vi.advanceTimersByTimeAsync(config.requestTimeoutMs - 1)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(state.error).toMatchObject({
      kind: 'timeout',
      message: `The server did not answer within ${Math.round(config.requestTimeoutMs / 1000)} seconds.`,
    })
  })

  it('says a timeout of one second in the singular', async () => {
    useFakeClock()
    liveServer(never)
    const { state, done } = track(listLivePets({ timeoutMs: 1000 }))
    await vi.advanceTimersByTimeAsync(1000)
    await done
    expect(state.error).toMatchObject({
      kind: 'timeout',
      message: 'The server did not answer within 1 second.',
    })
  })

  it('counts a body that stalls as a timeout too', async () => {
    fetchSpy.mockImplementation((_input, init) => {
      const signal = init?.signal
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"id":1,'))
          signal?.addEventListener('abort', () => {
            controller.error(signal.reason)
          })
        },
      })
      return Promise.resolve(
        new Response(body, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    })
    const error = await apiFailure(listLivePets({ timeoutMs: 30 }))
    expect(error.kind).toBe('timeout')
  })

  it('reports an abort by the caller as aborted', async () => {
    liveServer(never)
    const controller = new AbortController()
    const { state, done } = track(listLivePets({ signal: controller.signal }))
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    expect(state.settled).toBe(false)
    controller.abort()
    await done
    expect(state.error).toBeInstanceOf(ApiError)
    expect(state.error).toMatchObject({
      kind: 'aborted',
      message: 'The request was cancelled.',
    })
  })

  it('sends nothing when the signal is already aborted', async () => {
    liveServer(() => jsonText('[]'))
    const controller = new AbortController()
    controller.abort()
    const error = await apiFailure(listLivePets({ signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('refuses to send without a key for a live connection', async () => {
    const seen = liveServer(() => jsonText('[]'))
    const error = await apiFailure(
      listPets({ connection: live({ apiKey: '' }) }),
    )
    expect(error.kind).toBe('config')
    expect(error.code).toBe('missing_key')
    expect(error.isUnauthorized).toBe(true)
    expect(error.message).toBe(
      'No API key is saved for api.test. Enter it in Settings.',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(seen).toHaveLength(0)
  })

  it('refuses to send without a usable base URL', async () => {
    const error = await apiFailure(
      listPets({ connection: live({ customBaseUrl: 'not a url' }) }),
    )
    expect(error.kind).toBe('config')
    expect(error.code).toBe('missing_base_url')
    expect(error.isUnauthorized).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  describe('never puts the key in an error', () => {
    const key = 'sk-live-SECRET-9876'
    const connection = () => live({ apiKey: key })

    it.each<[string, () => Response | Promise<Response>, number?]>([
      [
        '401 Error body',
        () =>
          jsonText(
            '{"code":"unauthorized","message":"Invalid API key.","status":401}',
            401,
          ),
      ],
      ['403 without a body', () => new HttpResponse(null, { status: 403 })],
      [
        '500 Error body',
        () =>
          jsonText(
            '{"code":"internal_error","message":"Boom.","status":500}',
            500,
          ),
      ],
      [
        '502 web page',
        () =>
          new HttpResponse('<html>Bad Gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ],
      ['429', () => jsonText('{}', 429, { 'Retry-After': '1' })],
      ['malformed 200', () => jsonText('{"id": 1, "na')],
      ['wrong shape', () => jsonText('{"items":[]}')],
      ['200 web page', () => new HttpResponse('<html></html>')],
      ['network failure', () => HttpResponse.error()],
      ['timeout', never, 20],
    ])('on %s', async (_label, respond, timeoutMs) => {
      liveServer(respond)
      const error = await apiFailure(
        listPets({ connection: connection(), timeoutMs, retryOn429: false }),
      )
      expect(error.message).not.toContain(key)
      expect(String(error)).not.toContain(key)
      expect(error.stack ?? '').not.toContain(key)
      expect(error.serverMessage ?? '').not.toContain(key)
    })
  })
})

/** The headers the shared snapshot holds after the answers so far. */
function recorded() {
  return limits.headers.seen.get()
}

describe('rate-limit headers', () => {
  it('records limit, remaining and reset (seconds, as ms)', async () => {
    saveConnection(tabs.connection, liveSettings())
    liveServer(() =>
      jsonText('[]', 200, {
        'X-RateLimit-Limit': '100',
        'X-RateLimit-Remaining': '42',
        'X-RateLimit-Reset': '1767225600',
      }),
    )
    await listPets()
    expect(recorded()).toEqual({
      limit: 100,
      remaining: 42,
      resetAt: 1_767_225_600_000,
      seenAt: expect.any(Number) as number,
    })
  })

  it('follows the mock server as requests use up the window', async () => {
    await listPets()
    expect(recorded()).toMatchObject({ limit: 60, remaining: 59 })
    await apiRequest({ limits, path: '/pets/1', schema: petSchema })
    const seen = recorded()
    expect(seen).toMatchObject({ limit: 60, remaining: 58 })
    expect((seen?.resetAt ?? 0) % 1000).toBe(0)
    expect(seen?.resetAt).toBeGreaterThan(Date.now())
    expect(seen?.resetAt).toBeLessThanOrEqual(Date.now() + 61_000)
  })

  it('records them from error answers too', async () => {
    saveConnection(tabs.connection, liveSettings())
    liveServer(() =>
      jsonText('{"code":"x","message":"Boom.","status":500}', 500, {
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '3',
      }),
    )
    await apiFailure(listPets())
    expect(recorded()).toEqual({
      limit: 60,
      remaining: 3,
      resetAt: null,
      seenAt: expect.any(Number) as number,
    })
  })

  it('leaves them unknown when an answer has none, without failing it', async () => {
    saveConnection(tabs.connection, liveSettings())
    liveServer(() => jsonText('[]'))
    const response = await listPets()
    expect(response.data).toEqual([])
    expect(recorded()).toBeNull()
  })

  it('keeps the last known values when a later answer has none', async () => {
    saveConnection(tabs.connection, liveSettings())
    let withHeaders = true
    liveServer(() =>
      withHeaders
        ? jsonText('[]', 200, {
            'X-RateLimit-Limit': '60',
            'X-RateLimit-Remaining': '9',
          })
        : jsonText('[]'),
    )
    await listPets()
    withHeaders = false
    await listPets()
    expect(recorded()).toEqual({
      limit: 60,
      remaining: 9,
      resetAt: null,
      seenAt: expect.any(Number) as number,
    })
  })

  it('leaves them alone for a request to another server (Test connection)', async () => {
    await listPets()
    const saved = recorded()
    expect(saved).toMatchObject({ limit: 60, remaining: 59 })
    liveServer(() =>
      jsonText('[]', 200, {
        'X-RateLimit-Limit': '300',
        'X-RateLimit-Remaining': '299',
      }),
    )
    const response = await listLivePets({
      query: { limit: 1 },
      retryOn429: false,
    })
    // The caller still gets them, to show what that server said.
    expect(response.headers.get('X-RateLimit-Limit')).toBe('300')
    expect(recorded()).toBe(saved)
  })

  it('forgets them when another connection is saved', async () => {
    // As the app does at startup.
    onTestFinished(limits.headers.followConnection())
    await listPets()
    expect(recorded()).not.toBeNull()
    saveConnection(tabs.connection, liveSettings())
    expect(recorded()).toBeNull()
  })

  it('ignores an answer that arrives after another connection was saved', async () => {
    let answer: (response: Response) => void = () => undefined
    liveServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    saveConnection(tabs.connection, liveSettings())
    const request = track(listPets())
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    saveConnection(
      tabs.connection,
      liveSettings({ customBaseUrl: 'http://other.test/v1' }),
    )
    answer(
      jsonText('[]', 200, {
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '1',
      }),
    )
    await request.done
    expect(request.state.value?.status).toBe(200)
    expect(recorded()).toBeNull()
  })
})

describe('429 and the wait', () => {
  beforeEach(useFakeClock)

  const RATE_LIMITED_BODY =
    '{"code":"rate_limited","message":"Slow down.","status":429}'

  /** Answers the first `times` GET /pets on the demo API with a 429 carrying `retryAfter`. */
  function demo429(retryAfter: string | null, times = 1) {
    let left = times
    server.use(
      http.get(`${TEST_BASE_URL}/pets`, () => {
        if (left <= 0) return undefined
        left -= 1
        return jsonText(
          RATE_LIMITED_BODY,
          429,
          retryAfter === null ? {} : { 'Retry-After': retryAfter },
        )
      }),
    )
  }

  /** The demo server answers the next request with a 429 saying to wait `seconds`. */
  function demoRateLimit(
    seconds: number,
    retryAfter: 'seconds' | 'http-date' | 'none' = 'seconds',
  ) {
    testApi.faults.add({ kind: 'rate-limit', retryAfter, seconds })
  }

  /** A 429's wait as the wait store keeps it. */
  function wait429(until: number, startedAt = T0) {
    return { until, startedAt, reason: '429', beyond: null }
  }

  /** A first 429's wait as the record every tab shares keeps it. */
  function stored429Wait(until: number) {
    return { v: 2, ...wait429(until), strikes: 1 }
  }

  /**
   * Expects nothing more sent than `sent` requests until `wait` has passed, to
   * the millisecond, and then one more, after which `done` settles.
   */
  async function expectWaitedFor(
    wait: number,
    sent: number,
    done: Promise<void>,
  ) {
    await vi.advanceTimersByTimeAsync(wait - 1)
    expect(fetchSpy).toHaveBeenCalledTimes(sent)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(fetchSpy).toHaveBeenCalledTimes(sent + 1)
  }

  it('waits out Retry-After seconds, sending nothing meanwhile, then succeeds', async () => {
    demoRateLimit(5)
    const first = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(limits.currentWait.get()).toMatchObject(wait429(T0 + 5_000))
    expect(storedWait()).toEqual(stored429Wait(T0 + 5_000))
    // The 429's own headers were recorded.
    expect(recorded()?.remaining).toBe(0)

    // Unrelated requests started meanwhile wait as well.
    const other = track(
      apiRequest({ limits, path: '/pets/1', schema: petSchema }),
    )
    const post = track(postNova())
    await vi.advanceTimersByTimeAsync(4_999)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(first.state.settled).toBe(false)
    expect(other.state.settled).toBe(false)
    expect(post.state.settled).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    await Promise.all([first.done, other.done, post.done])
    expect(fetchSpy).toHaveBeenCalledTimes(4)
    expect(first.state.error).toBeUndefined()
    expect(first.state.value?.data).toHaveLength(20)
    expect(other.state.value?.data.id).toBe('1')
    expect(post.state.value?.status).toBe(201)
    expect(limits.currentWait.get()).toBeNull()
    expect(storedWait()).toBeNull()
  })

  it('waits out a Retry-After HTTP-date', async () => {
    demoRateLimit(30, 'http-date')
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.currentWait.get()?.until).toBe(T0 + 30_000)
    await expectWaitedFor(30_000, 1, request.done)
    expect(request.state.value?.status).toBe(200)
  })

  it('without Retry-After backs off with jitter within the bounds', async () => {
    demoRateLimit(0, 'none')
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    const wait = (limits.currentWait.get()?.until ?? 0) - T0
    expect(wait).toBeGreaterThanOrEqual(backoffDelay(1, () => 0))
    expect(wait).toBeLessThanOrEqual(backoffDelay(1, () => 1))
    await expectWaitedFor(wait, 1, request.done)
    expect(request.state.error).toBeUndefined()
  })

  it('without Retry-After grows the backoff per consecutive 429', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    demo429(null, 2)
    const first = backoffDelay(1, () => 0.5)
    const second = backoffDelay(2, () => 0.5)
    expect([first, second]).toEqual([6_250, 12_500])
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.currentWait.get()?.until).toBe(T0 + first)
    await vi.advanceTimersByTimeAsync(first)
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(limits.currentWait.get()).toMatchObject(
      wait429(T0 + first + second, T0 + first),
    )
    await expectWaitedFor(second, 2, request.done)
    expect(request.state.value?.status).toBe(200)
  })

  it.each([
    ['seconds', '21600'],
    ['an HTTP-date', 'Tue, 15 Jan 2030 18:00:00 GMT'],
  ])(
    'honours a 6-hour Retry-After in %s in full: nothing is sent for 6 hours, then the request goes by itself',
    async (_l, value) => {
      demo429(value)
      const request = track(listPets())
      await vi.advanceTimersByTimeAsync(0)
      // Started after the 429, in this tab: it waits too.
      const post = track(postNova())
      const sixHours = 6 * 3_600_000
      expect(limits.currentWait.get()?.until).toBe(T0 + sixHours)
      expect(storedWait()).toEqual(stored429Wait(T0 + sixHours))
      // Every 10 minutes for 6 hours, nothing goes out.
      for (let waited = 0; waited < sixHours - 600_000; waited += 600_000) {
        await vi.advanceTimersByTimeAsync(600_000)
        expect(fetchSpy).toHaveBeenCalledTimes(1)
      }
      await vi.advanceTimersByTimeAsync(600_000 - 1)
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await Promise.all([request.done, post.done])
      expect(fetchSpy).toHaveBeenCalledTimes(3)
      expect(request.state.error).toBeUndefined()
      expect(post.state.value?.status).toBe(201)
    },
  )

  it('does not wait out a Retry-After beyond a day by itself: fails at once, and sends nothing, even after the day, until the person’s Retry', async () => {
    demo429(String(3 * 86_400))
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    await request.done
    // No time to retry at by itself: only the person's Retry; the message has the date.
    expect(request.state.error).toMatchObject({
      kind: 'rate-limited',
      retryAt: null,
    })
    expect((request.state.error as Error).message).toContain(
      new Date(T0 + 3 * 86_400_000).toLocaleString(),
    )
    expect(limits.currentWait.get()).toMatchObject({
      ...wait429(T0 + MAX_WAIT_MS),
      beyond: T0 + 3 * 86_400_000,
    })
    // A Retry during the day fails the same way, sending nothing.
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1)
    const early = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    await early.done
    expect(early.state.error).toMatchObject({ kind: 'rate-limited' })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    // A Retry during the day releases nothing.
    await releaseCurrentWait(tabs)
    expect(limits.currentWait.get()?.beyond).toBe(T0 + 3 * 86_400_000)
    // After the day, and days later, a request nobody asked for again (a
    // refetch, an import's next row) still sends nothing.
    for (const later of [1, 2 * 86_400_000]) {
      await vi.advanceTimersByTimeAsync(later)
      const automatic = track(listPets())
      await vi.advanceTimersByTimeAsync(0)
      await automatic.done
      expect(automatic.state.error).toMatchObject({ kind: 'rate-limited' })
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      expect(limits.currentWait.get()?.beyond).toBe(T0 + 3 * 86_400_000)
    }
    // The person's Retry (the banner's button) releases it in every tab; then requests go.
    await releaseCurrentWait(tabs)
    expect(limits.currentWait.get()).toBeNull()
    expect(storedWait()).toMatchObject({
      beyond: null,
      released: T0 + 3 * 86_400_000,
    })
    const retry = track(listPets())
    await retry.done
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(retry.state.value?.status).toBe(200)
    expect(storedWait()).toBeNull()
  })

  it('after Retry now on a wait beyond a day, one press sends once: a second press, or a 429 without a readable wait, sends nothing more', async () => {
    demo429(String(3 * 86_400))
    const first = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    await first.done
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS + 1)
    await releaseCurrentWait(tabs)
    // The server is still limiting, and its 429s no longer say how long.
    demo429(null, 10)
    const press = track(listPets())
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await press.done
    expect(press.state.error).toMatchObject({
      kind: 'rate-limited',
      retryAt: null,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    // Beyond a day again, to the end the server asked for before.
    expect(limits.currentWait.get()?.beyond).toBe(T0 + 3 * 86_400_000)
    const second = track(listPets())
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await second.done
    expect(second.state.error).toMatchObject({ kind: 'rate-limited' })
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    // A Retry now during the new day releases nothing.
    await releaseCurrentWait(tabs)
    const early = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    await early.done
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('after Retry now, an answer that is not a 429 ends the wait for good', async () => {
    demo429(String(3 * 86_400))
    const first = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    await first.done
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS + 1)
    await releaseCurrentWait(tabs)
    const press = track(listPets())
    await press.done
    expect(press.state.value?.status).toBe(200)
    expect(storedWait()).toBeNull()
    demo429(null)
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const later = track(listPets())
    await vi.advanceTimersByTimeAsync(5_000)
    await later.done
    // A later 429 without a readable wait backs off and retries as usual.
    expect(later.state.value?.status).toBe(200)
    expect(fetchSpy).toHaveBeenCalledTimes(4)
  })

  it(`gives up with a rate-limited error after ${MAX_ATTEMPTS_ON_429} 429s in a row`, async () => {
    expect(MAX_ATTEMPTS_ON_429).toBe(4)
    testApi.faults.add(
      { kind: 'rate-limit', retryAfter: 'seconds', seconds: 2 },
      Infinity,
    )
    const request = track(listPets())
    for (let sent = 1; sent < MAX_ATTEMPTS_ON_429; sent += 1) {
      await vi.advanceTimersByTimeAsync(0)
      expect(fetchSpy).toHaveBeenCalledTimes(sent)
      expect(request.state.settled).toBe(false)
      await vi.advanceTimersByTimeAsync(2_000)
    }
    await request.done
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_ATTEMPTS_ON_429)
    const retryAt = T0 + MAX_ATTEMPTS_ON_429 * 2_000
    expect(request.state.error).toBeInstanceOf(ApiError)
    expect(request.state.error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAt,
      message:
        'The server is still limiting requests after several waits. Try again in a little while.',
    })
    // The wait keeps running after giving up.
    expect(limits.currentWait.get()?.until).toBe(retryAt)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_ATTEMPTS_ON_429)
  })

  it('retries a POST that got a 429 (it was not processed)', async () => {
    demoRateLimit(3)
    const request = track(postNova())
    await expectWaitedFor(3_000, 1, request.done)
    expect(sentInit(1).method).toBe('POST')
    expect(sentInit(1).body).toBe('{"name":"Nova","categoryId":3}')
    expect(request.state.value?.status).toBe(201)
    expect(testApi.db.count()).toBe(SEED_SIZE + 1)
  })

  it.each([
    ['a 500', () => testApi.faults.add({ kind: 'server-error' }), 'http'],
    [
      'a network error',
      () =>
        server.use(
          http.post(`${TEST_BASE_URL}/pets`, () => HttpResponse.error()),
        ),
      'network',
    ],
    [
      'a timeout',
      () => server.use(http.post(`${TEST_BASE_URL}/pets`, never)),
      'timeout',
    ],
  ])('does not retry a POST that failed with %s', async (_l, arrange, kind) => {
    arrange()
    const request = track(postNova({ timeoutMs: 1_000 }))
    await vi.advanceTimersByTimeAsync(1_000)
    await request.done
    expect(request.state.error).toMatchObject({ kind })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(limits.currentWait.get()).toBeNull()
  })

  it('does not retry a GET that failed with a 500 either', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(120_000)
    await request.done
    expect(request.state.error).toMatchObject({ kind: 'http', status: 500 })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('with retryOn429: false reports at once but still starts the wait', async () => {
    demoRateLimit(7)
    const request = track(listPets({ retryOn429: false }))
    await vi.advanceTimersByTimeAsync(0)
    await request.done
    expect(request.state.error).toBeInstanceOf(ApiError)
    expect(request.state.error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAt: T0 + 7_000,
      message:
        'The server is limiting requests right now (429 Too Many Requests).',
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(limits.currentWait.get()).toMatchObject(wait429(T0 + 7_000))
    expect(storedWait()).toEqual(stored429Wait(T0 + 7_000))

    const next = track(listPets())
    await expectWaitedFor(7_000, 1, next.done)
    expect(next.state.value?.status).toBe(200)
  })

  it('makes only requests to the server that answered 429 wait', async () => {
    demoRateLimit(4)
    const seen = liveServer(() => jsonText('[]'))
    const demo = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    expect(limits.currentWait.get()?.until).toBe(T0 + 4_000)
    // Demo mode's mock limiting the app says nothing about the live API.
    const other = track(listLivePets())
    await vi.advanceTimersByTimeAsync(0)
    await other.done
    expect(seen).toHaveLength(1)
    expect(other.state.value?.status).toBe(200)
    expect(limits.waits.waitFor(LIVE_TARGET)).toBeNull()
    expect(demo.state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(4_000)
    await demo.done
    expect(demo.state.value?.status).toBe(200)
  })

  it('a 429 to a connection under test starts a wait for that server, not the saved one', async () => {
    let limited = true
    const seen = liveServer(() =>
      limited
        ? jsonText(RATE_LIMITED_BODY, 429, { 'Retry-After': '9' })
        : jsonText('[]'),
    )
    const test = track(
      listPets({
        query: { limit: 1 },
        connection: live({ customBaseUrl: `${LIVE_BASE}/` }),
        retryOn429: false,
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    await test.done
    expect(test.state.error).toMatchObject({ kind: 'rate-limited' })
    expect(limits.waits.waitFor(LIVE_TARGET)).toMatchObject(wait429(T0 + 9_000))
    // The saved (demo) connection neither shows nor waits for it.
    expect(limits.currentWait.get()).toBeNull()
    const demo = await listPets()
    expect(demo.status).toBe(200)

    // Saving that server now shows its wait, and requests to it keep to it.
    limited = false
    saveConnection(tabs.connection, liveSettings())
    expect(limits.currentWait.get()).toMatchObject(wait429(T0 + 9_000))
    const next = track(listPets())
    await vi.advanceTimersByTimeAsync(8_999)
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await next.done
    expect(seen).toHaveLength(2)
    expect(next.state.value?.status).toBe(200)
  })

  it('gives up waiting when aborted during the wait, sending nothing more', async () => {
    demoRateLimit(30)
    const controller = new AbortController()
    const request = track(listPets({ signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(request.state.settled).toBe(false)
    controller.abort()
    await request.done
    expect(request.state.error).toBeInstanceOf(ApiError)
    expect(request.state.error).toMatchObject({ kind: 'aborted' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('starts the backoff over after a successful answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    demo429(null, 1)
    await Promise.all([
      track(listPets()).done,
      vi.advanceTimersByTimeAsync(5_000),
    ])
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    const start = Date.now()
    demo429(null, 1)
    const request = track(listPets())
    await vi.advanceTimersByTimeAsync(0)
    // backoffDelay(1) again, not backoffDelay(2).
    expect(limits.currentWait.get()?.until).toBe(start + 5_000)
    await vi.advanceTimersByTimeAsync(5_000)
    await request.done
    expect(request.state.error).toBeUndefined()
  })
})
