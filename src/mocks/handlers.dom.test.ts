import { afterEach, describe, expect, it, vi } from 'vitest'
import { responseProblems } from '../test/contract'
import { parseJson } from '../lib/http/json'
import { createDb } from './db'
import { createMockApi, DEPRECATION, SUNSET } from './handlers'
import { server, TEST_BASE_URL, testApi } from './node'
import { BIG_ID, HTML_NAME, SEED_SIZE, seedPets } from './seed'

const KEY = 'sk_test_unit'

interface CallOptions {
  method?: 'GET' | 'POST'
  /** Raw request body text, sent as JSON. */
  body?: string
  /** The Authorization header; a bearer key by default, none with `null`. */
  authorization?: string | null
  base?: string
}

interface Reply {
  response: Response
  text: string
  /** The body parsed losslessly; undefined when it is not JSON. */
  json: unknown
}

async function call(path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const authorization =
    options.authorization === undefined
      ? `Bearer ${KEY}`
      : options.authorization
  if (authorization !== null) headers.Authorization = authorization
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${options.base ?? TEST_BASE_URL}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
  })
  const text = await response.text()
  let json: unknown
  try {
    json = await parseJson(text)
  } catch {
    json = undefined
  }
  return { response, text, json }
}

function post(body: string, options: CallOptions = {}) {
  return call('/pets', { ...options, method: 'POST', body })
}

/** Asserts an Error body with all three fields, matching the HTTP status. */
function expectErrorBody(reply: Reply, status: number) {
  expect(reply.response.status).toBe(status)
  expect(reply.response.headers.get('Content-Type')).toMatch(
    /application\/json/,
  )
  expect(reply.json).toEqual({
    code: expect.any(String) as unknown,
    message: expect.any(String) as unknown,
    status,
  })
  const body = reply.json as { code: string; message: string; status: number }
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status'])
  expect(body.code).not.toBe('')
  expect(body.message).not.toBe('')
  return body
}

function expectRateHeaders(response: Response) {
  const limit = response.headers.get('X-RateLimit-Limit')
  const remaining = response.headers.get('X-RateLimit-Remaining')
  const reset = response.headers.get('X-RateLimit-Reset')
  expect(limit).toMatch(/^\d+$/)
  expect(remaining).toMatch(/^\d+$/)
  expect(reset).toMatch(/^\d+$/)
  // Unix timestamp in seconds, within the one-minute window.
  const nowSeconds = Date.now() / 1000
  expect(Number(reset)).toBeGreaterThanOrEqual(Math.floor(nowSeconds))
  expect(Number(reset)).toBeLessThanOrEqual(Math.ceil(nowSeconds) + 61)
  expect(Number(remaining)).toBeLessThanOrEqual(Number(limit))
}

interface WirePet {
  id: string
  name: string
  categoryId: string
  status?: string
}

/**
 * The animal in a reply, ids as exact strings. Its shape is the contract's
 * business (contract.dom.test.ts), not the client's schemas': a client schema that
 * misread the interface must not be able to vouch for the mock.
 */
function toPet(raw: unknown): WirePet {
  const pet = raw as Record<string, unknown>
  expect(typeof pet.id === 'bigint' || Number.isSafeInteger(pet.id)).toBe(true)
  return {
    ...(pet as unknown as WirePet),
    id: String(pet.id),
    categoryId: String(pet.categoryId),
  }
}

function petOf(reply: Reply): WirePet {
  expect(reply.json).toBeTypeOf('object')
  return toPet(reply.json)
}

function petsOf(reply: Reply): WirePet[] {
  expect(Array.isArray(reply.json)).toBe(true)
  return (reply.json as unknown[]).map(toPet)
}

function ids(reply: Reply): string[] {
  return petsOf(reply).map((pet) => pet.id)
}

afterEach(() => {
  // The shared setup clears the limiter's windows but not a changed limit.
  testApi.limiter.setLimit(60)
})

