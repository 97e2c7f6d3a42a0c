import { screen } from '@testing-library/react'
import { vi } from 'vitest'
import { addCategory } from '../../lib/categories/category-rules'
import { server } from '../../mocks/node'
import { renderApp } from '../../test/render-app'

function lookups() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (/\/pets\/.+/.test(path)) seen.push(path)
  })
  return seen
}

// Before the look-up's removal date, whatever today's date is; only Date is
// faked, so MSW and the app's timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'))
})

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('Animal page', () => {
  it('shows a named category as "Cats · 2"', async () => {
    addCategory('2', 'Cats')
    renderApp('/animals/9007199254740993')
    await screen.findByRole('heading', { name: 'Atlas', level: 1 })
    expect(screen.getByText('Cats · 2')).toBeInTheDocument()
  })

  it('looks an animal up by an ID beyond 2^53, exactly, and explains the deprecation', async () => {
    const seen = lookups()
    renderApp('/animals/9007199254740993')
    expect(
      await screen.findByRole('heading', { name: 'Atlas', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText('9007199254740993')).toBeInTheDocument()
    expect(seen).toEqual(['/demo-api/v1/pets/9007199254740993'])
    const notice = screen.getByRole('complementary', {
      name: 'Looking up by ID is deprecated',
    })
    expect(notice).toHaveTextContent('will be removed on 5 December 2030')
    expect(notice).toHaveTextContent('Sunset: Thu, 05 Dec 2030 00:00:00 GMT')
  })

  it('shows an animal from a loaded list without calling the deprecated operation', async () => {
    const seen = lookups()
    const { user } = renderApp('/animals')
    await user.click(await screen.findByRole('link', { name: 'Atlas' }))
    expect(
      await screen.findByRole('heading', { name: 'Atlas', level: 1 }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Shown from the list already loaded/),
    ).toBeInTheDocument()
    expect(seen).toEqual([])
  })

  it('says when no animal has the ID', async () => {
    const seen = lookups()
    renderApp('/animals/424242')
    expect(
      await screen.findByRole('heading', { name: 'No animal with ID 424242' }),
    ).toBeInTheDocument()
    expect(seen).toEqual(['/demo-api/v1/pets/424242'])
  })

  it('an ID that is not a number sends nothing', async () => {
    const seen = lookups()
    renderApp('/animals/abc')
    expect(
      await screen.findByRole('heading', { name: 'Not an animal ID' }),
    ).toBeInTheDocument()
    expect(seen).toEqual([])
  })

  it('from the removal date on, does not call the operation and says why', async () => {
    vi.setSystemTime(new Date('2030-12-05T00:00:00Z'))
    const seen = lookups()
    renderApp('/animals/5')
    expect(await screen.findByText(/removed look-up by ID/)).toBeInTheDocument()
    expect(
      screen.getByText(/not in any list loaded in this session/),
    ).toBeInTheDocument()
    expect(seen).toEqual([])
  })
})
