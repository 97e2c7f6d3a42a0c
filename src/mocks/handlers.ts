import { delay, http, HttpResponse } from 'msw'
import { parseJson, stringifyJson } from '../lib/http/json'
import type { Db } from './db'
import { createFaults, type Fault, type Faults } from './faults'
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitVerdict,
} from './rate-limiter'
import { int64Text, readListQuery, readNewPet } from './rules'
import type { StoredPet } from './seed'

// The interface, implemented exactly, for demo mode, unit tests and the local
// mock server alike.

export interface MockApiOptions {
  /** Base URL or MSW path pattern the API lives under, e.g. `http://localhost/demo-api/v1` or `* /v1`. */
  baseUrl: string
  db: Db
  limiter: RateLimiter
  faults: Faults
  /** Which bearer keys are accepted. Demo accepts any non-empty key. */
  acceptsKey?: (key: string) => boolean
  /** Where requests cut by a `cut-after-store` fault are noted, with that fault. */
  cuts?: WeakMap<Request, Fault>
}

/** `GET /pets/{petId}` is deprecated; removal on 5 December 2030. */
export const SUNSET = 'Thu, 05 Dec 2030 00:00:00 GMT'
// RFC 9745 structured date: when the operation became deprecated.
export const DEPRECATION = '@1767225600'

export function rateHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(verdict.limit),
    'X-RateLimit-Remaining': String(verdict.remaining),
    'X-RateLimit-Reset': String(verdict.reset),
  }
}

function json(body: unknown, status: number, headers: Record<string, string>) {
  return new HttpResponse(stringifyJson(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  })
}

function error(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string>,
) {
  return json({ code, message, status }, status, headers)
}

/** Ids are exact strings in the store and JSON numbers on the wire. */
function toWire(pet: StoredPet) {
  return { ...pet, id: BigInt(pet.id), categoryId: BigInt(pet.categoryId) }
}

const BAD_GATEWAY_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>'

/** The key as a hostile server might echo it: escaped, encoded or shouted, never as sent. */
function echoedKey(key: string, encoding: EchoEncoding): string {
  const hex = (code: number, width: number) =>
    code.toString(16).toUpperCase().padStart(width, '0')
  switch (encoding) {
    case 'json-unicode':
      return key.replace(
        /[\s\S]/g,
        (char) => `\\u${hex(char.charCodeAt(0), 4)}`,
      )
    case 'json-slash':
      return JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/')
    case 'percent':
      return [...new TextEncoder().encode(key)]
        .map((byte) => `%${hex(byte, 2)}`)
        .join('')
    case 'bearer-upper':
      return `BEARER ${key.toUpperCase()}`
  }
}
type EchoEncoding = Extract<Fault, { kind: 'echo-key' }>['encoding']

function faultResponse(
  fault: Exclude<
    Fault,
    { kind: 'slow' | 'cut-after-store' | 'cut-before-store' }
  >,
  headers: Record<string, string>,
  key: string,
) {
  switch (fault.kind) {
    case 'echo-key': {
      // Written by hand: JSON.stringify would not escape the key this way.
      const echoed = echoedKey(key, fault.encoding)
      return new HttpResponse(
        `{"code":"${echoed}","message":"The key ${echoed} may not do this.","status":400}`,
        {
          status: 400,
          headers: { ...headers, 'Content-Type': 'application/json' },
        },
      )
    }
    case 'redirect':
      return new HttpResponse(null, {
        status: 307,
        headers: { ...headers, Location: fault.location },
      })
    case 'rate-limit': {
      const retryAfter =
        fault.raw ??
        (fault.retryAfter === 'seconds'
          ? String(fault.seconds)
          : fault.retryAfter === 'http-date'
            ? new Date(Date.now() + fault.seconds * 1000).toUTCString()
            : null)
      return error(429, 'rate_limited', 'Rate limit exceeded. Retry later.', {
        ...headers,
        // Consistent with the wait the fault stands for: none left until then.
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(
          Math.ceil((Date.now() + fault.seconds * 1000) / 1000),
        ),
        ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
      })
    }
    case 'server-error':
      return error(500, 'internal_error', 'Internal server error.', headers)
    case 'bad-gateway-html':
      return new HttpResponse(BAD_GATEWAY_PAGE, {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      })
    case 'malformed-json':
      return new HttpResponse('{"id": 1, "name": "Bisc', {
        status: 200,
        headers: { ...headers, 'Content-Type': 'application/json' },
      })
    case 'wrong-shape':
      return json(
        { items: [], note: 'not what the interface describes' },
        200,
        headers,
      )
    case 'unauthorized':
      return error(401, 'unauthorized', 'Invalid API key.', headers)
    case 'bad-request':
      return error(
        400,
        'bad_request',
        'The request contains invalid values.',
        headers,
      )
    case 'not-found':
      return error(
        404,
        'not_found',
        'The requested resource could not be found.',
        headers,
      )
  }
}

