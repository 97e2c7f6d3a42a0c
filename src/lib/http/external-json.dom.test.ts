import { testTabs } from '../../test/test-tabs'
import { delay, http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest'
import { setTransportFor } from './api-client'
import { fetchExternalJson } from './external-json'
import { ApiError } from './api-error'
import { targetOf } from '../connection/identity'
import { server, TEST_BASE_URL } from '../../mocks/node'
import { saveLiveConnection } from '../../test/connection'

/** Each test's own rate-limit state (decision 032). */
let limits = testTabs().limits
beforeEach(() => {
  limits = testTabs().limits
})

// fetchExternalJson is the API client's door to services that are not the
// API (DNS-over-HTTPS resolvers): same errors and parsing, none of the key,
// cookies, pacing or waits.

const URL_BASE = 'https://resolver.test/dns-query'
const schema = z.object({ Status: z.number() })

interface Seen {
  url: URL
  headers: Headers
}

function resolver(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = []
  server.use(
    http.get(URL_BASE, ({ request }) => {
      seen.push({ url: new URL(request.url), headers: request.headers })
      return respond()
    }),
  )
  return seen
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('Expected the request to fail')
}

afterEach(() => setTransportFor(() => undefined))

describe('fetchExternalJson', () => {
  it('GETs with the query and Accept given, parsed by the schema', async () => {
    const seen = resolver(() =>
      HttpResponse.json(
        { Status: 3, Extra: true },
        { headers: { 'Content-Type': 'application/dns-json' } },
      ),
    )
    const response = await fetchExternalJson({
      url: URL_BASE,
      query: { name: 'shop.example.com', type: 'CNAME', skipped: undefined },
      schema,
      accept: 'application/dns-json',
    })
    expect(response.data).toEqual({ Status: 3 })
    expect(response.status).toBe(200)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url.searchParams.get('name')).toBe('shop.example.com')
    expect(seen[0]?.url.searchParams.get('type')).toBe('CNAME')
    expect(seen[0]?.url.searchParams.has('skipped')).toBe(false)
    expect(seen[0]?.headers.get('Accept')).toBe('application/dns-json')
  })

  it('never sends the API key or cookies', async () => {
    saveLiveConnection('https://api.example.com/v1', 'sk_live_secret')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const seen = resolver(() => HttpResponse.json({ Status: 0 }))
    await fetchExternalJson({ url: URL_BASE, schema })
    expect(seen[0]?.headers.get('Authorization')).toBeNull()
    expect(seen[0]?.headers.get('Accept')).toBe('application/json')
    const init = fetchSpy.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('omit')
    expect(JSON.stringify(init?.headers)).not.toContain('sk_live_secret')
  })

  it('neither waits for a 429 wait nor counts against the plan', async () => {
    await limits.waits.startWait(targetOf(TEST_BASE_URL, 'k'), '120')
    const before = limits.day.usage().sentHere
    resolver(() => HttpResponse.json({ Status: 0 }))
    const response = await fetchExternalJson({ url: URL_BASE, schema })
    expect(response.data.Status).toBe(0)
    expect(limits.day.usage().sentHere).toBe(before)
  })

  it('never uses the API’s transport (demo mode’s mock API)', async () => {
    const chooser = vi.fn(() => () => new Promise<Response>(() => undefined))
    setTransportFor(chooser)
    resolver(() => HttpResponse.json({ Status: 0 }))
    const response = await fetchExternalJson({ url: URL_BASE, schema })
    expect(response.data.Status).toBe(0)
    expect(chooser).not.toHaveBeenCalled()
  })

  it('asks a transport of the caller’s instead of the network, with the same rules', async () => {
    const seen = resolver(() => HttpResponse.json({ Status: 0 }))
    const transport = vi.fn((url: string, init: RequestInit) => {
      expect(init.credentials).toBe('omit')
      expect(init.signal).toBeInstanceOf(AbortSignal)
      return Promise.resolve(
        Response.json({ Status: 3 }, { headers: { 'X-Url': url } }),
      )
    })
    const response = await fetchExternalJson({
      url: URL_BASE,
      query: { name: 'a.example' },
      schema,
      transport,
    })
    expect(response.data).toEqual({ Status: 3 })
    expect(transport).toHaveBeenCalledWith(
      `${URL_BASE}?name=a.example`,
      expect.objectContaining({ method: 'GET' }),
    )
    expect(seen).toHaveLength(0)
    transport.mockImplementation(() =>
      Promise.resolve(new Response('nope', { status: 404 })),
    )
    const error = await failure(
      fetchExternalJson({ url: URL_BASE, schema, transport }),
    )
    expect(error).toMatchObject({ kind: 'http', status: 404 })
  })

  it('maps a network failure to network', async () => {
    resolver(() => HttpResponse.error())
    const error = await failure(fetchExternalJson({ url: URL_BASE, schema }))
    expect(error.kind).toBe('network')
    expect(error.message).toMatch(/^Could not reach resolver\.test\./)
  })

  it('maps a slow answer to timeout', async () => {
    resolver(async () => {
      await delay(500)
      return HttpResponse.json({ Status: 0 })
    })
    const error = await failure(
      fetchExternalJson({ url: URL_BASE, schema, timeoutMs: 30 }),
    )
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('resolver.test did not answer within 30 ms.')
  })

  it('maps bad JSON and the wrong shape to invalid-response', async () => {
    resolver(() => new HttpResponse('{"Status":', { status: 200 }))
    expect(
      (await failure(fetchExternalJson({ url: URL_BASE, schema }))).kind,
    ).toBe('invalid-response')
    server.resetHandlers()
    resolver(() => HttpResponse.json({ Status: 'fine' }))
    expect(
      (await failure(fetchExternalJson({ url: URL_BASE, schema }))).kind,
    ).toBe('invalid-response')
    server.resetHandlers()
    resolver(
      () =>
        new HttpResponse('<html>Sign in</html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    expect(
      (await failure(fetchExternalJson({ url: URL_BASE, schema }))).kind,
    ).toBe('invalid-response')
  })

  it('maps a non-2xx answer to http with its status', async () => {
    resolver(() => new HttpResponse('Bad request', { status: 400 }))
    const error = await failure(fetchExternalJson({ url: URL_BASE, schema }))
    expect(error).toMatchObject({ kind: 'http', status: 400 })
  })

  it('maps a cancelled request to aborted', async () => {
    resolver(async () => {
      await delay(500)
      return HttpResponse.json({ Status: 0 })
    })
    const controller = new AbortController()
    const pending = failure(
      fetchExternalJson({ url: URL_BASE, schema, signal: controller.signal }),
    )
    controller.abort()
    expect((await pending).kind).toBe('aborted')
  })
})
