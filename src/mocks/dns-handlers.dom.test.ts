import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_PLATFORM_HOST, demoDnsZone } from './dns-fixtures'
import {
  createDemoDnsTransport,
  createDnsHandlers,
  isDohQuery,
  resolveFixture,
} from './dns-handlers'
import { server } from './node'

const PLATFORM = 'projects.example-platform.test'
const zone = demoDnsZone(PLATFORM)

describe('the demo resolver', () => {
  it('answers a CNAME question with the CNAME', () => {
    expect(resolveFixture(zone, 'Shop.Example.com.', 'CNAME')).toEqual({
      Status: 0,
      Answer: [
        { name: 'shop.example.com.', type: 5, TTL: 300, data: `${PLATFORM}.` },
      ],
    })
  })

  it('follows CNAMEs for other types, like a recursive resolver', () => {
    expect(resolveFixture(zone, 'shop.example.com', 'A')).toEqual({
      Status: 0,
      Answer: [
        { name: 'shop.example.com.', type: 5, TTL: 300, data: `${PLATFORM}.` },
        { name: `${PLATFORM}.`, type: 1, TTL: 300, data: '192.0.2.10' },
      ],
    })
  })

  it('tells a missing name (NXDOMAIN) from a name without that type', () => {
    expect(resolveFixture(zone, 'new.example.io', 'CNAME')).toEqual({
      Status: 3,
    })
    expect(resolveFixture(zone, 'blog.example.net', 'CAA')).toEqual({
      Status: 0,
    })
    // A parent of known names exists, even without records of its own.
    expect(resolveFixture(zone, 'example.net', 'CAA')).toEqual({ Status: 0 })
    expect(resolveFixture(zone, 'broken.example.net', 'A')).toEqual({
      Status: 2,
    })
  })

  it('answers a wildcard for names without records, and fails DNSSEC unless checking is off', () => {
    expect(resolveFixture(zone, 'new.example.org', 'A')).toMatchObject({
      Status: 0,
      Answer: [{ name: 'new.example.org.', data: '198.51.100.20' }],
    })
    expect(resolveFixture(zone, 'www.example.org', 'A').Answer?.[0]?.type).toBe(
      5,
    )
    expect(resolveFixture(zone, 'signed.example.net', 'CNAME').Status).toBe(2)
    expect(
      resolveFixture(zone, 'signed.example.net', 'CNAME', true).Status,
    ).toBe(0)
  })

  it('matches DoH questions at any URL, and nothing else', async () => {
    expect(
      isDohQuery(
        new Request('https://dns.example/resolve?name=a.example&type=A', {
          headers: { Accept: 'application/dns-json' },
        }),
      ),
    ).toBe(true)
    expect(
      isDohQuery(new Request('https://dns.example/resolve?name=a.example')),
    ).toBe(false)
    expect(
      isDohQuery(
        new Request('https://dns.example/resolve', {
          headers: { Accept: 'application/dns-json' },
        }),
      ),
    ).toBe(false)

    server.use(
      ...createDnsHandlers({ platformHost: PLATFORM }),
      http.get('https://other.example/data', () =>
        HttpResponse.json({ fallthrough: true }),
      ),
    )
    const doh = await fetch(
      'https://any.resolver.example/q?name=blog.example.net&type=A',
      { headers: { Accept: 'application/dns-json' } },
    )
    expect(doh.headers.get('Content-Type')).toBe('application/dns-json')
    expect(await doh.json()).toMatchObject({
      Status: 0,
      Answer: [{ type: 1, data: '203.0.113.7' }],
    })
    const other = await fetch('https://other.example/data?name=x', {
      headers: { Accept: 'application/json' },
    })
    expect(await other.json()).toEqual({ fallthrough: true })
  })

  it('answers in the page as a transport, for the platform host it is given', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url)
    })
    const transport = createDemoDnsTransport({
      platformHost: 'Edge.Host.Test.',
    })
    const doh = await transport(
      'https://cloudflare-dns.com/dns-query?name=shop.example.com&type=CNAME',
      { headers: { Accept: 'application/dns-json' } },
    )
    expect(await doh.json()).toMatchObject({
      Status: 0,
      Answer: [{ type: 5, data: 'edge.host.test.' }],
    })
    const other = await transport('https://cloudflare-dns.com/dns-query', {
      headers: { Accept: 'application/json' },
    })
    expect(other.status).toBe(404)
    const controller = new AbortController()
    controller.abort()
    await expect(
      transport('https://cloudflare-dns.com/dns-query?name=a.example', {
        headers: { Accept: 'application/dns-json' },
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    // Without a platform host, the demo's own stands in.
    const fallback = createDemoDnsTransport({ platformHost: null })
    const answer = await fallback(
      'https://dns.google/resolve?name=shop.example.com&type=CNAME',
      { headers: { Accept: 'application/dns-json' } },
    )
    expect(await answer.json()).toMatchObject({
      Answer: [{ data: `${DEMO_PLATFORM_HOST}.` }],
    })
    server.events.removeAllListeners()
    expect(seen).toEqual([])
  })
})
