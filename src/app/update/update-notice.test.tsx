import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { spanishLanguage } from '../../test/spanish'
import { LanguageContext } from '../../lib/i18n/use-messages'
import { UpdateNotice } from './update-notice'
import { vi } from 'vitest'
import { renderApp } from '../../test/render-app'
import { reportUnfinishedWork } from '../../lib/util/unfinished-work'
import { pendingUpdate } from './app-update'
import { registerServiceWorker } from './service-worker'

// workbox-window stands in for the browser's registration: the test says
// when a new version is waiting and when it takes control.
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, (() => void)[]>()
  return {
    listeners,
    emit: (type: string) => listeners.get(type)?.forEach((run) => run()),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() => Promise.resolve(undefined)),
  }
})

vi.mock('workbox-window/Workbox.js', () => ({
  Workbox: class {
    addEventListener(type: string, run: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), run])
    }
    messageSkipWaiting = workbox.messageSkipWaiting
    register = workbox.register
    update = () => Promise.resolve()
  },
}))

afterEach(() => {
  // Unmounted first: the reset below is not an update for a rendered layout.
  cleanup()
  workbox.listeners.clear()
  workbox.messageSkipWaiting.mockClear()
  workbox.register.mockClear()
  pendingUpdate.set(null)
})

/** Registered, with a new version installed and waiting. */
function newVersionWaiting() {
  const reload = vi.fn()
  registerServiceWorker(reload)
  expect(workbox.register).toHaveBeenCalled()
  act(() => workbox.emit('waiting'))
  return reload
}

it('shows nothing until a new version waits, and never reloads by itself', async () => {
  const reload = vi.fn()
  registerServiceWorker(reload)
  renderApp('/animals')
  expect(await screen.findByText(/Showing \d+ animals/)).toBeInTheDocument()
  expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument()

  act(() => workbox.emit('waiting'))
  expect(await screen.findByText('A new version is ready')).toBeInTheDocument()
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()
  expect(reload).not.toHaveBeenCalled()
})

it('Reload lets the new version take over, then reloads the tab', async () => {
  const reload = newVersionWaiting()
  const { user } = renderApp('/animals')
  await user.click(await screen.findByRole('button', { name: 'Reload' }))
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
  // Reloading before the new worker is in control would load the old version.
  expect(reload).not.toHaveBeenCalled()
  act(() => workbox.emit('controlling'))
  expect(reload).toHaveBeenCalledTimes(1)
})

it("a first visit's worker taking the page is no new version", async () => {
  const reload = vi.fn()
  registerServiceWorker(reload)
  renderApp('/animals')
  expect(await screen.findByText(/Showing \d+ animals/)).toBeInTheDocument()
  act(() => workbox.emit('controlling'))
  expect(screen.queryByRole('region', { name: 'New version' })).toBeNull()
  expect(pendingUpdate.get()).toBeNull()
  expect(reload).not.toHaveBeenCalled()
})

it('another tab activating the new version does not reload this one', async () => {
  const reload = newVersionWaiting()
  const { user } = renderApp('/animals')
  await screen.findByText('A new version is ready')
  act(() => workbox.emit('controlling'))
  expect(reload).not.toHaveBeenCalled()
  // Reload still works here, and now only needs to reload.
  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(reload).toHaveBeenCalledTimes(1)
})

it('during an import, Reload says what it would interrupt before reloading', async () => {
  const reload = newVersionWaiting()
  let running = true
  const stop = reportUnfinishedWork(() =>
    running ? 'the import that is running' : null,
  )
  const { user } = renderApp('/animals')
  await user.click(await screen.findByRole('button', { name: 'Reload' }))
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Reloading now would interrupt the import that is running.',
  )
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

  // Not now: back to the notice, nothing lost.
  await user.click(screen.getByRole('button', { name: 'Not now' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

  // Once the import is over, Reload goes ahead at once.
  running = false
  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
  act(() => workbox.emit('controlling'))
  expect(reload).toHaveBeenCalledTimes(1)
  stop()
})

it('a form with unsent input is named, and Reload anyway goes ahead', async () => {
  newVersionWaiting()
  const { user } = renderApp('/animals/new')
  await user.type(await screen.findByLabelText('Name'), 'Biscuit')
  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Reloading now would interrupt the new animal you are adding.',
  )
  await user.click(screen.getByRole('button', { name: 'Reload anyway' }))
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
})

it('speaks Spanish, listing what it would interrupt in the Spanish way', async () => {
  const language = await spanishLanguage()
  const stops = [
    reportUnfinishedWork(() => 'la importación en curso'),
    reportUnfinishedWork(() => 'el animal que está añadiendo'),
  ]
  const apply = vi.fn()
  const user = userEvent.setup()
  render(
    <LanguageContext value={language}>
      <UpdateNotice update={{ apply }} />
    </LanguageContext>,
  )
  expect(screen.getByRole('status')).toHaveTextContent(
    'Hay una nueva versión lista',
  )
  await user.click(screen.getByRole('button', { name: 'Recargar' }))
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Recargar ahora interrumpiría la importación en curso y el animal que está añadiendo.',
  )
  expect(apply).not.toHaveBeenCalled()
  stops.forEach((stop) => stop())
})

it('a later version changed the database in another tab: says why to reload', async () => {
  const apply = vi.fn()
  render(<UpdateNotice update={{ apply, why: 'outdated' }} />)
  expect(
    screen.getByText(/A newer version of the desk, open in another tab/),
  ).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
  expect(apply).toHaveBeenCalledOnce()
})