/** Steps every operation shares: rate limit, injected faults, bearer auth. */
function createGate(
  options: MockApiOptions,
  cutRequests: WeakMap<Request, Fault>,
) {
  const { db, limiter, faults } = options
  const acceptsKey = options.acceptsKey ?? ((key: string) => key.length > 0)
  return async function gate(
    request: Request,
  ): Promise<{ headers: Record<string, string>; stop?: Response }> {
    const key =
      /^Bearer\s+(.+)$/i
        .exec(request.headers.get('Authorization') ?? '')?.[1]
        ?.trim() ?? ''
    const verdict = limiter.hit(key || 'anonymous')
    const headers = rateHeaders(verdict)
    const resets = db.resets()

    const url = new URL(request.url)
    const target = {
      method: request.method,
      // The API path after the base URL (`/pets`), whatever the base.
      path: url.pathname.replace(/^.*?\/v1(?=\/)/, ''),
      query: url.searchParams,
    }
    for (const fault of faults.take(target)) {
      if (fault.kind === 'slow') {
        await delay(fault.seconds * 1000)
        // Reset while this request waited: it belongs to the data before,
        // and must not write into the new (a test's fresh server, a demo
        // just reset). No answer, as if the connection had dropped.
        if (db.resets() !== resets)
          return { headers, stop: HttpResponse.error() }
      } else if (fault.kind === 'cut-after-store') {
        cutRequests.set(request, fault)
      } else if (fault.kind === 'cut-before-store') {
        // Noted too, so the mock server cuts it mid-answer (never silently,
        // which a browser would answer by sending it again).
        cutRequests.set(request, fault)
        return { headers, stop: HttpResponse.error() }
      } else {
        return { headers, stop: faultResponse(fault, headers, key) }
      }
    }
    if (!verdict.allowed) {
      return {
        headers,
        stop: error(429, 'rate_limited', 'Rate limit exceeded. Retry later.', {
          ...headers,
          'Retry-After': String(verdict.retryAfter),
        }),
      }
    }
    if (!key || !acceptsKey(key)) {
      return {
        headers,
        stop: error(
          401,
          'unauthorized',
          key
            ? 'Invalid API key.'
            : 'Missing API key. Send it as "Authorization: Bearer <key>".',
          headers,
        ),
      }
    }
    return { headers }
  }
}

function createHandlers(options: MockApiOptions) {
  const { baseUrl, db } = options
  const base = baseUrl.replace(/\/+$/, '')

  // Kept per request, for the mock server to cut the way the fault says
  // (silently or mid-answer).
  const cutRequests = options.cuts ?? new WeakMap<Request, Fault>()
  const answer = (request: Request, response: Response) =>
    cutRequests.has(request) ? HttpResponse.error() : response

  const gate = createGate(options, cutRequests)

  return [
    http.get(`${base}/pets`, async ({ request }) => {
      const { headers, stop } = await gate(request)
      if (stop) return stop
      const query = readListQuery(new URL(request.url).searchParams)
      if (!query.ok) return error(400, query.code, query.message, headers)
      const pets = db.list(query.value)
      return answer(request, json(pets.map(toWire), 200, headers))
    }),

    http.post(`${base}/pets`, async ({ request }) => {
      const { headers, stop } = await gate(request)
      if (stop) return stop
      let body: unknown
      try {
        body = await parseJson(await request.text())
      } catch {
        return error(
          400,
          'invalid_json',
          'The request body is not valid JSON.',
          headers,
        )
      }
      const pet = readNewPet(body)
      if (!pet.ok) return error(400, pet.code, pet.message, headers)
      const created = db.create(pet.value)
      return answer(request, json(toWire(created), 201, headers))
    }),

    http.get(`${base}/pets/:petId`, async ({ request, params }) => {
      const { headers, stop } = await gate(request)
      if (stop) return stop
      const deprecation = { Deprecation: DEPRECATION, Sunset: SUNSET }
      const id = int64Text(String(params.petId))
      const pet = id === null ? undefined : db.find(id)
      if (!pet) {
        return error(
          404,
          'not_found',
          `No animal with ID ${String(params.petId)}.`,
          { ...headers, ...deprecation },
        )
      }
      return answer(
        request,
        json(toWire(pet), 200, { ...headers, ...deprecation }),
      )
    }),
  ]
}

/** A complete mock API: handlers plus the state behind them, for tests and tools to steer. */
export function createMockApi(
  options: Pick<MockApiOptions, 'baseUrl' | 'acceptsKey'> & {
    db: Db
    limit?: number
    /** The rate limiter's clock; the mock server can move it forward. */
    now?: () => number
  },
) {
  const limiter = createRateLimiter({ limit: options.limit, now: options.now })
  const faults = createFaults()
  const cuts = new WeakMap<Request, Fault>()
  const handlers = createHandlers({ ...options, limiter, faults, cuts })
  return {
    handlers,
    db: options.db,
    limiter,
    faults,
    /** The `cut-after-store` fault a request got, if any (the mock server cuts as it says). */
    cutOf: (request: Request) => cuts.get(request),
  }
}
export type MockApi = ReturnType<typeof createMockApi>
