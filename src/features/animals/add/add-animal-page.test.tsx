import { act, screen, waitFor, within } from '@testing-library/react'
import { newDesk } from '../../../test/connection'
import { http, HttpResponse } from 'msw'
import { addCategory } from '../../../lib/categories/category-rules'
import { server, TEST_BASE_URL, testApi } from '../../../mocks/node'
import { holdRequests } from '../../../test/held-requests'
import { renderApp } from '../../../test/render-app'
import { spanishLanguage } from '../../../test/spanish'

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Rex')
  await user.type(screen.getByLabelText('Category ID'), '2')
  await user.selectOptions(screen.getByLabelText('Status'), 'sold')
}

/** Opens the Add animal page, fills in Rex and sends him. */
async function addRex() {
  const rendered = renderApp('/animals/new')
  await fill(rendered.user)
  await rendered.user.click(screen.getByRole('button', { name: 'Add animal' }))
  return rendered
}

/** The URLs of the requests sent with `method` from now on. */
function requestsSent(method: 'GET' | 'POST') {
  const urls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method) urls.push(request.url)
  })
  return urls
}

/** The mock API refuses the next POST /pets with a 400 Error body. */
function refusePost(code: string, message: string) {
  server.use(
    http.post(`${TEST_BASE_URL}/pets`, () =>
      HttpResponse.json({ code, message, status: 400 }, { status: 400 }),
    ),
  )
}

const holdPosts = () => holdRequests('post')

afterEach(() => server.events.removeAllListeners())

describe('Add animal page', () => {
  it('creates the animal, confirms with its exact ID and clears the draft', async () => {
    const { user } = renderApp('/animals/new')
    await fill(user)
    expect(sessionStorage.getItem('adoption-desk:new-animal-draft')).toContain(
      'Rex',
    )
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    const heading = await screen.findByRole('heading', {
      name: 'Rex was added',
    })
    expect(heading.parentElement).toHaveTextContent('ID 1001')
    expect(
      within(heading.parentElement as HTMLElement).getByRole('link', {
        name: 'Open Rex’s page',
      }),
    ).toHaveAttribute('href', '/animals/1001')
    expect(sessionStorage.getItem('adoption-desk:new-animal-draft')).toBeNull()
    expect(testApi.db.find('1001')).toMatchObject({
      name: 'Rex',
      categoryId: '2',
      status: 'sold',
    })
  })

  it('restores a draft kept in this tab', async () => {
    sessionStorage.setItem(
      'adoption-desk:new-animal-draft',
      JSON.stringify({
        name: 'Saved',
        categoryId: '9007199254740993',
        status: 'pending',
      }),
    )
    renderApp('/animals/new')
    expect(await screen.findByLabelText('Name')).toHaveValue('Saved')
    expect(screen.getByLabelText('Category ID')).toHaveValue('9007199254740993')
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
  })

  it('puts a 400 message on the field it names, keeping the input', async () => {
    refusePost('invalid_body', 'categoryId is not a known category.')
    await addRex()
    // Once the answer has come: the summary takes focus when it does.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'There is a problem' })
          .parentElement,
      ).toHaveFocus(),
    )
    expect(screen.getByLabelText('Category ID')).toHaveAccessibleDescription(
      /The server said: categoryId is not a known category\./,
    )
    expect(screen.getByLabelText('Name')).toHaveValue('Rex')
  })

  it('shows a 400 that names no field above the form', async () => {
    refusePost('duplicate', 'That animal already exists.')
    await addRex()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The animal was not added. The server did not accept it: That animal already exists.',
    )
  })

  it('a refused key links to Settings', async () => {
    testApi.faults.add({ kind: 'unauthorized' })
    await addRex()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The API key was refused')
    expect(
      within(alert).getByRole('link', {
        name: 'Check the API key in Settings',
      }),
    ).toHaveAttribute('href', '/settings')
    expect(screen.getByLabelText('Name')).toHaveValue('Rex')
  })

  it.each([
    ['a 500', { kind: 'server-error' } as const],
    ['malformed JSON on 201', { kind: 'malformed-json' } as const],
  ])('%s: the outcome is unknown, and nothing is resent', async (_, fault) => {
    const posts = requestsSent('POST')
    testApi.faults.add(fault)
    const response = holdPosts()
    const { user } = await addRex()
    // From before the answer, a clock the test moves on (it also runs, so
    // the page and the mock API's own timers go on): a resend the failure
    // scheduled would wait on it.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'performance',
      ],
    })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    response.release()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The animal may or may not have been added.',
    )
    expect(screen.getByLabelText('Category ID')).toHaveValue('Cats · 2')
    // Longer than the longest wait the client ever schedules (ten minutes).
    await act(() => vi.advanceTimersByTimeAsync(11 * 60_000))
    // The person checks the list, as the notice asks; by the time it has
    // loaded, a resend would have reached the server before it.
    await user.click(
      within(alert).getByRole('link', { name: 'Check the list' }),
    )
    await screen.findByText(/Showing 20 animals/)
    expect(posts).toHaveLength(1)
  })

  it('one click sends one request: the button is disabled while sending', async () => {
    const posts = requestsSent('POST')
    const response = holdPosts()
    const { user } = await addRex()
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Adding…' }))
    response.release()
    await screen.findByRole('heading', { name: 'Rex was added' })
    expect(posts).toHaveLength(1)
  })

  it('a send still under way when staff leave and come back is not sent twice', async () => {
    const posts = requestsSent('POST')
    const response = holdPosts()
    const { user } = await addRex()
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(await screen.findByRole('link', { name: 'Add animal' }))
    // The draft is back, but the form knows its animal is on its way.
    expect(await screen.findByLabelText('Name')).toHaveValue('Rex')
    const button = screen.getByRole('button', { name: 'Adding…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(screen.getByText(/still on its way/)).toBeInTheDocument()
    response.release()
    // Once created, the draft is gone and the form is empty again.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
    expect(posts).toHaveLength(1)
  })

  it('after a send whose outcome is unknown, the list asks the server again', async () => {
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    const gets = requestsSent('GET')
    await user.click(screen.getByRole('link', { name: 'Add animal' }))
    await fill(user)
    testApi.faults.add({ kind: 'server-error' })
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    await user.click(
      await screen.findByRole('link', { name: 'Check the list' }),
    )
    await screen.findByText(/Showing 20 animals/)
    await waitFor(() => expect(gets).toHaveLength(1))
  })
})

