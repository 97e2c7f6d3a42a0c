import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import { server, testApi } from '../../../../mocks/node'
import { renderApp } from '../../../../test/render-app'
import { spanishLanguage } from '../../../../test/spanish'

afterEach(() => server.events.removeAllListeners())

describe('A litter on the add form', () => {
  it('checks each name, leaves flagged ones out unless included, and adds the rest as an import job', async () => {
    const jerry = testApi.db.create({ name: 'Jerry', categoryId: '2' })
    const posts: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url)
    })
    const { user } = renderApp('/animals/new')
    await user.click(
      await screen.findByRole('button', {
        name: 'Several animals (one name per line)',
      }),
    )
    const names = screen.getByRole('textbox', { name: 'Names' })
    await user.type(names, 'Tom{Enter}TOM{Enter}{Enter}jerry')
    await user.type(screen.getByLabelText('Category ID'), '2')
    await user.selectOptions(screen.getByLabelText('Status'), 'available')
    await user.click(screen.getByRole('button', { name: 'Check names' }))

    const review = await screen.findByRole('region', {
      name: 'Litter: 3 names',
    })
    const rows = within(review).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tom',
      'TOM · Possible duplicate of row 1 Include',
      `jerry · Possible duplicate of ID ${jerry.id} Include`,
    ])
    expect(
      within(review).getByText('1 to add, 2 left out as possible duplicates.'),
    ).toBeVisible()
    await user.click(
      within(review).getByRole('checkbox', { name: 'Include row 2' }),
    )
    await user.click(
      within(review).getByRole('button', { name: 'Add 2 animals' }),
    )

    const progress = await screen.findByRole('region', { name: 'Litter' })
    await within(progress).findByText(
      'Litter finished: 2 added, 0 refused, 0 unknown.',
      undefined,
      { timeout: 20_000 },
    )
    expect(
      within(progress).getByRole('link', { name: 'Follow it in Import' }),
    ).toHaveAttribute('href', '/animals/import')
    const added = testApi.db
      .list({ limit: 100 })
      .filter((pet) => pet.name.toLowerCase() === 'tom')
    expect(added.map((pet) => [pet.name, pet.categoryId, pet.status])).toEqual([
      ['TOM', '2', 'available'],
      ['Tom', '2', 'available'],
    ])
    expect(posts).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: 'Names' })).toHaveValue('')
  }, 40_000)

  it('in Spanish: the import’s check says its flags in Spanish too', async () => {
    const language = await spanishLanguage()
    const { user } = renderApp('/animals/new', { language })
    await user.click(
      await screen.findByRole('button', {
        name: 'Varios animales (un nombre por línea)',
      }),
    )
    await user.type(
      screen.getByRole('textbox', { name: 'Nombres' }),
      'Tom{Enter}TOM',
    )
    await user.type(screen.getByLabelText('ID de la categoría'), '2')
    await user.click(screen.getByRole('button', { name: 'Revisar nombres' }))
    const review = await screen.findByRole('region', {
      name: 'Camada: 2 nombres',
    })
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Tom', 'TOM · Posible duplicado de la fila 1 Incluir'])
    expect(
      within(review).getByText(
        '1 por añadir, 1 dejado fuera como posible duplicado.',
      ),
    ).toBeVisible()
  })
})