describe('authentication', () => {
  it('answers 401 with an Error body when no Authorization header is sent', async () => {
    const reply = await call('/pets', { authorization: null })
    const body = expectErrorBody(reply, 401)
    expect(body.code).toBe('unauthorized')
    expect(body.message).toMatch(/Bearer/)
    expectRateHeaders(reply.response)
  })

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer token', 'Bearer '],
    ['a blank bearer token', 'Bearer    '],
    ['no token at all', 'Bearer'],
  ])('answers 401 for %s', async (_, authorization) => {
    expectErrorBody(await call('/pets', { authorization }), 401)
  })

  it('requires the key on every operation', async () => {
    const before = testApi.db.count()
    expectErrorBody(
      await post('{"name":"Pip","categoryId":1}', { authorization: null }),
      401,
    )
    expect(testApi.db.count()).toBe(before)
    expectErrorBody(await call('/pets/1', { authorization: null }), 401)
  })

  it('answers 401 "Invalid API key" for a key the API does not accept', async () => {
    const base = 'http://localhost:3000/strict-api/v1'
    const strict = createMockApi({
      baseUrl: base,
      db: createDb(),
      acceptsKey: (key) => key === 'good-key',
    })
    server.use(...strict.handlers)

    const rejected = await call('/pets', {
      base,
      authorization: 'Bearer bad-key',
    })
    expect(expectErrorBody(rejected, 401).message).toBe('Invalid API key.')

    const accepted = await call('/pets', {
      base,
      authorization: 'Bearer good-key',
    })
    expect(accepted.response.status).toBe(200)
  })
})

describe('GET /pets', () => {
  it('returns 20 animals by default, as JSON', async () => {
    const reply = await call('/pets')
    expect(reply.response.status).toBe(200)
    expect(reply.response.headers.get('Content-Type')).toMatch(
      /application\/json/,
    )
    expect(ids(reply)).toHaveLength(20)
  })

  it.each([1, 7, 50, 100])('honours limit=%i', async (limit) => {
    const reply = await call(`/pets?limit=${limit}`)
    expect(reply.response.status).toBe(200)
    expect(ids(reply)).toHaveLength(limit)
  })

  it('returns fewer than the limit when there are fewer animals', async () => {
    testApi.db.reset({ empty: true })
    const reply = await call('/pets?limit=100')
    expect(reply.response.status).toBe(200)
    expect(reply.json).toEqual([])
  })

  it.each(['0', '101', 'abc', '2.5', '-1', '', '1e2'])(
    'answers 400 for limit=%s',
    async (limit) => {
      const reply = await call(`/pets?limit=${limit}`)
      const body = expectErrorBody(reply, 400)
      expect(body.code).toBe('invalid_limit')
      expect(body.message).toMatch(/limit/)
      expectRateHeaders(reply.response)
    },
  )

  it.each(['available', 'pending', 'sold'] as const)(
    'filters by status=%s',
    async (status) => {
      const reply = await call(`/pets?status=${status}&limit=100`)
      expect(reply.response.status).toBe(200)
      const pets = petsOf(reply)
      expect(pets.length).toBeGreaterThan(0)
      expect(pets.every((pet) => pet.status === status)).toBe(true)
      const expected = seedPets().filter((pet) => pet.status === status)
      expect(pets).toHaveLength(Math.min(100, expected.length))
    },
  )

  it('combines status and limit', async () => {
    const reply = await call('/pets?status=sold&limit=3')
    const pets = petsOf(reply)
    expect(pets).toHaveLength(3)
    expect(pets.every((pet) => pet.status === 'sold')).toBe(true)
  })

  it.each(['adopted', 'AVAILABLE', ''])(
    'answers 400 for status=%s',
    async (status) => {
      const reply = await call(`/pets?status=${status}`)
      const body = expectErrorBody(reply, 400)
      expect(body.code).toBe('invalid_status')
      expect(body.message).toMatch(/status/)
    },
  )

  it('lists the newest animals first', async () => {
    const reply = await call('/pets')
    const newestFirst = seedPets()
      .reverse()
      .slice(0, 20)
      .map((pet) => pet.id)
    expect(ids(reply)).toEqual(newestFirst)
  })

  it('sends ids beyond 2^53 as exact JSON numbers and names verbatim', async () => {
    const reply = await call('/pets?limit=50')
    expect(reply.text).toContain(`"id":${BIG_ID}`)
    const pets = petsOf(reply)
    expect(pets.map((pet) => pet.id)).toContain(BIG_ID)
    expect(pets.map((pet) => pet.name)).toContain(HTML_NAME)
    // Only ids beyond 2^53 come out of the lossless parser as bigints.
    expect(reply.json).toContainEqual(
      expect.objectContaining({ id: BigInt(BIG_ID) }),
    )
  })

  it('leaves status out of animals that have none', async () => {
    const reply = await call('/pets?limit=100')
    const raw = reply.json as Record<string, unknown>[]
    const withoutStatus = raw.filter((pet) => !('status' in pet))
    const expected = seedPets()
      .reverse()
      .slice(0, 100)
      .filter((pet) => pet.status === undefined)
    expect(expected.length).toBeGreaterThan(0)
    expect(withoutStatus).toHaveLength(expected.length)
  })
})

