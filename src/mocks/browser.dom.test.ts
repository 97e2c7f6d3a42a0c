import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_KEY } from '../lib/connection/connection'
import { demoBaseUrl } from '../lib/connection/env'
import { DEMO_DB_KEY } from './in-page-api'

// The app's one demo API instance, as the demo loader gets it. A page reload
// is a fresh module: vi.resetModules() and import it again.

async function freshPage() {
  vi.resetModules()
  return import('./browser')
}

const AUTH = { Authorization: `Bearer ${DEMO_API_KEY}` }

afterEach(() => {
  vi.resetModules()
})

describe('the demo API in the page', () => {
  it('answers at the demo base URL, without the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { demoTransport, demoRequests } = await freshPage()
    const response = await demoTransport(`${demoBaseUrl()}/pets?limit=3`, {
      headers: AUTH,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(3)
    expect(demoRequests.snapshot()).toMatchObject([
      { method: 'GET', path: '/pets?limit=3', status: 200 },
    ])
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('keeps animals added in demo across a reload, in localStorage', async () => {
    const first = await freshPage()
    const created = await first.demoTransport(`${demoBaseUrl()}/pets`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Survivor', categoryId: 2 }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect(localStorage.getItem(DEMO_DB_KEY)).toContain('Survivor')

    const reloaded = await freshPage()
    expect(reloaded.demoApi).not.toBe(first.demoApi)
    const found = await reloaded.demoTransport(`${demoBaseUrl()}/pets/${id}`, {
      headers: AUTH,
    })
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ name: 'Survivor' })
    // The log is the page's own: a reload starts it empty.
    expect(reloaded.demoRequests.snapshot()).toHaveLength(1)
  })
})
