import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { activityOf, logPlaceFor } from '../../../lib/activity/activity-log'
import { server, TEST_BASE_URL, testApi } from '../../../mocks/node'
import { saveLiveConnection, savedConnection } from '../../../test/connection'
import { holdRequests } from '../../../test/held-requests'
import type { Tabs } from '../../../lib/tabs/tabs'
import { renderApp } from '../../../test/render-app'

/** This connection's Activity, as the app's Tabs stored it. */
async function activity(tabs: Tabs) {
  const log = activityOf(tabs)
  await log.settled()
  const place = logPlaceFor(savedConnection())
  if (!place) throw new Error('no key')
  return (await log.read(place)).entries
}

const holdPosts = () => holdRequests('post')

describe('Add animal: after a send', () => {
  it('Enter in a field adds the animal and the emptied form shows no error', async () => {
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    await user.type(screen.getByLabelText('Category ID'), '2{Enter}')
    await screen.findByRole('heading', { name: 'Rex was added' })
    expect(screen.getByLabelText('Name')).toHaveValue('')
    // A check the blur started runs on promises: one task later it is done.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(
      screen.queryByRole('heading', { name: 'There is a problem' }),
    ).not.toBeInTheDocument()
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument()
    expect(screen.queryByText(/Enter a category ID/)).not.toBeInTheDocument()
  })

  it('Add and start another, answered after the person left: the sent name never comes back as a draft', async () => {
    const response = holdPosts()
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    await user.type(screen.getByLabelText('Category ID'), '2')
    await user.click(
      screen.getByRole('button', { name: 'Add and start another' }),
    )
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await screen.findByText(/Showing 20 animals/)
    response.release()
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Rex' })).toBeInTheDocument(),
    )
    await user.click(screen.getByRole('link', { name: 'Add animal' }))
    expect(await screen.findByLabelText('Name')).toHaveValue('')
    // The rest of the run is kept for the next animal.
    expect(screen.getByLabelText('Category ID')).toHaveValue('Cats · 2')
  })
})

describe('Add animal: a send in doubt, found by Check the latest 100', () => {
  async function sendLost(
    user: ReturnType<typeof renderApp>['user'],
    checkFirst: boolean,
  ) {
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    await user.type(screen.getByLabelText('Category ID'), '2')
    const check = () =>
      user.click(screen.getByRole('button', { name: 'Check the latest 100' }))
    if (checkFirst) {
      await check()
      await waitFor(() =>
        expect(screen.getByText(/Checked/)).toHaveTextContent(/no other Rex/),
      )
    }
    // Stored by the server, then the connection drops before the answer.
    testApi.faults.add({ kind: 'cut-after-store' })
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The animal may or may not have been added.',
    )
    await check()
  }

  it('one new match, and the desk knew the latest 100 before: Added, on the page and in Activity', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-doubt')
    const { user, tabs } = renderApp('/animals/new')
    await sendLost(user, true)
    const heading = await screen.findByRole('heading', {
      name: 'Rex was added',
    })
    const notice = heading.parentElement as HTMLElement
    expect(notice).toHaveTextContent('The server had stored it')
    expect(notice).toHaveTextContent('ID 1001')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText(/may or may not/)).not.toBeInTheDocument()
    // The form is ready for the next animal, not for this one again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add animal' })).toBeVisible(),
    )
    expect(screen.getByLabelText('Name')).toHaveValue('')
    await waitFor(async () =>
      expect((await activity(tabs))[0]).toMatchObject({
        name: 'Rex',
        outcome: 'added',
        petId: '1001',
      }),
    )
  })

  it('when an older twin is possible, one press marks it Added, and it is the main button', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-doubt')
    const { user, tabs } = renderApp('/animals/new')
    await sendLost(user, false)
    const mark = await screen.findByRole('button', {
      name: 'Mark as added (ID 1001)',
    })
    expect(mark).not.toHaveClass('secondary')
    expect(screen.getByRole('button', { name: 'Add anyway' })).toHaveClass(
      'secondary',
    )
    await user.click(mark)
    const heading = await screen.findByRole('heading', {
      name: 'Rex was added',
    })
    expect(
      within(heading.parentElement as HTMLElement).getByText('1001'),
    ).toBeVisible()
    expect(screen.queryByText(/may or may not/)).not.toBeInTheDocument()
    await waitFor(async () =>
      expect((await activity(tabs))[0]).toMatchObject({
        outcome: 'added',
        petId: '1001',
      }),
    )
  })

  it.each(['Name', 'Category ID'])(
    'while Mark as added is offered, Enter in %s sends nothing (Add anyway is never pressed for the person)',
    async (label) => {
      saveLiveConnection(TEST_BASE_URL, 'k-doubt')
      const { user } = renderApp('/animals/new')
      await sendLost(user, false)
      await screen.findByRole('button', { name: 'Mark as added (ID 1001)' })
      const stored = testApi.db.count()
      screen.getByLabelText(label).focus()
      await user.keyboard('{Enter}')
      // A send would start at once: "Adding…" on the button, a second animal stored.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(testApi.db.count()).toBe(stored)
      expect(
        screen.getByRole('button', { name: 'Add anyway' }),
      ).toBeInTheDocument()
      expect(
        screen.getByRole('button', { name: 'Mark as added (ID 1001)' }),
      ).toBeVisible()
    },
  )
})

describe('Add animal: a server error is an answer', () => {
  it('says the server answered with an error, and that it may or may not have stored the animal', async () => {
    testApi.faults.add({ kind: 'server-error' })
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    await user.type(screen.getByLabelText('Category ID'), '2')
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The server answered with an error. The animal may or may not have been added. Internal server error.',
    )
    expect(alert).not.toHaveTextContent(/no answer|CORS/)
  })

  it('a connection cut on the same origin says nothing of CORS', async () => {
    saveLiveConnection(`${location.origin}/v1`, 'k-here')
    server.use(http.post(`${location.origin}/v1/pets`, () => Response.error()))
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    await user.type(screen.getByLabelText('Category ID'), '2')
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The animal may or may not have been added. Could not reach the server at',
    )
    expect(alert).not.toHaveTextContent('CORS')
  })
})
