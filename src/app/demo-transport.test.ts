import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, setBeforeSend } from '../lib/api-client'
import { resolveConnection } from '../lib/connection'
import { server } from '../mocks/node'
import { dnsTransport, provideDemoDns } from '../features/domains/dns-transport'
import { installDemoDns } from './demo-loader'
import { installDemoTransport } from './demo-transport'
import { saveLiveConnection } from '../test/connection'

const demo = vi.hoisted(() => ({
  startDemo: vi.fn(() => Promise.resolve()),
  stopDemo: vi.fn(() => Promise.resolve()),
}))
vi.mock('../mocks/browser', () => demo)

const LIVE = 'http://api.live.test/v1'
const anyList = z.array(z.unknown())

function live() {
  return resolveConnection({
    environment: 'custom',
    customBaseUrl: LIVE,
    apiKey: 'sk_live',
    remember: false,
  })
}

afterEach(() => {
  setBeforeSend(() => Promise.resolve())
  demo.startDemo.mockClear()
  demo.stopDemo.mockClear()
})

describe('installDemoTransport', () => {
  it('starts the demo worker before a demo request', async () => {
    installDemoTransport()
    await apiRequest({ path: '/pets', schema: anyList })
    expect(demo.startDemo).toHaveBeenCalled()
    expect(demo.stopDemo).not.toHaveBeenCalled()
  })

  it('leaves the worker running for a one-off live request while demo is saved', async () => {
    server.use(http.get(`${LIVE}/pets`, () => HttpResponse.json([])))
    installDemoTransport()
    await apiRequest({ path: '/pets', schema: anyList })
    await apiRequest({ path: '/pets', schema: anyList, connection: live() })
    expect(demo.stopDemo).not.toHaveBeenCalled()
  })

  it('stops the worker before a request once a live connection is saved', async () => {
    server.use(http.get(`${LIVE}/pets`, () => HttpResponse.json([])))
    installDemoTransport()
    await apiRequest({ path: '/pets', schema: anyList })
    saveLiveConnection(LIVE, 'sk_live')
    await apiRequest({ path: '/pets', schema: anyList })
    expect(demo.stopDemo).toHaveBeenCalledTimes(1)
  })
})

describe('installDemoDns', () => {
  it('gives Check DNS demo answers in the page, without the demo worker', async () => {
    installDemoDns()
    const transport = await dnsTransport(true, 'edge.example.test')
    const answer = await transport?.(
      'https://cloudflare-dns.com/dns-query?name=shop.example.com&type=CNAME',
      { headers: { Accept: 'application/dns-json' } },
    )
    expect(await answer?.json()).toMatchObject({
      Answer: [{ data: 'edge.example.test.' }],
    })
    expect(demo.startDemo).not.toHaveBeenCalled()
    expect(await dnsTransport(false, 'edge.example.test')).toBeUndefined()
    provideDemoDns(null)
  })
})
