import { screen, waitFor, within } from '@testing-library/react'
import { recordSend } from '../../../lib/activity/record-send'
import { settled } from '../../../lib/activity/activity-log'
import { addCategory } from '../../../lib/categories/category-rules'
import { getConnection } from '../../../lib/connection/connection'
import { server, TEST_BASE_URL, testApi } from '../../../mocks/node'
import { saveLiveConnection } from '../../../test/connection'
import { renderApp } from '../../../test/render-app'

/** The methods and paths of the requests sent from now on. */
function requestsSent() {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).search}`)
  })
  return sent
}

afterEach(() => server.events.removeAllListeners())

describe('Add animal: no duplicate by mistake', () => {
  it('an animal of a loaded list is named above the buttons, accents and case ignored, at no request', async () => {
    addCategory('1', 'Dogs')
    const zoe = testApi.db.create({ name: 'Zoé', categoryId: '1' })
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    const sent = requestsSent()
    await user.click(screen.getByRole('link', { name: 'Add animal' }))
    await user.type(await screen.findByLabelText('Name'), 'ZOE')
    await user.type(screen.getByLabelText('Category ID'), '1')
    const listed = await screen.findByText(
      /Already listed: ZOE|Already listed: Zoé/,
    )
    expect(listed).toHaveTextContent(
      `Already listed: Zoé · Dogs · ID ${zoe.id}`,
    )
    expect(within(listed).getByRole('link', { name: zoe.id })).toHaveAttribute(
      'href',
      `/animals/${zoe.id}`,
    )
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Add anyway and start another' }),
    ).toBeVisible()
    // Another category: another animal.
    await user.clear(screen.getByLabelText('Category ID'))
    await user.type(screen.getByLabelText('Category ID'), '2')
    await waitFor(() =>
      expect(screen.queryByText(/Already listed/)).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: 'Add animal' })).toBeVisible()
    expect(sent).toEqual([])
  })

  it("a send in this browser's Activity counts, even one whose outcome is unknown", async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-duplicates')
    const added = recordSend(getConnection(), { name: 'Rex', categoryId: '42' })
    added.sent()
    added.added('777')
    const lost = recordSend(getConnection(), {
      name: 'Bella',
      categoryId: '43',
    })
    lost.sent()
    lost.failed(new Error('The connection dropped.'))
    await settled()
    const sent = requestsSent()
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), ' rex ')
    await user.type(screen.getByLabelText('Category ID'), '42')
    expect(await screen.findByText(/Already listed/)).toHaveTextContent(
      'Already listed: Rex · category 42 · ID 777',
    )
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'BELLA')
    await user.clear(screen.getByLabelText('Category ID'))
    await user.type(screen.getByLabelText('Category ID'), '43')
    const unknown = await screen.findByText(/outcome unknown/)
    expect(unknown).toHaveTextContent(
      'Sent from this browser, outcome unknown: Bella · category 43',
    )
    expect(
      within(unknown).getByRole('link', { name: 'see it in Activity' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/activity#entry-/))
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()
    expect(sent).toEqual([])
  })

  it('Check the latest 100 costs one request and says what it covered', async () => {
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Nobody here')
    await user.type(screen.getByLabelText('Category ID'), '42')
    const sent = requestsSent()
    await user.click(
      screen.getByRole('button', { name: 'Check the latest 100' }),
    )
    expect(
      await screen.findByText(
        /^Checked (the latest 100|all \d+) animals: no other Nobody here in category 42\.$/,
      ),
    ).toBeVisible()
    expect(sent).toEqual(['GET ?limit=100'])

    // One far down the list, not loaded before: found by the check.
    const pets = testApi.db.list({ limit: 100 })
    const older = pets.at(-1)
    if (!older) throw new Error('no animals')
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), older.name)
    await user.clear(screen.getByLabelText('Category ID'))
    await user.type(screen.getByLabelText('Category ID'), older.categoryId)
    await user.click(
      screen.getByRole('button', { name: 'Check the latest 100' }),
    )
    expect(
      await screen.findByText(new RegExp(`is listed as ID .*${older.id}`)),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()
    expect(sent).toEqual(['GET ?limit=100', 'GET ?limit=100'])
  })
})

describe('Add and start another', () => {
  it('keeps category and status, clears the name, focuses Name, and lists what was added', async () => {
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Pip')
    await user.type(screen.getByLabelText('Category ID'), '4')
    await user.selectOptions(screen.getByLabelText('Status'), 'pending')
    await user.click(
      screen.getByRole('button', { name: 'Add and start another' }),
    )
    const list = await screen.findByRole('region', {
      name: 'Added in this sitting',
    })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Category ID')).toHaveValue('4')
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
    const first = within(list).getByRole('listitem')
    expect(first).toHaveTextContent('Pip · ID 1001')
    expect(within(first).getByRole('link', { name: '1001' })).toHaveAttribute(
      'href',
      '/animals/1001',
    )

    await user.keyboard('Squeak')
    await user.click(
      screen.getByRole('button', { name: 'Add and start another' }),
    )
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(2),
    )
    expect(testApi.db.find('1002')).toMatchObject({
      name: 'Squeak',
      categoryId: '4',
      status: 'pending',
    })
    // The single add still confirms as before, and ends nothing.
    expect(
      screen.queryByRole('heading', { name: /was added/ }),
    ).not.toBeInTheDocument()
  })

  it('leaving the form ends the sitting', async () => {
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Pip')
    await user.type(screen.getByLabelText('Category ID'), '4')
    await user.click(
      screen.getByRole('button', { name: 'Add and start another' }),
    )
    await screen.findByRole('region', { name: 'Added in this sitting' })
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(await screen.findByRole('link', { name: 'Add animal' }))
    await screen.findByLabelText('Name')
    expect(
      screen.queryByRole('region', { name: 'Added in this sitting' }),
    ).not.toBeInTheDocument()
  })
})
