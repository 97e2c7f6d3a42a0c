import { testTabs } from '../../../test/test-tabs'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../../../app/providers'
import { recordSend } from '../../../lib/activity/record-send'
import { activityOf, logPlaceFor } from '../../../lib/activity/activity-log'
import { TAB_LOCK_PREFIX } from '../../../lib/activity/open-tabs'
import { createFakeLocks } from '../../../test/fake-locks'
import { AddAnimalPage } from './add-animal-page'
import { fromKeptRow, type KeptRow, matchesOf } from './known-animals'
import { addCategory } from '../../../lib/categories/category-rules'
import { server, TEST_BASE_URL, testApi } from '../../../mocks/node'
import {
  newDesk,
  saveLiveConnection,
  savedConnection,
} from '../../../test/connection'
import type { Tabs } from '../../../lib/tabs/tabs'
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
    addCategory(newDesk(), '1', 'Dogs')
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
    const tabs = testTabs()
    const activity = activityOf(tabs)
    const added = recordSend(activity, savedConnection(), {
      name: 'Rex',
      categoryId: '42',
    })
    added.sent()
    added.added('777')
    const lost = recordSend(activity, savedConnection(), {
      name: 'Bella',
      categoryId: '43',
    })
    lost.sent()
    lost.failed(new Error('The connection dropped.'))
    await activity.settled()
    const sent = requestsSent()
    const { user } = renderApp('/animals/new', { tabs })
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
    expect(screen.getByLabelText('Category ID')).toHaveValue('Birds · 4')
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

describe('Add animal: a send that will still happen is a duplicate too', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'locks'))

  /** A Waiting entry of another tab, open or closed, as its tab wrote it. */
  async function waitingIn(tabs: Tabs, tab: string, name: string) {
    const place = logPlaceFor(savedConnection())
    if (!place) throw new Error('no key')
    await activityOf(tabs).append(place, {
      id: `entry-${tab}`,
      at: Date.now(),
      name,
      categoryId: '42',
      status: null,
      outcome: 'waiting',
      petId: null,
      message: null,
      tab,
    })
  }

  it('a send held by a wait in an open tab is named, and the buttons say "anyway"; a closed tab’s is not', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-waiting')
    const locks = createFakeLocks()
    Object.defineProperty(navigator, 'locks', {
      value: locks,
      configurable: true,
    })
    // The open tab holds its presence lock, as every page does.
    void locks.request(
      `${TAB_LOCK_PREFIX}tab-open`,
      () => new Promise(() => {}),
    )
    const tabs = testTabs()
    await waitingIn(tabs, 'tab-open', 'Max')
    await waitingIn(tabs, 'tab-closed', 'Bella')
    const { user } = renderApp('/animals/new', { tabs })
    await user.type(await screen.findByLabelText('Name'), 'max')
    await user.type(screen.getByLabelText('Category ID'), '42')
    const waiting = await screen.findByText(/Waiting to be sent/)
    expect(waiting).toHaveTextContent(
      'Waiting to be sent from this browser, after the rate limit: Max · category 42 · see it in Activity',
    )
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Add anyway and start another' }),
    ).toBeVisible()

    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'Bella')
    await waitFor(() =>
      expect(screen.queryByText(/Waiting to be sent/)).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: 'Add animal' })).toBeVisible()
  })

  it('a row of an unfinished import still to send is named with its row number', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-rows')
    const rows: KeptRow[] = [
      {
        row: 1,
        name: 'Pip',
        categoryId: '5',
        outcome: 'added',
        id: '900',
        unfinished: true,
      },
      {
        row: 7,
        name: 'Max',
        categoryId: '5',
        outcome: 'pending',
        unfinished: true,
      },
    ]
    render(
      <Providers tabs={testTabs()}>
        <Router hook={memoryLocation({ path: '/animals/new' }).hook}>
          <AddAnimalPage
            followKeptRows={(_, onNews) => {
              onNews({ all: true, rows })
              return () => undefined
            }}
            litterFor={() => null}
          />
        </Router>
      </Providers>,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Name'), 'Max')
    await user.type(screen.getByLabelText('Category ID'), '5')
    const row = await screen.findByText(/Row 7 of the import/)
    expect(row).toHaveTextContent(
      // The category by its name when a test before named it.
      /^Row 7 of the import, still to be sent: Max · .+ · follow it in Import$/,
    )
    expect(
      within(row).getByRole('link', { name: 'follow it in Import' }),
    ).toHaveAttribute('href', '/animals/import')
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()
  })

  it('a finished import’s rows never sent are not', () => {
    const kept: KeptRow = {
      row: 7,
      name: 'Max',
      categoryId: '5',
      outcome: 'pending',
      unfinished: false,
    }
    expect(fromKeptRow(kept)).toBeNull()
    expect(
      matchesOf(
        [
          fromKeptRow({ ...kept, outcome: 'resend', unfinished: true }) ?? [],
        ].flat(),
        'Max',
        '5',
      ),
    ).toEqual([expect.objectContaining({ row: 7 })])
  })
})
