import 'fake-indexeddb/auto'
import { fireEvent, screen, within } from '@testing-library/react'
import { MAX_ROWS } from '../../../../lib/files/input-limits'
import { server, TEST_BASE_URL, testApi } from '../../../../mocks/node'
import { saveLiveConnection } from '../../../../test/connection'
import { renderApp } from '../../../../test/render-app'
import { spanishLanguage } from '../../../../test/spanish'

// A litter is an import: the import's limits hold before its first request,
// its lists show 100 names at a time, a second press of its start button
// does nothing, and the names stay until the job is stored (decision 028).

const requests: string[] = []
beforeEach(() => {
  requests.length = 0
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${request.url}`)
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  window.sessionStorage.clear()
})

const names = (count: number) =>
  Array.from({ length: count }, (_, index) => `Pup ${index + 1}`).join('\n')

async function litterOf(
  text: string,
  words = { several: 'Several animals (one name per line)', names: 'Names' },
) {
  const view = renderApp('/animals/new')
  await view.user.click(
    await screen.findByRole('button', { name: words.several }),
  )
  // One input event: typing 10,000 lines would take minutes.
  fireEvent.change(screen.getByRole('textbox', { name: words.names }), {
    target: { value: text },
  })
  await view.user.type(screen.getByLabelText('Category ID'), '2')
  return view
}

describe('A litter’s limits', () => {
  it('10,001 names are refused before any request, naming the limit; the names stay', async () => {
    const { user } = await litterOf(names(MAX_ROWS + 1))
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Check names' }))
    expect(
      await screen.findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent(
      'These are 10,001 names: a litter is an import, and an import takes at most 10,000. Nothing was checked or sent; add them in parts of up to 10,000.',
    )
    expect(requests).toEqual([])
    expect(
      screen.queryByRole('region', { name: /^Litter/ }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Names' })).toHaveValue(
      names(MAX_ROWS + 1),
    )
  }, 30_000)

  it('says the limit in Spanish', async () => {
    const language = await spanishLanguage()
    const view = renderApp('/animals/new', { language })
    await view.user.click(
      await screen.findByRole('button', {
        name: 'Varios animales (un nombre por línea)',
      }),
    )
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombres' }), {
      target: { value: names(MAX_ROWS + 1) },
    })
    await view.user.type(screen.getByLabelText('ID de la categoría'), '2')
    await view.user.click(
      screen.getByRole('button', { name: 'Revisar nombres' }),
    )
    expect(
      await screen.findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent(
      'Hay 10.001 nombres: una camada es una importación, y una importación admite como máximo 10.000.',
    )
  }, 30_000)

  it('10,000 names are checked, and shown 100 at a time', async () => {
    const { user } = await litterOf(names(MAX_ROWS))
    await user.click(screen.getByRole('button', { name: 'Check names' }))
    const review = await screen.findByRole(
      'region',
      { name: 'Litter: 10,000 names' },
      { timeout: 20_000 },
    )
    const items = within(review).getAllByRole('listitem')
    expect(items).toHaveLength(100)
    expect(items[0]).toHaveTextContent('Pup 1')
    const pages = within(review).getByRole('navigation', {
      name: 'Pages of names',
    })
    expect(pages).toHaveTextContent('(rows 1–100 of 10,000)')
    await user.click(within(pages).getByRole('button', { name: 'Next page' }))
    expect(within(review).getAllByRole('listitem')[0]).toHaveTextContent(
      'Pup 101',
    )
  }, 60_000)

  it('a key kept for this tab: a litter that would not fit its storage is refused before any request; the names stay', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-tab')
    const { user } = await litterOf(names(3))
    await user.click(screen.getByRole('button', { name: 'Check names' }))
    const review = await screen.findByRole('region', {
      name: 'Litter: 3 names',
    })
    // The tab's storage is nearly full (jsdom holds about 5 million characters).
    window.sessionStorage.setItem('other', 'x'.repeat(4_900_000))
    requests.length = 0
    await user.click(
      within(review).getByRole('button', { name: 'Add 3 animals' }),
    )
    expect(
      await screen.findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent(
      'The litter did not start: it is too large for this tab’s storage',
    )
    expect(requests).toEqual([])
    expect(screen.getByRole('textbox', { name: 'Names' })).toHaveValue(names(3))
  })

  it('a second press of Add does nothing: each name is sent once', async () => {
    const { user } = await litterOf(names(2))
    await user.click(screen.getByRole('button', { name: 'Check names' }))
    const review = await screen.findByRole('region', {
      name: 'Litter: 2 names',
    })
    const add = within(review).getByRole('button', { name: 'Add 2 animals' })
    await user.dblClick(add)
    const progress = await screen.findByRole('region', { name: 'Litter' })
    await within(progress).findByText(
      'Litter finished: 2 added, 0 refused, 0 unknown.',
      undefined,
      { timeout: 20_000 },
    )
    expect(requests.filter((line) => line.startsWith('POST'))).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(
      testApi.db
        .list({ limit: 100 })
        .filter((pet) => pet.name.startsWith('Pup')),
    ).toHaveLength(2)
  }, 40_000)
})
