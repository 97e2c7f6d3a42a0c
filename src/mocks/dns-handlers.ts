import { http } from 'msw'
import {
  DEMO_PLATFORM_HOST,
  demoDnsZone,
  type DnsZoneFixture,
  type FixtureType,
  normalise,
} from './dns-fixtures'

// A DNS-over-HTTPS resolver (JSON API) over fixtures. It answers any URL, so
// it follows whatever resolver is configured, but only DoH questions
// (`Accept: application/dns-json` and a `name` parameter).

const TYPE_NUMBERS: Record<FixtureType, number> = {
  A: 1,
  CNAME: 5,
  AAAA: 28,
  CAA: 257,
  MX: 15,
  TXT: 16,
}
const SERVFAIL = 2
const NXDOMAIN = 3
const TTL = 300

function typeOf(value: string | null): FixtureType | null {
  const wanted = (value ?? 'A').toUpperCase()
  const entry = Object.entries(TYPE_NUMBERS).find(
    ([name, number]) => name === wanted || String(number) === wanted,
  )
  return entry ? (entry[0] as FixtureType) : null
}

export function isDohQuery(request: Request): boolean {
  return (
    (request.headers.get('Accept') ?? '').includes('application/dns-json') &&
    new URL(request.url).searchParams.has('name')
  )
}

interface DohRecord {
  name: string
  type: number
  TTL: number
  data: string
}

/** A name's records, or a wildcard's (`*.parent`) for a name that has none of its own. */
function recordsAt(zone: DnsZoneFixture, name: string) {
  const own = zone.records[name]
  if (own) return own
  const below = Object.keys(zone.records).some((known) =>
    known.endsWith(`.${name}`),
  )
  const parent = name.slice(name.indexOf('.') + 1)
  return below ? [] : (zone.records[`*.${parent}`] ?? [])
}

/** Answers like a recursive resolver: follows CNAMEs, NXDOMAIN for names that do not exist. */
export function resolveFixture(
  zone: DnsZoneFixture,
  queryName: string,
  type: FixtureType | null,
  checkingDisabled = false,
): { Status: number; Answer?: DohRecord[] } {
  const name = normalise(queryName)
  if (zone.servfail.includes(name)) return { Status: SERVFAIL }
  if (zone.dnssec?.includes(name) && !checkingDisabled)
    return { Status: SERVFAIL }
  const answer: DohRecord[] = []
  let current = name
  for (let hops = 0; type !== null && hops < 8; hops += 1) {
    const records = recordsAt(zone, current)
    const direct = records.filter((record) => record.type === type)
    const asAnswer = (data: string, recordType: FixtureType) => ({
      name: `${current}.`,
      type: TYPE_NUMBERS[recordType],
      TTL,
      data,
    })
    if (direct.length > 0) {
      answer.push(...direct.map((record) => asAnswer(record.data, type)))
      break
    }
    const alias = records.find((record) => record.type === 'CNAME')
    if (!alias) break
    answer.push(asAnswer(alias.data, 'CNAME'))
    current = normalise(alias.data)
  }
  // A name exists when it has records, or names below it do.
  const exists =
    recordsAt(zone, name).length > 0 ||
    Object.keys(zone.records).some((known) => known.endsWith(`.${name}`))
  if (answer.length === 0 && !exists) return { Status: NXDOMAIN }
  return answer.length > 0 ? { Status: 0, Answer: answer } : { Status: 0 }
}

/** The resolver's answer to a DoH question, or null for any other request. */
export function answerDoh(
  zone: DnsZoneFixture,
  request: Request,
): Response | null {
  if (request.method !== 'GET' || !isDohQuery(request)) return null
  const params = new URL(request.url).searchParams
  const name = params.get('name') ?? ''
  const type = typeOf(params.get('type'))
  return Response.json(
    {
      TC: false,
      RD: true,
      RA: true,
      AD: false,
      CD: false,
      Question: [
        {
          name: `${normalise(name)}.`,
          type: type === null ? 0 : TYPE_NUMBERS[type],
        },
      ],
      ...resolveFixture(zone, name, type, params.get('cd') === '1'),
    },
    {
      headers: {
        'Content-Type': 'application/dns-json',
        'Access-Control-Allow-Origin': '*',
      },
    },
  )
}

function zoneFor(options: {
  platformHost: string | null
  zone?: DnsZoneFixture
}) {
  return options.zone ?? demoDnsZone(options.platformHost ?? DEMO_PLATFORM_HOST)
}

/** For tests' MSW servers: the demo resolver at any URL. */
export function createDnsHandlers(options: {
  platformHost: string | null
  zone?: DnsZoneFixture
}) {
  const zone = zoneFor(options)
  return [
    http.get(
      ({ request }) => isDohQuery(request),
      ({ request }) => answerDoh(zone, request) ?? undefined,
    ),
  ]
}

/** Anything but a DoH question gets a 404, as from a server that only resolves. */
export function createDemoDnsTransport(options: {
  platformHost: string | null
  zone?: DnsZoneFixture
}): (url: string, init: RequestInit) => Promise<Response> {
  const zone = zoneFor(options)
  return (url, init) => {
    if (init.signal?.aborted) {
      return Promise.reject(new DOMException('Aborted', 'AbortError'))
    }
    const request = new Request(url, init)
    return Promise.resolve(
      answerDoh(zone, request) ?? new Response('Not found', { status: 404 }),
    )
  }
}
