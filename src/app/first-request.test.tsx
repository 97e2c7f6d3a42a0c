import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { server, testApi } from '../mocks/node'
import { isListPath } from '../features/animals/list-params'
import { startFirstRequest } from './first-request'
import { Providers } from './providers'
import { renderApp } from '../test/render-app'
import { createQueryClient } from './query-client'
import { testTabs } from '../test/test-tabs'
import { AppRoutes } from './router'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

it('knows the list paths, as the router matches them', () => {
  expect(isListPath('/')).toBe(true)
  expect(isListPath('/animals')).toBe(true)
  expect(isListPath('/Animals/')).toBe(true)
  expect(isListPath('/animals/new')).toBe(false)
  expect(isListPath('/animals/42')).toBe(false)
  expect(isListPath('/settings')).toBe(false)
})

it('starts the list request before React, and the page takes it over: one request', async () => {
  const gets: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') gets.push(request.url)
  })
  window.history.replaceState(null, '', '/animals?status=sold&limit=50')
  const tabs = testTabs()
  const client = createQueryClient(tabs)
  startFirstRequest(client)
  expect(client.isFetching()).toBe(1)
  render(
    <Providers client={client} tabs={tabs}>
      <Router
        hook={
          memoryLocation({
            path: '/animals',
            searchPath: 'status=sold&limit=50',
          }).hook
        }
      >
        <AppRoutes />
      </Router>
    </Providers>,
  )
  // A generous wait: on a loaded machine the first render of the whole app is slow.
  await screen.findByText(
    /Showing \d+ animals? with status “Adopted”/,
    {},
    { timeout: 5_000 },
  )
  expect(gets).toEqual([expect.stringMatching(/\/pets\?limit=50&status=sold$/)])
  server.events.removeAllListeners()
})

it('a failure that came before React is shown as it came, not sent again', async () => {
  const gets: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') gets.push(request.url)
  })
  testApi.faults.add({ kind: 'malformed-json' })
  window.history.replaceState(null, '', '/animals')
  const tabs = testTabs()
  const client = createQueryClient(tabs)
  startFirstRequest(client)
  // The answer is in before the page mounts, as when the boot step sent it.
  await waitFor(() => expect(client.isFetching()).toBe(0))
  renderApp('/animals', { client, tabs })
  await screen.findByText(/not valid JSON/, {}, { timeout: 5_000 })
  expect(gets).toHaveLength(1)
  server.events.removeAllListeners()
})

it('starts nothing on other pages', () => {
  window.history.replaceState(null, '', '/settings')
  const client = createQueryClient(testTabs())
  startFirstRequest(client)
  expect(client.getQueryCache().getAll()).toHaveLength(0)
})