describe('rate-limit headers', () => {
  it('come on every kind of answer', async () => {
    const replies = [
      await call('/pets'),
      await post('{"name":"Pip","categoryId":1}'),
      await post('{}'),
      await call('/pets', { authorization: null }),
      await call('/pets/424242'),
      await call('/pets/1'),
    ]
    testApi.faults.add({ kind: 'server-error' })
    replies.push(await call('/pets'))
    testApi.faults.add({ kind: 'malformed-json' })
    replies.push(await call('/pets'))

    expect(replies.map((reply) => reply.response.status)).toEqual([
      200, 201, 400, 401, 404, 200, 500, 200,
    ])
    for (const reply of replies) expectRateHeaders(reply.response)
  })

  it('count down the remaining requests for a key', async () => {
    const first = await call('/pets')
    const second = await call('/pets')
    expect(first.response.headers.get('X-RateLimit-Limit')).toBe('60')
    expect(first.response.headers.get('X-RateLimit-Remaining')).toBe('59')
    expect(second.response.headers.get('X-RateLimit-Remaining')).toBe('58')
    expect(second.response.headers.get('X-RateLimit-Reset')).toBe(
      first.response.headers.get('X-RateLimit-Reset'),
    )
  })
})

describe('POST /pets', () => {
  it('answers 201 with the created animal, a new id and the trimmed name', async () => {
    const reply = await post('{"name":"  Pip  ","categoryId":4}')
    expect(reply.response.status).toBe(201)
    expect(reply.response.headers.get('Content-Type')).toMatch(
      /application\/json/,
    )
    const pet = petOf(reply)
    expect(pet).toEqual({ id: '1001', name: 'Pip', categoryId: '4' })
    const seedIds = new Set(seedPets().map((seeded) => seeded.id))
    expect(seedIds.has(pet.id)).toBe(false)

    const next = petOf(await post('{"name":"Bo","categoryId":4}'))
    expect(BigInt(next.id)).toBeGreaterThan(BigInt(pet.id))
  })

  it('leaves status out when it was not sent', async () => {
    const reply = await post('{"name":"Pip","categoryId":4}')
    expect(reply.json).not.toHaveProperty('status')
  })

  it.each(['available', 'pending', 'sold'] as const)(
    'keeps status %s when sent',
    async (status) => {
      const reply = await post(
        `{"name":"Pip","categoryId":4,"status":"${status}"}`,
      )
      expect(reply.response.status).toBe(201)
      expect(petOf(reply).status).toBe(status)
    },
  )

  it.each(['9007199254740993', '9223372036854775807', '-9223372036854775808'])(
    'keeps categoryId %s exact',
    async (categoryId) => {
      const reply = await post(`{"name":"Pip","categoryId":${categoryId}}`)
      expect(reply.response.status).toBe(201)
      expect(reply.text).toContain(`"categoryId":${categoryId}`)
      expect(petOf(reply).categoryId).toBe(categoryId)
    },
  )

  it('assigns its own id, ignoring one sent by the client', async () => {
    const reply = await post('{"id":7,"name":"Pip","categoryId":4}')
    expect(reply.response.status).toBe(201)
    expect(petOf(reply).id).toBe('1001')
  })

  it.each([
    ['name is missing', '{"categoryId":1}', /name/],
    ['name is blank', '{"name":"   ","categoryId":1}', /name/],
    ['name is empty', '{"name":"","categoryId":1}', /name/],
    ['name is not a string', '{"name":42,"categoryId":1}', /name/],
    ['categoryId is missing', '{"name":"Pip"}', /categoryId/],
    ['categoryId is a string', '{"name":"Pip","categoryId":"5"}', /categoryId/],
    [
      'categoryId is not an integer',
      '{"name":"Pip","categoryId":2.5}',
      /categoryId/,
    ],
    [
      'categoryId is beyond int64',
      '{"name":"Pip","categoryId":9223372036854775808}',
      /categoryId/,
    ],
    [
      'categoryId is below int64',
      '{"name":"Pip","categoryId":-9223372036854775809}',
      /categoryId/,
    ],
    ['categoryId is null', '{"name":"Pip","categoryId":null}', /categoryId/],
    [
      'status is unknown',
      '{"name":"Pip","categoryId":1,"status":"adopted"}',
      /status/,
    ],
    ['the body is not JSON', '{"name":"Pip",', /JSON/],
    ['the body is empty', '', /JSON/],
    ['the body is an array', '[]', /name and categoryId/],
    ['the body is null', 'null', /name and categoryId/],
    ['the body is a number', '42', /name and categoryId/],
  ])('answers 400 when %s', async (_, body, message) => {
    const before = testApi.db.count()
    const reply = await post(body)
    const error = expectErrorBody(reply, 400)
    expect(error.code).toMatch(/^invalid_/)
    expect(error.message).toMatch(message)
    expect(testApi.db.count()).toBe(before)
    expectRateHeaders(reply.response)
  })

  it('says "required" for a missing field and something else for a wrong one', async () => {
    const missing = expectErrorBody(await post('{"name":"Pip"}'), 400)
    expect(missing.message).toBe('categoryId is required.')
    const wrong = expectErrorBody(
      await post('{"name":"Pip","categoryId":"x"}'),
      400,
    )
    expect(wrong.message).not.toMatch(/required/)
    expect(expectErrorBody(await post('{"name":"{"}'), 400).code).toBe(
      'invalid_body',
    )
    expect(expectErrorBody(await post('{"name":'), 400).code).toBe(
      'invalid_json',
    )
  })

  it('puts the created animal first in GET /pets and behind GET /pets/{id}', async () => {
    const created = petOf(
      await post('{"name":"Newest","categoryId":2,"status":"pending"}'),
    )
    const list = petsOf(await call('/pets'))
    expect(list[0]).toEqual(created)
    expect(list).toHaveLength(20)

    const pending = petsOf(await call('/pets?status=pending'))
    expect(pending[0]).toEqual(created)

    const one = await call(`/pets/${created.id}`)
    expect(one.response.status).toBe(200)
    expect(petOf(one)).toEqual(created)
  })
})

