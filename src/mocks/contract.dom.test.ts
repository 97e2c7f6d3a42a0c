import { describe, expect, it } from 'vitest'
import {
  documentEnum,
  requestProblems,
  responseProblems,
} from '../test/contract'
import type { Fault } from './faults'
import { TEST_BASE_URL, testApi } from './node'
import { BIG_ID, SEED_SIZE } from './seed'

// Every answer the mock gives, checked against docs/openapi.yaml: status,
// headers and body. The document is written from the interface, not from the
// mock, so a mock (or a client schema) that drifts from the interface fails here.

const KEY = 'sk_test_contract'

interface Exchange {
  method?: 'GET' | 'POST'
  path: string
  body?: string
  authorization?: string | null
}

async function exchange({
  method = 'GET',
  path,
  body,
  authorization = `Bearer ${KEY}`,
}: Exchange) {
  const headers = new Headers({ Accept: 'application/json' })
  if (authorization !== null) headers.set('Authorization', authorization)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const response = await fetch(`${TEST_BASE_URL}${path}`, {
    method,
    headers,
    body,
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    problems: responseProblems(
      { method, path },
      { status: response.status, headers: response.headers, body: text },
    ),
  }
}

/** The mock answered with `status`, and the answer is as the document says. */
function expectAnswer(
  reply: { status: number; problems: string[] },
  status: number,
) {
  expect(reply.status).toBe(status)
  expect(reply.problems).toEqual([])
}

const STATUSES = documentEnum('PetStatus')
const PIP = '{"name":"Pip","categoryId":1}'

/** Each operation of the interface, with a valid body where it takes one; named for it.each. */
const OPERATIONS = (
  [
    { method: 'GET', path: '/pets' },
    { method: 'POST', path: '/pets', body: PIP },
    { method: 'GET', path: '/pets/1' },
  ] satisfies Exchange[]
).map((operation) => [operation.method, operation.path, operation] as const)

describe('the mock answers as the document says', () => {
  it('the document knows the three statuses', () => {
    expect(STATUSES).toEqual(['available', 'pending', 'sold'])
  })

  const lists: string[] = ['/pets', '/pets?limit=1', '/pets?limit=100']
  for (const status of STATUSES) {
    lists.push(`/pets?status=${status}`, `/pets?status=${status}&limit=100`)
  }
  it.each(lists)('GET %s: 200', async (path) => {
    const reply = await exchange({ path })
    expectAnswer(reply, 200)
  })

  it('GET /pets with none stored: 200 with []', async () => {
    testApi.db.reset({ empty: true })
    const reply = await exchange({ path: '/pets' })
    expect([reply.status, reply.text, reply.problems]).toEqual([200, '[]', []])
  })

  it.each([
    '{"name":"Pip","categoryId":4}',
    ...STATUSES.map(
      (status) => `{"name":"Pip","categoryId":4,"status":"${status}"}`,
    ),
    `{"name":"Pip","categoryId":${BIG_ID}}`,
    '{"name":"Pip","categoryId":9223372036854775807}',
    '{"name":"Pip","categoryId":-9223372036854775808}',
  ])('POST /pets %s: 201', async (body) => {
    const reply = await exchange({ method: 'POST', path: '/pets', body })
    expectAnswer(reply, 201)
  })

  it.each([
    '{"categoryId":1}',
    '{"name":"   ","categoryId":1}',
    '{"name":42,"categoryId":1}',
    '{"name":"Pip"}',
    '{"name":"Pip","categoryId":"5"}',
    '{"name":"Pip","categoryId":2.5}',
    '{"name":"Pip","categoryId":9223372036854775808}',
    '{"name":"Pip","categoryId":1,"status":"adopted"}',
    '{"name":"Pip",',
    '',
    '[]',
    'null',
  ])('POST /pets %s: 400 with an Error body', async (body) => {
    const reply = await exchange({ method: 'POST', path: '/pets', body })
    expectAnswer(reply, 400)
  })

  it.each(['1', BIG_ID, String(SEED_SIZE - 1)])(
    'GET /pets/%s: 200 with the deprecation headers',
    async (id) => {
      const reply = await exchange({ path: `/pets/${id}` })
      expect(reply.status).toBe(200)
      expect(reply.text).toContain(`"id":${id}`)
      expect(reply.problems).toEqual([])
    },
  )

  it.each(['424242', '9007199254740992', '-1'])(
    'GET /pets/%s: 404',
    async (id) => {
      const reply = await exchange({ path: `/pets/${id}` })
      expectAnswer(reply, 404)
    },
  )

  it.each(OPERATIONS)(
    '%s %s: 401 without a key, and with a wrong one',
    async (_method, _path, operation) => {
      for (const authorization of [null, 'Basic dXNlcjpwYXNz', 'Bearer ']) {
        expectAnswer(await exchange({ ...operation, authorization }), 401)
      }
    },
  )

  it.each(OPERATIONS)(
    '%s %s: 429 with Retry-After once the limit is spent',
    async (_method, _path, operation) => {
      testApi.limiter.setLimit(1)
      expect((await exchange(operation)).status).toBeLessThan(300)
      expectAnswer(await exchange(operation), 429)
    },
  )

  // Injected faults: those the interface describes must be described right.
  const documented: [string, Fault, Exchange][] = [
    [
      '429 with Retry-After in seconds',
      { kind: 'rate-limit', retryAfter: 'seconds', seconds: 30 },
      { path: '/pets' },
    ],
    [
      '429 with Retry-After as an HTTP-date',
      { kind: 'rate-limit', retryAfter: 'http-date', seconds: 30 },
      { path: '/pets' },
    ],
    ['401', { kind: 'unauthorized' }, { path: '/pets' }],
    [
      '400 on POST',
      { kind: 'bad-request' },
      { method: 'POST', path: '/pets', body: PIP },
    ],
    ['404 on a look-up', { kind: 'not-found' }, { path: '/pets/1' }],
  ]
  it.each(documented)('injected %s', async (_, fault, request) => {
    testApi.faults.add(fault)
    const reply = await exchange(request)
    expect(reply.status).toBeGreaterThanOrEqual(400)
    expect(reply.problems).toEqual([])
  })
})

describe('the mock’s deliberate faults are off the contract, and the check sees it', () => {
  // These exist to test the client's defences; each must fail the check, which
  // also proves the check can fail.
  it.each([
    ['a 500', { kind: 'server-error' }, /500 is not an answer/],
    ['a proxy’s HTML page', { kind: 'bad-gateway-html' }, /502/],
    ['malformed JSON', { kind: 'malformed-json' }, /not JSON/],
    ['the wrong shape', { kind: 'wrong-shape' }, /must be array/],
    [
      'a 429 without Retry-After',
      { kind: 'rate-limit', retryAfter: 'none', seconds: 1 },
      /Retry-After is missing/,
    ],
  ] satisfies [string, Fault, RegExp][])('%s', async (_, fault, problem) => {
    testApi.faults.add(fault)
    const reply = await exchange({ path: '/pets' })
    expect(reply.problems.join('\n')).toMatch(problem)
  })
})

describe('the check itself', () => {
  const ok = {
    'X-RateLimit-Limit': '60',
    'X-RateLimit-Remaining': '59',
    'X-RateLimit-Reset': '1900000000',
  }
  function answer(
    status: number,
    body: string,
    headers: Record<string, string> = ok,
  ) {
    return responseProblems(
      { method: 'GET', path: '/pets' },
      {
        status,
        headers: new Headers({
          'Content-Type': 'application/json',
          ...headers,
        }),
        body,
      },
    )
  }

  it('keeps ids beyond 2^53 exact: the int64 range is checked digit by digit', () => {
    const pet = (id: string) => `[{"id":${id},"name":"A","categoryId":1}]`
    expect(answer(200, pet('9223372036854775807'))).toEqual([])
    expect(answer(200, pet('-9223372036854775808'))).toEqual([])
    // 2^63 and 2^63 + 1 are the same JavaScript number as 2^63 - 1 is not,
    // but all three would look alike to a validator that sees numbers.
    expect(answer(200, pet('9223372036854775808'))).toEqual([
      'body/0/id is not an int64 (checked digit by digit)',
    ])
    expect(answer(200, pet('-9223372036854775809'))).toHaveLength(1)
  })

  it('rejects an integer beyond 2^53 where the document does not say int64', () => {
    const problems = answer(
      401,
      '{"code":"x","message":"y","status":9007199254740993}',
    )
    expect(problems.join()).toMatch(/beyond 2\^53/)
  })

  it('requires the rate-limit headers and checks they are integers', () => {
    expect(answer(200, '[]', {})).toEqual([
      'header X-RateLimit-Limit is missing',
      'header X-RateLimit-Remaining is missing',
      'header X-RateLimit-Reset is missing',
    ])
    expect(
      answer(200, '[]', { ...ok, 'X-RateLimit-Remaining': 'lots' }),
    ).toEqual(['header X-RateLimit-Remaining is "lots", not a number'])
  })

  it('requires all three Error fields', () => {
    expect(answer(401, '{"code":"x","message":"y"}').join()).toMatch(/status/)
  })

  it('finds what is wrong with requests', () => {
    const request = (path: string, body?: string, authorization = 'Bearer k') =>
      requestProblems({
        method: body === undefined ? 'GET' : 'POST',
        path,
        body,
        headers: new Headers({
          Authorization: authorization,
          'Content-Type': 'application/json',
        }),
      })
    expect(request('/pets?limit=0')).toEqual(['query limit must be >= 1'])
    expect(request('/pets?limit=101')).toEqual(['query limit must be <= 100'])
    expect(request('/pets?limit=9007199254740993').join()).toMatch(/<= 100/)
    expect(request('/pets?status=adopted').join()).toMatch(/allowed values/)
    expect(request('/pets?page=2')).toEqual([
      'query page is not in the document',
    ])
    expect(request('/pets', '{"name":"A"}').join()).toMatch(/categoryId/)
    expect(request('/pets', '{"name":"A","categoryId":"1"}').join()).toMatch(
      /integer/,
    )
    expect(request('/pets/abc').join()).toMatch(/not a number/)
    expect(request('/pets/9223372036854775808').join()).toMatch(/int64/)
    expect(request('/pets/9223372036854775807')).toEqual([])
    expect(request('/pets', undefined, 'Basic x').join()).toMatch(/Bearer/)
    expect(request('/orders').join()).toMatch(/not in the document/)
  })
})
