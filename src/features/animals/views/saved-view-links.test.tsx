import { render, screen, within } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import { newDesk } from '../../../test/connection'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Language } from '../../../lib/i18n/language'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../test/spanish'
import type { ListView } from '../list-params'
import { SavedViewLinks } from './saved-view-links'
import { getSavedViews } from './saved-views'
import { polyfillDialog } from '../../../test/dialog'

beforeAll(polyfillDialog)

const CATS: ListView = { status: 'available', limit: 50, q: 'cats' }
const ALL: ListView = { status: undefined, limit: 20 }

function renderLinks(view: ListView, language: Language | null = null) {
  const user = userEvent.setup()
  const links = (shown: ListView) => (
    <LanguageContext value={language}>
      <Router hook={memoryLocation({ path: '/animals' }).hook}>
        <SavedViewLinks view={shown} />
      </Router>
    </LanguageContext>
  )
  const result = render(links(view), inTabs(testTabs()))
  const rerender = (next: ListView) => result.rerender(links(next))
  return { user, rerender }
}

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Save view' }))
  const dialog = await screen.findByRole('dialog', { name: 'Save view' })
  await user.type(within(dialog).getByLabelText('View name'), name)
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  return dialog
}

describe('Saved views on Animals', () => {
  it('shows only Save view while none are saved', () => {
    renderLinks(ALL)
    expect(screen.getByRole('button', { name: 'Save view' })).toBeVisible()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Manage views' }),
    ).not.toBeInTheDocument()
  })

  it('saves the view by name, says Find searches the loaded rows only, and lists it as a marked link', async () => {
    const { user, rerender } = renderLinks(CATS)
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save view' })
    expect(within(dialog).getByLabelText('View name')).toHaveFocus()
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Status Available',
      '50 a page',
      'Find ‘cats’: searches the loaded rows only, not all animals',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a name for the view',
    )
    await user.type(
      within(dialog).getByLabelText('View name'),
      'Available cats',
    )
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved the view ‘Available cats’',
    )

    const nav = screen.getByRole('navigation', { name: 'Saved views' })
    const link = within(nav).getByRole('link', { name: 'Available cats' })
    expect(link).toHaveAttribute(
      'href',
      '/animals?status=available&limit=50&q=cats',
    )
    expect(link).toHaveAttribute('aria-current', 'page')
    rerender(ALL)
    expect(link).not.toHaveAttribute('aria-current')
  })

  it('refuses a name already used, ignoring case and accents', async () => {
    const { user } = renderLinks(CATS)
    await saveAs(user, 'Zoé')
    const dialog = await saveAs(user, 'ZOE')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A view named ‘Zoé’ is already saved: choose another name',
    )
    expect(getSavedViews(newDesk())).toHaveLength(1)
  })

  it('renames and deletes in Manage views, then gives focus back to Save view', async () => {
    const { user } = renderLinks(CATS)
    await saveAs(user, 'Available cats')
    await user.click(screen.getByRole('button', { name: 'Manage views' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage views' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Rename Available cats' }),
    )
    const field = within(dialog).getByLabelText('New name for ‘Available cats’')
    expect(field).toHaveFocus()
    await user.clear(field)
    await user.type(field, 'Cats to rehome{Enter}')
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Renamed ‘Available cats’ to ‘Cats to rehome’.',
    )
    expect(
      within(dialog).getByRole('button', { name: 'Rename Cats to rehome' }),
    ).toHaveFocus()
    expect(
      screen.getByRole('link', { name: 'Cats to rehome', hidden: true }),
    ).toBeInTheDocument()

    await user.click(
      within(dialog).getByRole('button', { name: 'Delete Cats to rehome' }),
    )
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Deleted the view ‘Cats to rehome’.',
    )
    expect(within(dialog).getByText(/No views are saved/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
  })

  it('reads a views file that is not UTF-8 as Windows-1252, and says so', async () => {
    const { user } = renderLinks(CATS)
    await saveAs(user, 'Cats')
    await user.click(screen.getByRole('button', { name: 'Manage views' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage views' })
    // "Zoé" as Windows-1252 writes it: é is the one byte 0xE9.
    const ascii = new TextEncoder()
    const file = new File(
      [
        ascii.encode('{"views":[{"name":"Zo'),
        new Uint8Array([0xe9]),
        ascii.encode('"}]}'),
      ],
      'team.json',
    )
    await user.upload(
      within(dialog).getByLabelText('Import a views file'),
      file,
    )
    expect(
      await within(dialog).findByText(
        'Read as Windows-1252 (Western European): check the names below.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('team.json: 1 view to use.')).toBeVisible()
    await user.click(
      within(dialog).getByRole('button', { name: 'Add to the saved views' }),
    )
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Added 1 view from team.json.',
    )
    expect(getSavedViews(newDesk()).map((saved) => saved.name)).toEqual([
      'Cats',
      'Zoé',
    ])
  })

  it('speaks Spanish: what a view holds, the messages, and a plural from a file', async () => {
    const { user } = renderLinks(CATS, await spanishLanguage())
    await user.click(screen.getByRole('button', { name: 'Guardar vista' }))
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Estado: Disponible',
      '50 por página',
      'Buscar «cats»: busca solo en las filas cargadas, no en todos los animales',
    ])
    await user.type(
      within(dialog).getByLabelText('Nombre de la vista'),
      'Gatos{Enter}',
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se guardó la vista «Gatos»: aparece encima de los filtros.',
    )

    await user.click(screen.getByRole('button', { name: 'Administrar vistas' }))
    const manage = await screen.findByRole('dialog', {
      name: 'Administrar vistas',
    })
    expect(
      within(manage).getByRole('button', { name: 'Cambiar nombre de Gatos' }),
    ).toBeInTheDocument()
    const file = new File(
      [
        JSON.stringify({
          views: [
            { name: 'Perros', status: 'pending' },
            { name: 'Todos', limit: 100 },
          ],
        }),
      ],
      'equipo.json',
      { type: 'application/json' },
    )
    await user.upload(
      within(manage).getByLabelText('Importar un archivo de vistas'),
      file,
    )
    expect(
      await within(manage).findByText('equipo.json: 2 vistas para usar.'),
    ).toBeInTheDocument()
    await user.click(
      within(manage).getByRole('button', {
        name: 'Añadir a las vistas guardadas',
      }),
    )
    expect(within(manage).getByRole('status')).toHaveTextContent(
      'Se añadieron 2 vistas de equipo.json.',
    )
    expect(getSavedViews(newDesk()).map((saved) => saved.name)).toEqual([
      'Gatos',
      'Perros',
      'Todos',
    ])
  })
})