describe('GET /pets/{petId}', () => {
  it('returns the animal with id 9007199254740993 exactly', async () => {
    const reply = await call(`/pets/${BIG_ID}`)
    expect(reply.response.status).toBe(200)
    expect(reply.text).toContain(`"id":${BIG_ID}`)
    expect(reply.json).toMatchObject({ id: BigInt(BIG_ID) })
    expect(petOf(reply)).toEqual({
      id: BIG_ID,
      name: 'Atlas',
      categoryId: '2',
      status: 'available',
    })
  })

  it('does not confuse 9007199254740992 with 9007199254740993', async () => {
    expectErrorBody(await call('/pets/9007199254740992'), 404)
  })

  it('marks the operation deprecated with a sunset on 5 December 2030', async () => {
    const reply = await call('/pets/1')
    expect(reply.response.status).toBe(200)
    expect(reply.response.headers.get('Sunset')).toBe(SUNSET)
    expect(reply.response.headers.get('Deprecation')).toBe(DEPRECATION)
    expect(Date.parse(SUNSET)).toBe(Date.UTC(2030, 11, 5))
    // RFC 9745: `@` and epoch seconds, before the sunset.
    expect(DEPRECATION).toMatch(/^@\d+$/)
    expect(Number(DEPRECATION.slice(1)) * 1000).toBeLessThan(Date.parse(SUNSET))
    expectRateHeaders(reply.response)
  })

  it.each([
    ['an unknown id', '424242'],
    ['a non-numeric id', 'abc'],
    ['an id beyond int64', '9223372036854775808'],
  ])('answers 404 with an Error body for %s', async (_, id) => {
    const reply = await call(`/pets/${id}`)
    const body = expectErrorBody(reply, 404)
    expect(body.code).toBe('not_found')
    expect(body.message).toContain(id)
    expect(reply.response.headers.get('Deprecation')).toBe(DEPRECATION)
    expect(reply.response.headers.get('Sunset')).toBe(SUNSET)
    expect(new Date(reply.response.headers.get('Sunset') ?? '')).toEqual(
      new Date(Date.UTC(2030, 11, 5)),
    )
    expectRateHeaders(reply.response)
  })

  it('returns the HTML-named animal as plain data', async () => {
    const reply = await call(`/pets/${String(SEED_SIZE - 1)}`)
    expect(petOf(reply).name).toBe(HTML_NAME)
  })
})

