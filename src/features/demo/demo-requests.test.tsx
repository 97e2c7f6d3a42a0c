import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { inTabs, testTabs } from '../../test/test-tabs'
import { act, render, screen, within } from '@testing-library/react'
import { DEMO_API_KEY } from '../../lib/connection/connection'
import { createInPageDemo, type InPageDemo } from '../../mocks/in-page-api'
import { demoControlsOf } from '../../mocks/demo-controls'
import { TEST_BASE_URL } from '../../mocks/node'
import { startFakeClock } from '../../test/fake-clock'
import { DemoTools } from './demo-tools'

// The view over a real in-page demo API: requests sent through its transport
// show up as the app's would.

let demo: InPageDemo

beforeEach(() => {
  demo = createInPageDemo({
    baseUrl: TEST_BASE_URL,
    storageKey: 'test:demo-requests-db',
  })
})

afterEach(() => {
  vi.useRealTimers()
})

function send(path: string, init: RequestInit = {}) {
  return act(() =>
    demo.transport(`${TEST_BASE_URL}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${DEMO_API_KEY}`,
        'Content-Type': 'application/json',
      },
    }),
  )
}

async function renderView() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoTools
        load={() => Promise.resolve(demoControlsOf(demo.api, demo.requests))}
        clearRecords={() => Promise.resolve()}
      />
    </QueryClientProvider>,
    inTabs(testTabs()),
  )
  return screen.findByRole('region', { name: 'Demo requests' })
}

/** Each body row's cells, as text. */
function rows() {
  const table = screen.getByRole('table', { name: 'Demo requests' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
}

describe('Demo requests', () => {
  it('says when this tab has sent none yet', async () => {
    const region = await renderView()
    expect(region).toHaveTextContent('No demo requests yet in this tab.')
    expect(
      screen.queryByRole('table', { name: 'Demo requests' }),
    ).not.toBeInTheDocument()
  })

  it('lists method, path, status and time, newest first, as requests happen', async () => {
    const region = await renderView()
    // After rendering: findBy* waits on real timers.
    startFakeClock(Date.UTC(2030, 0, 15, 12, 0, 0))
    await send('/pets?limit=5&status=sold')
    expect(
      within(region).getByRole('columnheader', { name: 'Method' }),
    ).toBeInTheDocument()
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Method', 'Path', 'Status', 'Time', 'Took'])
    expect(rows()).toEqual([
      [
        'GET',
        '/pets?limit=5&status=sold',
        '200 OK',
        expect.any(String),
        '0 ms',
      ],
    ])
    const time = region.querySelector('time')
    expect(time).toHaveAttribute('dateTime', '2030-01-15T12:00:00.000Z')

    // While the view is open, new requests appear at the top.
    await send('/pets', {
      method: 'POST',
      body: JSON.stringify({ name: 'Logged', categoryId: 2 }),
    })
    await send('/pets/404404')
    expect(rows().map((cells) => cells.slice(0, 3))).toEqual([
      ['GET', '/pets/404404', '404 Not Found'],
      ['POST', '/pets', '201 Created'],
      ['GET', '/pets?limit=5&status=sold', '200 OK'],
    ])
  })

  it('says why a request got no answer', async () => {
    demo.api.faults.add({ kind: 'cut-after-store' })
    await expect(
      send('/pets', {
        method: 'POST',
        body: JSON.stringify({ name: 'Cut', categoryId: 1 }),
      }),
    ).rejects.toThrow(TypeError)
    await expect(send('/owners')).rejects.toThrow(
      'The demo API has no answer for GET /owners.',
    )
    await renderView()
    expect(rows().map((cells) => cells[2])).toEqual([
      'No answer: no handler',
      'No answer: connection dropped',
    ])
  })

  it('shows a slow request as waiting, then how long it took', async () => {
    await renderView()
    startFakeClock(Date.UTC(2030, 0, 15, 12, 0, 0))
    demo.api.faults.add({ kind: 'slow', seconds: 2.5 }, Infinity)
    let answered: Promise<Response> = Promise.resolve(new Response())
    act(() => {
      answered = demo.transport(`${TEST_BASE_URL}/pets`, {
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      })
    })
    expect(rows()[0]?.slice(2)).toEqual(['Waiting…', expect.any(String), '…'])
    await act(() => vi.advanceTimersByTimeAsync(2_500))
    await act(() => answered)
    expect(rows()[0]?.slice(2)).toEqual(['200 OK', expect.any(String), '2.5 s'])
  })

  it('keeps the last 50', async () => {
    for (let i = 1; i <= 55; i += 1) await send(`/pets?limit=${i}`)
    await renderView()
    const shown = rows()
    expect(shown).toHaveLength(50)
    expect(shown[0]?.[1]).toBe('/pets?limit=55')
    expect(shown.at(-1)?.[1]).toBe('/pets?limit=6')
  })
})
