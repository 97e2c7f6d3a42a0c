// A real HTTP server around the same MSW handlers demo mode uses, so live mode
// can be tried and tested over the network: CORS, headers hidden from
// browsers, timing. Run with `npm run mock-server`.
//
//   API:    http://127.0.0.1:4010/v1 (also /staging/v1)
//   Keys:   MOCK_API_KEYS (comma-separated), default "sk_test_adoption_desk"
//   Admin:  POST /__admin/reset   {limit?, empty?, nextId?}   fresh data, counters, faults
//           POST /__admin/faults  {fault, times?}    inject trouble (see src/mocks/faults.ts)
//           GET  /__admin/requests                   API requests received, with times
//                                                    (status 0: the connection was cut)
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { getResponse } from 'msw'
import { createDb } from '../src/mocks/db.ts'
import type { Fault } from '../src/mocks/faults.ts'
import { createMockApi } from '../src/mocks/handlers.ts'

const port = Number(process.env.PORT ?? 4010)
const host = process.env.HOST ?? '127.0.0.1'
const keys = new Set(
  (process.env.MOCK_API_KEYS ?? 'sk_test_adoption_desk')
    .split(',')
    .map((key) => key.trim()),
)
const defaultLimit = Number(process.env.MOCK_RATE_LIMIT ?? 60)

const api = createMockApi({
  baseUrl: '*/v1',
  db: createDb(),
  acceptsKey: (key) => keys.has(key),
  limit: defaultLimit,
})
let requests: { method: string; path: string; at: number; status: number }[] =
  []

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers':
    'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Deprecation, Sunset',
  'Access-Control-Max-Age': '600',
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

async function admin(req: IncomingMessage, res: ServerResponse, path: string) {
  const text = (await readBody(req)).toString('utf8')
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
  if (path === '/__admin/reset' && req.method === 'POST') {
    api.db.reset({
      empty: body.empty === true,
      nextId: typeof body.nextId === 'string' ? body.nextId : undefined,
    })
    api.faults.clear()
    api.limiter.reset()
    api.limiter.setLimit(
      typeof body.limit === 'number' ? body.limit : defaultLimit,
    )
    requests = []
    return send(res, 200, { ok: true })
  }
  if (path === '/__admin/faults' && req.method === 'POST') {
    api.faults.add(
      body.fault as Fault,
      typeof body.times === 'number' ? body.times : 1,
    )
    return send(res, 200, { faults: api.faults.list() })
  }
  if (path === '/__admin/requests' && req.method === 'GET')
    return send(res, 200, requests)
  return send(res, 404, {
    code: 'not_found',
    message: 'Unknown admin route.',
    status: 404,
  })
}

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(
      req.url ?? '/',
      `http://${req.headers.host ?? `${host}:${port}`}`,
    )
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      return res.end()
    }
    if (url.pathname.startsWith('/__admin/'))
      return admin(req, res, url.pathname)

    const at = Date.now()
    const body =
      req.method === 'GET' || req.method === 'HEAD'
        ? undefined
        : await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body && new Uint8Array(body),
    })
    const response =
      (await getResponse(api.handlers, request)) ??
      Response.json(
        {
          code: 'not_found',
          message: `No route for ${req.method ?? ''} ${url.pathname}.`,
          status: 404,
        },
        { status: 404 },
      )
    // A `cut-after-store` fault: the request was processed, the answer never arrives.
    const cut = response.type === 'error'
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      at,
      status: cut ? 0 : response.status,
    })
    if (cut) {
      // Headers and part of the body, then the socket closes: a browser
      // retries a request on a reused connection that closes before any
      // answer, so dropping it silently would send the POST twice.
      res.writeHead(200, {
        ...CORS,
        'Content-Type': 'application/json',
        'Content-Length': '64',
      })
      res.write('{"id":')
      setTimeout(() => res.destroy(), 50)
      return
    }

    const outHeaders: Record<string, string> = { ...CORS }
    response.headers.forEach((value, name) => {
      outHeaders[name] = value
    })
    res.writeHead(response.status, outHeaders)
    res.end(Buffer.from(await response.arrayBuffer()))
  })().catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent)
      send(res, 500, {
        code: 'mock_crash',
        message: String(error),
        status: 500,
      })
  })
})

server.listen(port, host, () => {
  console.log(
    `Mock Pet Adoption API on http://${host}:${port}/v1 (keys: ${[...keys].join(', ')})`,
  )
})