describe('rate limiting', () => {
  it('answers the request after the limit with 429, Retry-After and an Error body', async () => {
    testApi.limiter.setLimit(3)
    const allowed = [
      await call('/pets'),
      await call('/pets'),
      await call('/pets'),
    ]
    expect(allowed.map((reply) => reply.response.status)).toEqual([
      200, 200, 200,
    ])
    expect(
      allowed.map((reply) =>
        reply.response.headers.get('X-RateLimit-Remaining'),
      ),
    ).toEqual(['2', '1', '0'])

    const limited = await call('/pets')
    const body = expectErrorBody(limited, 429)
    expect(body.code).toBe('rate_limited')
    const retryAfter = limited.response.headers.get('Retry-After')
    expect(retryAfter).toMatch(/^\d+$/)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
    expect(limited.response.headers.get('X-RateLimit-Limit')).toBe('3')
    expect(limited.response.headers.get('X-RateLimit-Remaining')).toBe('0')
    expectRateHeaders(limited.response)
  })

  it('counts every operation, and does not create while limited', async () => {
    testApi.limiter.setLimit(2)
    await call('/pets')
    await call('/pets/1')
    const before = testApi.db.count()
    expectErrorBody(await post('{"name":"Pip","categoryId":1}'), 429)
    expect(testApi.db.count()).toBe(before)
  })

  it('keeps a separate window per key', async () => {
    testApi.limiter.setLimit(1)
    expect((await call('/pets')).response.status).toBe(200)
    expect((await call('/pets')).response.status).toBe(429)
    const other = await call('/pets', { authorization: 'Bearer other-key' })
    expect(other.response.status).toBe(200)
  })
})

