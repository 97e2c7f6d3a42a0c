import { testTabs } from '../../test/test-tabs'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest'
import { apiRequest, setTransportFor } from '../../lib/http/api-client'
import { DEMO_API_KEY } from '../../lib/connection/connection'
import { petsSchema } from '../../lib/pets/pet-schemas'
import { server } from '../../mocks/node'
import {
  demoTransportOver,
  installDemoTransport,
  preloadDemo,
} from './demo-transport'
import { config } from '../../lib/connection/env'
import { startFakeClock } from '../../test/fake-clock'
import { track } from '../../test/track'
import { resolveConnection, saveLiveConnection } from '../../test/connection'

/** Each test's own rate-limit state (decision 032). */
let limits = testTabs().limits
beforeEach(() => {
  limits = testTabs().limits
})

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
  setTransportFor(() => undefined)
})

describe('installDemoTransport', () => {
  it('answers demo requests in the page and never fetches them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    installDemoTransport()
    const response = await apiRequest({
      limits,
      path: '/pets',
      schema: petsSchema,
    })
    expect(response.status).toBe(200)
    expect(response.data).toHaveLength(20)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends a live request to the network while demo is saved (Test connection)', async () => {
    const seen = vi.fn()
    server.use(
      http.get(`${LIVE}/pets`, () => {
        seen()
        return HttpResponse.json([])
      }),
    )
    installDemoTransport()
    await apiRequest({ limits, path: '/pets', schema: anyList })
    await apiRequest({
      limits,
      path: '/pets',
      schema: anyList,
      connection: live(),
    })
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('goes to the network once a live connection is saved, with nothing to stop', async () => {
    const seen = vi.fn()
    server.use(
      http.get(`${LIVE}/pets`, () => {
        seen()
        return HttpResponse.json([])
      }),
    )
    installDemoTransport()
    await apiRequest({ limits, path: '/pets', schema: anyList })
    saveLiveConnection(LIVE, 'sk_live', limits.connection)
    await apiRequest({ limits, path: '/pets', schema: anyList })
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('says so when the demo API cannot be downloaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof import('../../mocks/browser')>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module'),
      )
      .mockImplementation(() => import('../../mocks/browser'))
    setTransportFor(() => demoTransportOver(load))
    await expect(
      apiRequest({ limits, path: '/pets', schema: anyList }),
    ).rejects.toMatchObject({
      kind: 'config',
      code: 'demo_unavailable',
      message: expect.stringMatching(
        /^Demo mode could not load\. Check your connection/,
      ) as unknown,
    })
    const response = await apiRequest({
      limits,
      path: '/pets',
      schema: anyList,
    })
    expect(response.status).toBe(200)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a download slower than the request timeout is a timeout, on time', async () => {
    startFakeClock(Date.UTC(2030, 0, 15, 12))
    setTransportFor(() => demoTransportOver(() => new Promise(() => undefined)))
    const request = track(
      apiRequest({ limits, path: '/pets', schema: anyList }),
    )
    await vi.advanceTimersByTimeAsync(config.requestTimeoutMs)
    await request.done
    expect(request.state.error).toMatchObject({ kind: 'timeout' })
    vi.useRealTimers()
  })
})

describe('preloadDemo', () => {
  it('shows the demo API’s limit before any request, counting none', async () => {
    const { demoQuota } = await import('../../mocks/browser')
    const left = Number(demoQuota(DEMO_API_KEY).get('X-RateLimit-Remaining'))
    expect(limits.headers.seen.get()).toBeNull()
    preloadDemo(limits)
    await vi.waitFor(() =>
      expect(limits.headers.seen.get()).toMatchObject({
        limit: 60,
        remaining: left,
      }),
    )
    expect(demoQuota(DEMO_API_KEY).get('X-RateLimit-Remaining')).toBe(
      String(left),
    )
  })
})
