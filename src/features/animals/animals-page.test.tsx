import { testTabs } from '../../test/test-tabs'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../../app/providers'
import { createQueryClient } from '../../app/query-client'
import { AppRoutes } from '../../app/router'
import { addCategory } from '../../lib/categories/category-rules'
import { newDesk, savedConnection } from '../../test/connection'
import { RefreshNote } from './refresh-note'
import { formatLoadedAt } from '../../lib/util/loaded-at'
import { listQuery } from './list-query'
import { server, TEST_BASE_URL, testApi } from '../../mocks/node'
import { holdRequests } from '../../test/held-requests'
import { renderApp } from '../../test/render-app'
import { spanishLanguage } from '../../test/spanish'

function rows() {
  return within(screen.getByRole('table', { name: 'Animals' }))
    .getAllByRole('row')
    .slice(1)
}

describe('Animals page', () => {
  it('lists 20 animals with ID, name, category and a worded status', async () => {
    renderApp('/animals')
    expect(
      screen.getByRole('heading', { name: 'Animals', level: 1 }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText(
        'Showing 20 animals. There may be more: choose a larger page size to see them.',
      ),
    ).toBeInTheDocument()
    expect(rows()).toHaveLength(20)
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Category', 'Status'])
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0)
    // The first screen shows a shelter's animals; the proofs sit further down.
    expect(screen.queryByRole('cell', { name: '9007199254740993' })).toBeNull()
  })

  it('keeps an id beyond 2^53 exact and markup in a name inert', async () => {
    renderApp('/animals?limit=50')
    expect(
      await screen.findByRole('cell', { name: '9007199254740993' }),
    ).toBeInTheDocument()
    // Markup in a name is text, not an element.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('td img')).toBeNull()
  })

  it('shows a skeleton, not an empty state, while the first load runs', async () => {
    renderApp('/animals')
    expect(screen.getByText('Loading animals…')).toBeInTheDocument()
    expect(screen.queryByText('No animals yet')).not.toBeInTheDocument()
    await screen.findByText(/Showing 20 animals/)
  })

  it('filters by status from the URL and sends only valid parameters', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) =>
      seen.push(new URL(request.url).search),
    )
    renderApp('/animals?status=pending&limit=bogus')
    await screen.findByText(/Showing \d+ animals with status “Pending”/)
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
    expect(screen.getByLabelText('Page size')).toHaveValue('20')
    for (const row of rows())
      expect(within(row).getByText('Pending')).toBeInTheDocument()
    expect(seen).toEqual(['?limit=20&status=pending'])
    server.events.removeAllListeners()
  })

  it('keeps the previous rows on screen while another view loads', async () => {
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    const { release } = holdRequests('get')
    await user.selectOptions(screen.getByLabelText('Status'), 'sold')
    expect(await screen.findByText('Updating…')).toBeInTheDocument()
    expect(rows()).toHaveLength(20)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    release()
    await screen.findByText(/with status “Adopted”/)
  })

  it('tells "no animals yet" from "none with this status", with a way back to all', async () => {
    testApi.db.reset({ empty: true })
    const first = renderApp('/animals')
    expect(
      await screen.findByRole('heading', { name: 'No animals yet' }),
    ).toBeInTheDocument()
    first.unmount()

    testApi.db.reset()
    server.use(
      http.get(`${TEST_BASE_URL}/pets`, ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'sold'
          ? HttpResponse.json([])
          : undefined,
      ),
    )
    const { user } = renderApp('/animals?status=sold')
    expect(
      await screen.findByRole('heading', { name: 'No adopted animals' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all animals' }))
    expect(await screen.findByText(/Showing 20 animals/)).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('shows the server message and a Retry that works', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const { user } = renderApp('/animals')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Couldn’t load the animals')
    expect(alert).toHaveTextContent('Internal server error.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/Showing 20 animals/)).toBeInTheDocument()
  })

  it('explains a proxy error page in plain words', async () => {
    testApi.faults.add({ kind: 'bad-gateway-html' })
    renderApp('/animals')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /gateway.*web page/i,
    )
  })

  it('at the maximum page size says the API lists at most 100 per request, by status', async () => {
    renderApp('/animals?limit=100')
    expect(
      await screen.findByText(
        /Showing 100 animals\. There may be more: the API lists at most 100 animals per request, by status\./,
      ),
    ).toBeInTheDocument()
  })

  it('at the maximum page size, Find in list offers what helps, never a larger page size (issue 34)', async () => {
    const user = userEvent.setup()
    renderApp('/animals?limit=100')
    await screen.findByText(/Showing 100 animals/)
    await user.type(
      screen.getByRole('searchbox', { name: 'Find in list' }),
      'zzz',
    )
    const summary = await screen.findByText(
      /No loaded rows match 'zzz'\. Only loaded rows/,
    )
    expect(summary).toHaveTextContent(
      'Only loaded rows are searched: to find others, choose a Status, or look one up by Animal ID.',
    )
    expect(summary).not.toHaveTextContent(/larger page size/)
  })

  it('never shows a total or page numbers when fewer than the page size come back', async () => {
    renderApp('/animals?status=pending&limit=100')
    const summary = await screen.findByText(
      /Showing \d+ animals with status “Pending”\.$/,
    )
    expect(summary).not.toHaveTextContent(/more|of \d+|page \d/i)
    // As many rows as the seed has pending animals: some, fewer than a page.
    const pending = testApi.db
      .list({ limit: Infinity })
      .filter((pet) => pet.status === 'pending').length
    expect(pending).toBeGreaterThan(0)
    expect(pending).toBeLessThan(100)
    expect(summary).toHaveTextContent(`Showing ${pending} animals`)
    await waitFor(() => expect(rows()).toHaveLength(pending))
  })

  it('gives an animal with a blank name a name to show and link', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/pets`, () =>
        HttpResponse.json([{ id: 7, name: '  ', categoryId: 1 }]),
      ),
    )
    renderApp('/animals')
    expect(
      await screen.findByRole('link', { name: 'Unnamed (ID 7)' }),
    ).toHaveAttribute('href', '/animals/7')
  })
})

describe('Animals page with rows kept from an earlier visit', () => {
  it('says how old they are while it asks again, then shows the answer', async () => {
    const { release } = holdRequests('get')
    const tabs = testTabs()
    const client = createQueryClient(tabs)
    // An empty list kept three minutes ago: "No animals yet" is then a claim about the past.
    client.setQueryData(
      listQuery(savedConnection().scope, { limit: 20, status: undefined })
        .queryKey,
      [],
      { updatedAt: Date.now() - 3 * 60_000 },
    )
    render(
      <Providers client={client} tabs={tabs}>
        <Router hook={memoryLocation({ path: '/animals' }).hook}>
          <AppRoutes />
        </Router>
      </Providers>,
    )
    expect(
      await screen.findByRole('heading', { name: 'No animals yet' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Updated 3 min ago · refreshing…'),
    ).toBeInTheDocument()
    release()
    expect(await screen.findByText(/^Showing 20 animals\./)).toBeInTheDocument()
    expect(screen.queryByText(/refreshing/)).not.toBeInTheDocument()
    expect(rows()).toHaveLength(20)
  })

  it('keeps the rows on screen when a refresh fails, says when they were loaded, and Retry brings the fresh ones', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const keptAt = Date.now() - 3 * 60_000
    const client = createQueryClient(testTabs())
    client.setQueryData(
      listQuery(savedConnection().scope, { limit: 20, status: undefined })
        .queryKey,
      [
        { id: '7', name: 'Kept Cat', categoryId: '1', status: 'available' },
        { id: '8', name: 'Kept Dog', categoryId: '2', status: 'sold' },
      ],
      { updatedAt: keptAt },
    )
    const { user } = renderApp('/animals', { client })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Couldn’t refresh the animals')
    expect(alert).toHaveTextContent('Internal server error.')
    expect(alert).toHaveTextContent(
      `The list below is the one loaded at ${formatLoadedAt(keptAt, Date.now(), 'en')}.`,
    )
    expect(rows()).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Kept Dog' })).toBeInTheDocument()
    expect(screen.queryByText(/refreshing/)).not.toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/^Showing 20 animals\./)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(rows()).toHaveLength(20)
  })

  it('never shows the rows of another view under a failed load', async () => {
    const { user } = renderApp('/animals')
    expect(await screen.findByText(/^Showing 20 animals\./)).toBeInTheDocument()
    testApi.faults.add({ kind: 'server-error' })
    await user.selectOptions(screen.getByLabelText('Status'), 'Adopted')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Couldn’t load the animals')
    expect(alert).not.toHaveTextContent('loaded at')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('gives the time a kept list was loaded, with the date when not today', () => {
    const at = new Date(2026, 10, 21, 14, 5).getTime()
    const evening = new Date(2026, 10, 21, 18, 0).getTime()
    // English's space before PM is a narrow no-break one in recent ICU.
    expect(formatLoadedAt(at, evening, 'en')).toMatch(/^2:05\sPM$/)
    expect(formatLoadedAt(at, evening, 'es')).toBe('14:05')
    const yesterday = formatLoadedAt(
      at,
      new Date(2026, 10, 22, 9, 0).getTime(),
      'en',
    )
    expect(yesterday).toMatch(/^Nov 21, 2:05\sPM$/)
  })

  it('words the age of kept rows', () => {
    const ages = [20_000, 3 * 60_000 + 5_000, 2 * 60 * 60_000]
    render(
      <ul>
        {ages.map((age) => (
          <li key={age}>
            <RefreshNote at={Date.now() - age} />
          </li>
        ))}
      </ul>,
    )
    expect(
      screen.getAllByRole('listitem').map((item) => item.textContent),
    ).toEqual([
      'Updated just now · refreshing…',
      'Updated 3 min ago · refreshing…',
      'Updated 2 h ago · refreshing…',
    ])
  })
})

describe('Find in list and category names', () => {
  it('shows named categories as "Dogs · 1" and filters loaded rows without a request', async () => {
    addCategory(newDesk(), '1', 'Dogs')
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => sent.push(request.url))
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    const before = sent.length
    const categories = rows().map(
      (row) => (row as HTMLTableRowElement).cells[2]?.textContent,
    )
    expect(categories).toContain('Dogs · 1')
    expect(categories.filter((text) => text === '1')).toEqual([])

    // `/` from outside a field jumps to the box, and is not typed into it.
    await user.click(document.body)
    await user.keyboard('/')
    const box = screen.getByRole('searchbox', { name: 'Find in list' })
    expect(box).toHaveFocus()
    expect(box).toHaveValue('')

    await user.keyboard('dogs')
    const dogs = categories.filter((text) => text === 'Dogs · 1').length
    expect(rows()).toHaveLength(dogs)
    // The whole summary: the search's note gives the page-size advice, so
    // "There may be more: choose a larger page size" is not said twice.
    expect(screen.getByText(/^Showing 20 animals\./).textContent).toBe(
      `Showing 20 animals. ${dogs} of 20 loaded rows match 'dogs'. Only loaded rows are searched: choose a larger page size or another status to search more.`,
    )
    expect(screen.getByText(`Exports the ${dogs} matching rows only`))

    await user.clear(box)
    await user.type(box, 'no such animal')
    expect(
      screen.queryByRole('table', { name: 'Animals' }),
    ).not.toBeInTheDocument()
    expect(
      screen.getAllByText(/No loaded rows match 'no such animal'/).length,
    ).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(rows()).toHaveLength(20)
    expect(box).toHaveValue('')
    expect(sent.length).toBe(before)
  })

  it('leaves `/` alone while typing in another field', async () => {
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    const animalId = screen.getByLabelText('Animal ID')
    await user.click(animalId)
    await user.keyboard('4/2')
    expect(animalId).toHaveValue('4/2')
    expect(animalId).toHaveFocus()
  })
})

describe('Animals page in Spanish', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('speaks Spanish: labels, statuses, plurals and the time kept rows were loaded', async () => {
    // Only the date is held, so the kept rows are from 14:05 today.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 21, 14, 8))
    testApi.faults.add({ kind: 'server-error' })
    const tabs = testTabs()
    const client = createQueryClient(tabs)
    client.setQueryData(
      listQuery(savedConnection().scope, { limit: 20, status: undefined })
        .queryKey,
      [
        { id: '7', name: 'Kept Cat', categoryId: '1', status: 'available' },
        { id: '8', name: ' ', categoryId: '2', status: 'sold' },
      ],
      { updatedAt: new Date(2026, 10, 21, 14, 5).getTime() },
    )
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers client={client} language={language} tabs={tabs}>
        <Router hook={memoryLocation({ path: '/animals' }).hook}>
          <AppRoutes />
        </Router>
      </Providers>,
    )
    expect(
      screen.getByRole('heading', { name: 'Animales', level: 1 }),
    ).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No se pudieron actualizar los animales')
    // A 24-hour time, as Spanish writes it (English says 2:05 PM).
    expect(alert).toHaveTextContent(
      'La lista de abajo es la que se cargó a las 14:05.',
    )
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent),
    ).toEqual(['ID', 'Nombre', 'Categoría', 'Estado'])
    const table = screen.getByRole('table', { name: 'Animales' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => (row as HTMLTableRowElement).cells[3]?.textContent),
    ).toEqual(['Estado', 'Disponible', 'Adoptado'])
    // A blank name the server sent, named in Spanish.
    expect(
      within(table).getByRole('link', { name: 'Sin nombre (ID 8)' }),
    ).toHaveAttribute('href', '/animals/8')
    expect(screen.getByText('Mostrando 2 animales.')).toBeInTheDocument()
    expect(screen.getByText('Exporta solo las 2 filas cargadas')).toBeVisible()

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar en la lista' }),
      'kept cat',
    )
    expect(
      screen.getByText(
        'Mostrando 2 animales. 1 de 2 filas cargadas coincide con «kept cat». Solo se buscan las filas cargadas: elija más filas por página u otro estado para buscar en más.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Exporta solo 1 fila que coincide')).toBeVisible()
  })
})
