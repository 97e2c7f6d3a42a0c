import { testTabs } from '../../../test/test-tabs'
import { spanishLanguage } from '../../../test/spanish'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Providers } from '../../../app/providers'
import { CategoriesSettingsPage } from './categories-settings'
import { getCategories } from '../../../lib/categories/categories'
import { newDesk, saveLiveConnection } from '../../../test/connection'
import { renderApp } from '../../../test/render-app'

describe('Settings → Categories in demo mode', () => {
  it('shows the sample names, saying they are the demo’s', async () => {
    renderApp('/settings/categories')
    const table = await screen.findByRole('table', { name: 'Named categories' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1DogsRemove',
      '2CatsRemove',
      '3RabbitsRemove',
      '4BirdsRemove',
      '5Guinea pigsRemove',
      '6ReptilesRemove',
    ])
    expect(
      screen.getByText(
        'These are the demo’s sample names for its animals; adding or removing one makes the list yours.',
      ),
    ).toBeVisible()
  })
})

describe('Settings → Categories', () => {
  // A server with no names yet: the list starts empty.
  beforeEach(() => saveLiveConnection())

  it('adds, refuses a duplicate with a message, and removes', async () => {
    const { user } = renderApp('/settings/categories')
    await screen.findByRole('heading', { name: 'Categories' })
    const id = screen.getByLabelText('Category ID')
    const name = screen.getByLabelText('Category name')
    await user.type(id, '9007199254740993')
    await user.type(name, '  Dogs ')
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(screen.getByText('Added Dogs · 9007199254740993.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(getCategories(newDesk())).toEqual([
      { id: '9007199254740993', name: 'Dogs' },
    ])
    expect(id).toHaveFocus()

    await user.type(id, '2')
    await user.type(name, 'dogs')
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText(
        "The name 'Dogs' is already used by category ID 9007199254740993",
      ),
    ).toBeInTheDocument()
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(getCategories(newDesk())).toHaveLength(1)

    const table = screen.getByRole('table', { name: 'Named categories' })
    await user.click(within(table).getByRole('button', { name: 'Remove' }))
    expect(getCategories(newDesk())).toEqual([])
    expect(screen.getByText(/No categories are named yet/)).toBeInTheDocument()
  })

  it('imports a file: lists each bad line, adds the good ones on request', async () => {
    const { user } = renderApp('/settings/categories')
    const input = await screen.findByLabelText('Import a categories file')
    await user.upload(
      input,
      new File(['id,name\n1,Dogs\nx,Cats\n2,Ferrets\n'], 'team.csv', {
        type: 'text/csv',
      }),
    )
    expect(
      await screen.findByText(
        'team.csv: 2 categories to use, 1 line left out.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Line 3: Category ID must be a whole number, for example 1',
      ),
    ).toBeInTheDocument()
    expect(getCategories(newDesk())).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Add to the list' }))
    expect(getCategories(newDesk())).toEqual([
      { id: '1', name: 'Dogs' },
      { id: '2', name: 'Ferrets' },
    ])
    expect(
      screen.getByText('Added 2 categories from team.csv.'),
    ).toBeInTheDocument()
  })

  it('reads a Windows-1252 file as such, and says so beside the preview', async () => {
    const { user } = renderApp('/settings/categories')
    const input = await screen.findByLabelText('Import a categories file')
    // "id,name", then "1,Zoé" as Excel on Windows saves it (é is 0xE9).
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('id,name\n1,Zo'),
      0xe9,
      0x0a,
    ])
    await user.upload(
      input,
      new File([bytes], 'team.csv', { type: 'text/csv' }),
    )
    expect(
      await screen.findByText(
        'Read as Windows-1252 (Western European): check the names below.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add to the list' }))
    expect(getCategories(newDesk())).toEqual([{ id: '1', name: 'Zoé' }])
  })

  it('a file that cannot be read: says so, and the list is unchanged', async () => {
    const { user } = renderApp('/settings/categories')
    const input = await screen.findByLabelText('Import a categories file')
    const file = new File(['id,name\n1,Dogs\n'], 'gone.csv', {
      type: 'text/csv',
    })
    // As a file moved or deleted after it was chosen reads.
    Object.defineProperty(file, 'arrayBuffer', {
      value: () =>
        Promise.reject(
          new DOMException(
            'The requested file could not be read.',
            'NotReadableError',
          ),
        ),
    })
    await user.upload(input, file)
    expect(
      await screen.findByText(
        'Could not read gone.csv: The requested file could not be read. The list is unchanged; check the file and choose it again.',
      ),
    ).toHaveAttribute('role', 'alert')
    expect(getCategories(newDesk())).toEqual([])
    expect(screen.queryByRole('button', { name: 'Add to the list' })).toBeNull()
  })

  it('the same file chosen again is read again (the input is emptied after each read)', async () => {
    const { user } = renderApp('/settings/categories')
    const input = await screen.findByLabelText<HTMLInputElement>(
      'Import a categories file',
    )
    await user.upload(
      input,
      new File(['id,name\nx,Dogs\n'], 'team.csv', { type: 'text/csv' }),
    )
    expect(
      await screen.findByText(
        'team.csv: 0 categories to use, 1 line left out.',
      ),
    ).toBeInTheDocument()
    expect(input.value).toBe('')
    expect(input.files).toHaveLength(0)
    // Fixed and chosen again, under the same name.
    await user.upload(
      input,
      new File(['id,name\n1,Dogs\n'], 'team.csv', { type: 'text/csv' }),
    )
    expect(
      await screen.findByText('team.csv: 1 category to use.'),
    ).toBeInTheDocument()
  })
})

