// A real HTTP server around the same MSW handlers demo mode uses, so live mode
// can be tried and tested over the network: CORS, headers hidden from
// browsers, timing. Run with `npm run mock-server`.
//
//   API:    http://127.0.0.1:4010/v1 (also /staging/v1)
//   Keys:   MOCK_API_KEYS (comma-separated), default "sk_test_adoption_desk"
//   Admin:  POST /__admin/reset   {limit?, empty?, hideHeaders?, nextId?}
//                                 fresh data, counters and faults; `limit`
//                                 requests a minute per key; `hideHeaders`
//                                 leaves out Access-Control-Expose-Headers,
//                                 as many real APIs do; `nextId`: the
//                                 id the next new animal gets
//           POST /__admin/faults  {fault, times?, on?} inject trouble (see src/mocks/faults.ts);
//                                 `on: {method, path, query}` names the request it
//                                 hits (`path` after /v1, e.g. "/pets"); without
//                                 it, the next request whichever it is
//           POST /__admin/hold    {on, times?}       the next `times` requests like `on`
//                                 wait at the server, logged (status 0),
//                                 until released; a reset drops them unanswered
//           POST /__admin/release                    lets every held request go on,
//                                 and holds no more
//           POST /__admin/clock   {advanceMs}        moves the server's clock (its
//                                 rate-limit windows and Date) forward, to
//                                 match a browser test's page.clock
//           POST /__admin/status  {id, status}      changes an animal's status (null:
//                                 none), as another system would: the
//                                 API itself has no update
//           GET  /__admin/requests                   API requests received, with times
//                                                    (status 0: the connection was cut)
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { getResponse } from 'msw'
import { createDb } from '../src/mocks/db.ts'
import {
  type Fault,
  type RequestMatch,
  requestMatches,
} from '../src/mocks/faults.ts'
import { createMockApi } from '../src/mocks/handlers.ts'
import { isPetStatus } from '../src/mocks/rules.ts'

const port = Number(process.env.PORT ?? 4010)
const host = process.env.HOST ?? '127.0.0.1'
const keys = new Set(
  (process.env.MOCK_API_KEYS ?? 'sk_test_adoption_desk')
    .split(',')
    .map((key) => key.trim()),
)
const defaultLimit = Number(process.env.MOCK_RATE_LIMIT ?? 60)

// Real time plus however far a test moved it.
let clockOffsetMs = 0
const serverNow = () => Date.now() + clockOffsetMs

const api = createMockApi({
  baseUrl: '*/v1',
  db: createDb(),
  acceptsKey: (key) => keys.has(key),
  limit: defaultLimit,
  now: serverNow,
})
interface LoggedRequest {
  method: string
  path: string
  /** Arrival, on the server's clock (moved by /__admin/clock). */
  at: number
  status: number
  /** What the answer announced: Retry-After as sent, X-RateLimit-Remaining, X-RateLimit-Reset (epoch s). */
  retryAfter?: string | null
  remaining?: number | null
  reset?: number | null
}
let requests: LoggedRequest[] = []

// Requests a test holds at the server until it releases them: the test
// steps in while a request is in flight (Pause, a reload, a second tab) for
// as long as it needs, and the page's clock keeps the app's timeout away,
// so nothing races real time (a `slow` fault would).
let holds: { on: RequestMatch; remaining: number }[] = []
/** Each held request's way on: true to be answered, false to be dropped. */
let held: ((goOn: boolean) => void)[] = []

/** Whether the request may go on: at once unless a hold takes it, then once released (not when a reset drops it). */
function passHold(method: string, url: URL): Promise<boolean> {
  const target = {
    method,
    path: url.pathname.replace(/^.*?\/v1(?=\/)/, ''),
    query: url.searchParams,
  }
  const hold = holds.find((item) => requestMatches(item.on, target))
  if (!hold) return Promise.resolve(true)
  hold.remaining -= 1
  holds = holds.filter((item) => item.remaining > 0)
  return new Promise((resolve) => held.push(resolve))
}

/** Ends every hold: each held request answered (`goOn`) or dropped. */
function endHolds(goOn: boolean): number {
  const count = held.length
  for (const resolve of held) resolve(goOn)
  held = []
  holds = []
  return count
}