describe('Add animal in Spanish', () => {
  it('labels, the rules’ messages and the server’s words (as it wrote them), and a plural', async () => {
    const language = await spanishLanguage()
    refusePost('invalid_body', 'categoryId is not a known category.')
    const { user } = renderApp('/animals/new', { language })
    const name = await screen.findByLabelText('Nombre')
    const category = screen.getByLabelText('ID de la categoría')
    await user.type(category, '3.5')
    await user.click(screen.getByRole('button', { name: 'Añadir animal' }))
    const summary = (
      await screen.findByRole('heading', { name: 'Hay un problema' })
    ).parentElement as HTMLElement
    expect(
      within(summary).getByRole('link', { name: 'Escriba un nombre' }),
    ).toBeVisible()
    expect(category).toHaveAccessibleDescription(
      /Escriba el ID de la categoría como número entero, por ejemplo 3/,
    )

    await user.type(name, 'Rex')
    await user.clear(category)
    await user.type(category, '42')
    await user.click(screen.getByRole('button', { name: 'Añadir animal' }))
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription(
        /El servidor dijo: categoryId is not a known category\./,
      ),
    )

    await user.click(
      screen.getByRole('button', { name: 'Revisar los últimos 100' }),
    )
    expect(
      await screen.findByText(
        /^Se revisaron (los \d+|los últimos 100) animales: no hay otro Rex en categoría 42\.$/,
      ),
    ).toBeInTheDocument()
  })

  it('an unknown outcome says the app’s own words in Spanish', async () => {
    const language = await spanishLanguage()
    testApi.faults.add({ kind: 'malformed-json' })
    const { user } = renderApp('/animals/new', { language })
    await user.type(await screen.findByLabelText('Nombre'), 'Rex')
    await user.type(screen.getByLabelText('ID de la categoría'), '2')
    await user.click(screen.getByRole('button', { name: 'Añadir animal' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Puede que el animal se haya añadido o no. El servidor envió una respuesta que no es JSON válido.',
    )
    expect(
      within(alert).getByRole('link', { name: 'Revise la lista' }),
    ).toHaveAttribute('href', '/animals')
  })
})

describe('Category ID suggests named categories', () => {
  it('picks a category by name with the keyboard and sends its ID', async () => {
    addCategory(newDesk(), '1', 'Dogs')
    addCategory(newDesk(), '9007199254740993', 'Chats sauvagés')
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Minou')
    const box = screen.getByRole('combobox', { name: 'Category ID' })
    await user.type(box, 'chats')
    const list = screen.getByRole('listbox', { name: 'Category suggestions' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chats sauvagés · 9007199254740993'])
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option').id,
    )
    await user.keyboard('{Enter}')
    // The name with the number, not the bare number (issue 34).
    expect(box).toHaveValue('Chats sauvagés · 9007199254740993')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    const created = await screen.findByRole('heading', {
      name: 'Minou was added',
    })
    const id = /ID (\d+)/.exec(created.parentElement?.textContent ?? '')?.[1]
    expect(
      testApi.db.list({ limit: 100 }).find((pet) => pet.id === id)?.categoryId,
    ).toBe('9007199254740993')
  })

  it('turns a whole name typed without picking into its ID', async () => {
    addCategory(newDesk(), '7', 'Ferrets')
    const { user } = renderApp('/animals/new')
    const box = await screen.findByRole('combobox', { name: 'Category ID' })
    await user.type(box, 'FERRETS')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.tab()
    expect(box).toHaveValue('Ferrets · 7')
  })

  it('a part of a name then Tab offers the category, not an error; one press takes it', async () => {
    addCategory(newDesk(), '1', 'Dogs')
    addCategory(newDesk(), '2', 'Cats')
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    const box = screen.getByRole('combobox', { name: 'Category ID' })
    await user.type(box, 'dog')
    await user.tab()
    expect(screen.getByLabelText('Status')).toHaveFocus()
    // A task later, as a blur's check would have shown its error by then.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByText(/whole number/)).not.toBeInTheDocument()
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).toHaveAccessibleDescription(/Did you mean: Dogs · 1/)
    await user.click(screen.getByRole('button', { name: 'Dogs · 1' }))
    expect(box).toHaveValue('Dogs · 1')
    expect(
      screen.queryByRole('button', { name: 'Dogs · 1' }),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add animal' }))
    await screen.findByRole('heading', { name: 'Rex was added' })
    expect(
      testApi.db.list({ limit: 1 }).find((pet) => pet.name === 'Rex')
        ?.categoryId,
    ).toBe('1')
  })

  it('a part of a name then Enter takes the highlighted category, and sends nothing', async () => {
    addCategory(newDesk(), '1', 'Dogs')
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'Rex')
    const stored = testApi.db.count()
    const box = screen.getByRole('combobox', { name: 'Category ID' })
    await user.type(box, 'dog')
    expect(screen.getByRole('option', { name: 'Dogs · 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{Enter}')
    expect(box).toHaveValue('Dogs · 1')
    expect(box).toHaveFocus()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(testApi.db.count()).toBe(stored)
  })
})
