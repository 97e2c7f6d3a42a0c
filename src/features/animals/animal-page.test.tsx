import { screen, within } from '@testing-library/react'
import { newDesk } from '../../test/connection'
import { vi } from 'vitest'
import { addCategory } from '../../lib/categories/category-rules'
import { server } from '../../mocks/node'
import { renderApp } from '../../test/render-app'
import { spanishLanguage } from '../../test/spanish'

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
    addCategory(newDesk(), '2', 'Cats')
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
    // A short line for the shelter; the HTTP detail behind Why? (issue 34).
    const why = within(notice).getByText('Why?').closest('details')
    expect(why).not.toBeNull()
    expect(why).not.toHaveAttribute('open')
    expect(why).toHaveTextContent('GET /pets/{petId}')
    expect(why).toHaveTextContent('Deprecation: @1767225600')
    const line = within(notice).getByText(/will be removed/)
    expect(line).not.toHaveTextContent(/GET|Deprecation:|Sunset:/)
  })

  it('speaks Spanish: labels, the time left as a plural, dates in Spanish, the headers as sent', async () => {
    const language = await spanishLanguage()
    renderApp('/animals/9007199254740993', { language })
    await screen.findByRole('heading', { name: 'Atlas', level: 1 })
    expect(screen.getByText('Nombre')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Imprimir tarjeta' }),
    ).toBeVisible()
    const notice = screen.getByRole('complementary', {
      name: 'La consulta por ID está obsoleta',
    })
    expect(notice).toHaveTextContent(
      'La consulta por ID está obsoleta Se eliminará el 5 de diciembre de 2030, dentro de 4 años.',
    )
    // The HTTP detail behind ¿Por qué?.
    expect(notice).toHaveTextContent(
      'Esta página consulta el animal con GET /pets/{petId}',
    )
    // The server's headers as it sent them; the date read from one, in Spanish.
    expect(notice).toHaveTextContent(
      'El servidor dice: Deprecation: @1767225600 (obsoleta desde el 1 de enero de 2026); Sunset: Thu, 05 Dec 2030 00:00:00 GMT',
    )
  })

  it('a year and a month left are both worded, each with its plural', async () => {
    vi.setSystemTime(new Date('2029-10-20T00:00:00Z'))
    const language = await spanishLanguage()
    renderApp('/animals/9007199254740993', { language })
    const notice = await screen.findByRole('complementary', {
      name: 'La consulta por ID está obsoleta',
    })
    expect(notice).toHaveTextContent('dentro de 1 año y 1 mes.')
  })

  it('shows an animal from a loaded list without calling the deprecated operation', async () => {
    const seen = lookups()
    const { user } = renderApp('/animals?limit=50')
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