const EXPOSED = {
  'Access-Control-Expose-Headers':
    'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Date, Deprecation, Sunset',
}
let hideHeaders = false
const CORS_BASE = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}
/** The CORS headers of every answer; without the expose line while hideHeaders is on. */
function cors(): Record<string, string> {
  return hideHeaders ? CORS_BASE : { ...CORS_BASE, ...EXPOSED }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...cors(), 'Content-Type': 'application/json' })
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
    hideHeaders = body.hideHeaders === true
    endHolds(false)
    clockOffsetMs = 0
    requests = []
    return send(res, 200, { ok: true })
  }
  if (path === '/__admin/clock' && req.method === 'POST') {
    if (typeof body.advanceMs === 'number' && body.advanceMs > 0)
      clockOffsetMs += body.advanceMs
    return send(res, 200, { now: serverNow() })
  }
  if (path === '/__admin/faults' && req.method === 'POST') {
    api.faults.add(
      body.fault as Fault,
      typeof body.times === 'number' ? body.times : 1,
      typeof body.on === 'object' && body.on !== null ? body.on : undefined,
    )
    return send(res, 200, { faults: api.faults.list() })
  }
  if (path === '/__admin/hold' && req.method === 'POST') {
    holds.push({
      on: body.on ?? {},
      remaining: typeof body.times === 'number' ? body.times : 1,
    })
    return send(res, 200, { holds: holds.length })
  }
  if (path === '/__admin/release' && req.method === 'POST')
    return send(res, 200, { released: endHolds(true) })
  if (path === '/__admin/status' && req.method === 'POST') {
    const status = isPetStatus(body.status) ? body.status : null
    const changed =
      typeof body.id === 'string'
        ? api.db.setStatus(body.id, status)
        : undefined
    return changed
      ? send(res, 200, changed)
      : send(res, 404, {
          code: 'not_found',
          message: 'No animal with that id.',
          status: 404,
        })
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
      res.writeHead(204, cors())
      return res.end()
    }
    if (url.pathname.startsWith('/__admin/'))
      return admin(req, res, url.pathname)

    const at = serverNow()
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
    // Logged on arrival, so a test sees a request the server is still
    // answering slowly (status 0 until the answer is ready).
    const entry: LoggedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      at,
      status: 0,
    }
    requests.push(entry)
    if (!(await passHold(request.method, url))) {
      // Held past a reset: it belongs to the data before, so it writes
      // nothing and gets no answer, as if the connection had dropped.
      res.destroy()
      return
    }
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
    entry.status = cut ? 0 : response.status
    const fault = api.cutOf(request)
    if (cut && fault?.kind === 'cut-after-store' && fault.silent) {
      // Not a byte of answer: to the browser, a keep-alive connection the
      // server closed. Chromium then resends the request on a new
      // connection, POST included, so the server can see the row twice.
      req.socket.destroy()
      return
    }
    if (cut) {
      // Headers and part of the body, then the socket closes: a browser
      // retries a request on a reused connection that closes before any
      // answer, so dropping it silently would send the POST twice.
      res.writeHead(200, {
        ...cors(),
        'Content-Type': 'application/json',
        'Content-Length': '64',
      })
      res.write('{"id":')
      setTimeout(() => res.destroy(), 50)
      return
    }
    const numeric = (name: string) => {
      const value = response.headers.get(name)
      return value === null ? null : Number(value)
    }
    entry.retryAfter = response.headers.get('Retry-After')
    entry.remaining = numeric('X-RateLimit-Remaining')
    entry.reset = numeric('X-RateLimit-Reset')

    // The server's clock, which clients read to correct their own.
    const outHeaders: Record<string, string> = {
      ...cors(),
      Date: new Date(serverNow()).toUTCString(),
    }
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

// Longer than Node's 5 s default: the cut-connection spec (tests/import.spec.ts,
// "the browser resent it") relies on Chromium reusing a kept-alive connection,
// and on a loaded box the next request can come more than 5 s later, after
// the server closed it. headersTimeout must exceed keepAliveTimeout.
server.keepAliveTimeout = 120_000
server.headersTimeout = 125_000

server.listen(port, host, () => {
  console.log(
    `Mock Pet Adoption API on http://${host}:${port}/v1 (keys: ${[...keys].join(', ')})`,
  )
})
