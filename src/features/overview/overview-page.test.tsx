import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render-app'
import { spanishLanguage } from '../../test/spanish'

describe('Overview page', () => {
  it('counts by status, tabulates by category, and shows the demo’s changes since yesterday', async () => {
    const { user } = renderApp('/overview')
    expect(
      await screen.findByRole('heading', { name: 'Overview', level: 1 }),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', {
      name: 'Animals by category and status',
    })
    // "No status" counts within the latest 100 of the demo's 150.
    expect(screen.getByRole('link', { name: /Available$/ })).toHaveAttribute(
      'href',
      '/animals?status=available&limit=100',
    )
    expect(
      screen.getByRole('link', { name: '3 No status' }),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('rowheader', { name: 'Dogs · 1' }),
    ).toBeInTheDocument()

    const since = await screen.findByRole('region', {
      name: 'Since you last looked',
    })
    expect(await within(since).findByText('Status changed')).toBeInTheDocument()
    expect(
      within(since).getByText('Not among those seen before'),
    ).toBeInTheDocument()
    const milo = within(since).getByRole('link', { name: 'Milo' })
    expect(milo).toHaveAttribute('href', '/animals/146')
    expect(milo.closest('li')).toHaveTextContent('from Available to Adopted')

    await user.click(
      within(since).getByRole('button', { name: 'Mark as seen' }),
    )
    expect(
      await within(since).findByText(
        'Nothing changed among the animals both looks hold.',
      ),
    ).toBeInTheDocument()
    expect(within(since).queryByRole('link', { name: 'Milo' })).toBeNull()
  })

  it('speaks Spanish', async () => {
    renderApp('/overview', { language: await spanishLanguage() })
    expect(
      await screen.findByRole('table', {
        name: 'Animales por categoría y estado',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Desde su última visita' }),
    ).toBeInTheDocument()
  })
})