describe('Settings → Categories in Spanish', () => {
  beforeEach(() => saveLiveConnection())

  it('labels, a plural and what a file holds in Spanish', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers tabs={testTabs()} language={language}>
        <CategoriesSettingsPage />
      </Providers>,
    )
    expect(
      screen.getByRole('heading', { name: 'Categorías' }),
    ).toBeInTheDocument()
    await user.upload(
      screen.getByLabelText('Importar un archivo de categorías'),
      new File(['id,name\n1,Dogs\nx,Cats\n2,Ferrets\n'], 'team.csv', {
        type: 'text/csv',
      }),
    )
    expect(
      await screen.findByText(
        'team.csv: 2 categorías para usar, 1 línea omitida.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Añadir a la lista' }))
    expect(
      screen.getByText('Se añadieron 2 categorías de team.csv.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: 'Categorías con nombre' }),
    ).toBeInTheDocument()
  })

  it('says what the file reader left out, and why, in Spanish', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers tabs={testTabs()} language={language}>
        <CategoriesSettingsPage />
      </Providers>,
    )
    const input = screen.getByLabelText('Importar un archivo de categorías')
    await user.upload(
      input,
      new File(['{"categories": ['], 'roto.json', { type: 'application/json' }),
    )
    expect(
      await screen.findByText(
        'Este archivo no es JSON válido. Exporte una lista desde Ajustes → Categorías para ver el formato.',
      ),
    ).toBeInTheDocument()
    await user.upload(
      input,
      new File(
        [
          '[{"id": "1", "name": "Perros"}, {"id": "x"}, {"id": "2", "name": "Zo\uFFFD"}]',
        ],
        'equipo.json',
        { type: 'application/json' },
      ),
    )
    expect(
      await screen.findByText(
        'Entrada 2: El ID de categoría debe ser un número entero, por ejemplo 1',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Entrada 3: Esta línea tiene un carácter que no se pudo leer (se muestra como �). Guarde el archivo como UTF-8 y vuelva a elegirlo.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Añadir a la lista' }))
    await user.upload(
      input,
      new File(['id,name\n1,Canes\n'], 'otra.csv', { type: 'text/csv' }),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Añadir a la lista' }),
    )
    expect(
      screen.getByText(
        "Canes · 1: El ID de categoría 1 ya tiene el nombre 'Perros': quítelo primero para cambiarle el nombre",
      ),
    ).toBeInTheDocument()
  })

  it('a refused pair says why in Spanish, on its field, with the names as typed', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers tabs={testTabs()} language={language}>
        <CategoriesSettingsPage />
      </Providers>,
    )
    const id = screen.getByLabelText('ID de la categoría')
    const name = screen.getByLabelText('Nombre de la categoría')
    await user.type(id, '9007199254740993')
    await user.type(name, 'Perros')
    await user.keyboard('{Enter}')
    await user.type(id, '2')
    await user.type(name, 'PERROS')
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText(
        "El nombre 'Perros' ya lo usa el ID de categoría 9007199254740993",
      ),
    ).toBeInTheDocument()
    expect(name).toHaveFocus()
    await user.clear(id)
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText('Escriba un ID de categoría'),
    ).toBeInTheDocument()
    expect(id).toHaveFocus()
  })
})