describe('faults', () => {
  it('rate-limit with Retry-After in seconds', async () => {
    testApi.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 7,
    })
    const reply = await call('/pets')
    expectErrorBody(reply, 429)
    expect(reply.response.headers.get('Retry-After')).toBe('7')
    expect(reply.response.headers.get('X-RateLimit-Remaining')).toBe('0')
    expectRateHeaders(reply.response)
  })

  it('rate-limit with Retry-After as an HTTP-date', async () => {
    testApi.faults.add({
      kind: 'rate-limit',
      retryAfter: 'http-date',
      seconds: 120,
    })
    const before = Date.now()
    const reply = await call('/pets')
    expectErrorBody(reply, 429)
    const retryAfter = reply.response.headers.get('Retry-After') ?? ''
    expect(retryAfter).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    const wait = Date.parse(retryAfter) - before
    expect(wait).toBeGreaterThan(118_000)
    expect(wait).toBeLessThanOrEqual(121_000)
  })

  it('rate-limit without Retry-After', async () => {
    testApi.faults.add({ kind: 'rate-limit', retryAfter: 'none', seconds: 5 })
    const reply = await call('/pets')
    expectErrorBody(reply, 429)
    expect(reply.response.headers.has('Retry-After')).toBe(false)
  })

  it('echo-key answers 400 with the key escaped, encoded or shouted, never as sent', async () => {
    const forms = {
      'json-unicode': '\\u0073\\u006B\\u005F',
      'json-slash': 'sk_test_unit',
      percent: '%73%6B%5F%74',
      'bearer-upper': 'BEARER SK_TEST_UNIT',
    } as const
    for (const [encoding, form] of Object.entries(forms)) {
      testApi.faults.add({
        kind: 'echo-key',
        encoding: encoding as keyof typeof forms,
      })
      const reply = await call('/pets')
      const body = expectErrorBody(reply, 400)
      expect(reply.text).toContain(form)
      if (encoding !== 'json-slash') expect(reply.text).not.toContain(KEY)
      expect(body.message).toMatch(/^The key .+ may not do this\.$/)
    }
  })

  it('redirect answers 307 to its location', async () => {
    testApi.faults.add({
      kind: 'redirect',
      location: 'http://elsewhere.test/v1/pets',
    })
    const response = await fetch(`${TEST_BASE_URL}/pets`, {
      headers: { Authorization: `Bearer ${KEY}` },
      redirect: 'manual',
    })
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(
      'http://elsewhere.test/v1/pets',
    )
  })

  it('server-error answers 500 with an Error body', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const body = expectErrorBody(await call('/pets'), 500)
    expect(body.code).toBe('internal_error')
  })

  it('bad-gateway-html answers 502 with a web page', async () => {
    testApi.faults.add({ kind: 'bad-gateway-html' })
    const reply = await call('/pets')
    expect(reply.response.status).toBe(502)
    expect(reply.response.headers.get('Content-Type')).toMatch(/text\/html/)
    expect(reply.text).toMatch(/^<!DOCTYPE html>/)
    expect(reply.text).toContain('502 Bad Gateway')
    expect(reply.json).toBeUndefined()
  })

  it('malformed-json answers 200 with a body that does not parse', async () => {
    testApi.faults.add({ kind: 'malformed-json' })
    const reply = await call('/pets')
    expect(reply.response.status).toBe(200)
    expect(reply.response.headers.get('Content-Type')).toMatch(
      /application\/json/,
    )
    await expect(parseJson(reply.text)).rejects.toThrow()
    expect(() => JSON.parse(reply.text) as unknown).toThrow(SyntaxError)
  })

  it('wrong-shape answers 200 with JSON that is not Pets', async () => {
    testApi.faults.add({ kind: 'wrong-shape' })
    const reply = await call('/pets')
    expect(reply.response.status).toBe(200)
    expect(reply.json).toBeTypeOf('object')
    expect(
      responseProblems(
        { method: 'GET', path: '/pets' },
        {
          status: 200,
          headers: reply.response.headers,
          body: reply.text,
        },
      ),
    ).toContain('body must be array')
  })

  it('unauthorized answers 401 even with a key', async () => {
    testApi.faults.add({ kind: 'unauthorized' })
    const body = expectErrorBody(await call('/pets'), 401)
    expect(body.message).toBe('Invalid API key.')
  })

  it('slow delays the answer, which is otherwise normal', async () => {
    testApi.faults.add({ kind: 'slow', seconds: 0.3 })
    const started = performance.now()
    const reply = await call('/pets')
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(280)
    expect(reply.response.status).toBe(200)
    expect(ids(reply)).toHaveLength(20)
    expect(testApi.faults.list()).toEqual([])
  })

  it('slow combines with another fault', async () => {
    testApi.faults.add({ kind: 'slow', seconds: 0.2 })
    testApi.faults.add({ kind: 'server-error' })
    const started = performance.now()
    const reply = await call('/pets')
    expect(performance.now() - started).toBeGreaterThanOrEqual(180)
    expectErrorBody(reply, 500)
  })

  it('a slow request that outlives a reset writes nothing into the new data and gets no answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      testApi.faults.add({ kind: 'slow', seconds: 30 })
      const outcome = post('{"name":"Late","categoryId":2}').then(
        () => 'answered',
        () => 'no answer',
      )
      // Taken: the request is at the server, waiting out its 30 s.
      await vi.waitFor(() => expect(testApi.faults.list()).toEqual([]))
      testApi.db.reset()
      const afterReset = testApi.db.count()
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await outcome).toBe('no answer')
      expect(testApi.db.count()).toBe(afterReset)
      expect(
        testApi.db.list({ limit: 100 }).some((pet) => pet.name === 'Late'),
      ).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('applies to POST too, creating nothing', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const before = testApi.db.count()
    expectErrorBody(await post('{"name":"Pip","categoryId":1}'), 500)
    expect(testApi.db.count()).toBe(before)
  })

  it('cut-after-store: the animal is stored, then the answer is a network error', async () => {
    const before = testApi.db.count()
    testApi.faults.add({ kind: 'cut-after-store' })
    await expect(post('{"name":"Cut","categoryId":2}')).rejects.toThrow(
      TypeError,
    )
    expect(testApi.db.count()).toBe(before + 1)
    expect(testApi.db.list({ limit: 1 })[0]?.name).toBe('Cut')
    // Used up: the next request is answered.
    expect((await post('{"name":"Next","categoryId":2}')).response.status).toBe(
      201,
    )
  })

  it('cut-before-store: nothing is stored, and the answer is a network error', async () => {
    const before = testApi.db.count()
    testApi.faults.add({ kind: 'cut-before-store' })
    await expect(post('{"name":"Lost","categoryId":2}')).rejects.toThrow(
      TypeError,
    )
    expect(testApi.db.count()).toBe(before)
    expect((await post('{"name":"Next","categoryId":2}')).response.status).toBe(
      201,
    )
  })

  it('is used up after one request by default', async () => {
    testApi.faults.add({ kind: 'server-error' })
    expect((await call('/pets')).response.status).toBe(500)
    expect((await call('/pets')).response.status).toBe(200)
  })

  it('is used up after `times` requests', async () => {
    testApi.faults.add({ kind: 'bad-gateway-html' }, 3)
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call('/pets')).response.status)
    expect(statuses).toEqual([502, 502, 502, 200])
    expect(testApi.faults.list()).toEqual([])
  })

  it('counts each fault separately', async () => {
    testApi.faults.add({ kind: 'slow', seconds: 0 }, 2)
    testApi.faults.add({ kind: 'unauthorized' }, 1)
    expect((await call('/pets')).response.status).toBe(401)
    expect(testApi.faults.list()).toEqual([{ kind: 'slow', seconds: 0 }])
    expect((await call('/pets')).response.status).toBe(200)
    expect(testApi.faults.list()).toEqual([])
  })

  it('replaces a fault of the same kind and can be removed', async () => {
    testApi.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 1,
    })
    testApi.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 9,
    })
    expect(testApi.faults.list()).toHaveLength(1)
    const reply = await call('/pets')
    expect(reply.response.headers.get('Retry-After')).toBe('9')

    testApi.faults.add({ kind: 'server-error' }, Infinity)
    testApi.faults.remove('server-error')
    expect((await call('/pets')).response.status).toBe(200)
  })
})
