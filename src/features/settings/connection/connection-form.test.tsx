import { testTabs } from '../../../test/test-tabs'
import { spanishLanguage } from '../../../test/spanish'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '../../../mocks/node'
import { renderApp } from '../../../test/render-app'
import { saveLiveConnection, savedConnection } from '../../../test/connection'
import { Providers } from '../../../app/providers'
import { ConnectionForm } from './connection-form'

const LIVE = 'http://api.live.test/v1'
const OTHER = 'http://other.test/v1'
const KEY = 'sk_live_good_1234'

/** Answers GET /pets on a base URL, recording the Authorization header of each request. */
function answer(baseUrl: string) {
  const seen: (string | null)[] = []
  server.use(
    http.get(`${baseUrl}/pets`, ({ request }) => {
      seen.push(request.headers.get('Authorization'))
      return HttpResponse.json([])
    }),
  )
  return seen
}

function saveLive() {
  saveLiveConnection(LIVE, KEY)
}

async function renderForm() {
  const result = renderApp('/settings')
  await screen.findByLabelText('Environment')
  return result
}

describe('Settings: the saved key', () => {
  it('is not sent to another address: that needs its own key', async () => {
    saveLive()
    const toOther = answer(OTHER)
    const { user } = await renderForm()
    const baseUrl = screen.getByLabelText('API base URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, OTHER)

    const keyField = screen.getByLabelText('API key')
    expect(keyField).toHaveValue('')
    expect(keyField).toHaveAttribute(
      'placeholder',
      'The saved key is for another address',
    )
    expect(keyField).toHaveAccessibleDescription(
      `Saved key: •••• 1234 is for ${LIVE}, another address, so it is not sent here. Forget key`,
    )

    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText('Enter the API key for this environment'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(toOther).toEqual([])
    expect(savedConnection()).toMatchObject({ baseUrl: LIVE, apiKey: KEY })
  })

  it('is reused while the form points at its own address', async () => {
    saveLive()
    const seen = answer(LIVE)
    const { user } = await renderForm()
    const keyField = screen.getByLabelText('API key')
    expect(keyField).toHaveAttribute(
      'placeholder',
      'Leave empty to keep the saved key',
    )
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText(/Connected to api\.live\.test/),
    ).toBeInTheDocument()
    expect(seen).toEqual([`Bearer ${KEY}`])
  })

  it('a key saved for Custom is not reused when switching back from Demo to another address', async () => {
    saveLive()
    const { user } = await renderForm()
    await user.selectOptions(
      screen.getByLabelText('Environment'),
      'Demo (offline)',
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText(/Saved\. Now using Demo/)
    // Still saved for its own address, so coming back needs no retyping.
    expect(savedConnection().savedKey).toEqual({ key: KEY, for: LIVE })

    await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
    await user.clear(screen.getByLabelText('API base URL'))
    await user.type(screen.getByLabelText('API base URL'), OTHER)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Enter the API key for this environment'),
    ).toBeInTheDocument()
    expect(savedConnection().environment).toBe('demo')
  })

  it('Forget key forgets only the key, not what is half-typed in the form', async () => {
    saveLive()
    const { user } = await renderForm()
    await user.click(screen.getByLabelText('Remember on this device'))
    const baseUrl = screen.getByLabelText('API base URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, 'http://half')

    await user.click(screen.getByRole('button', { name: 'Forget key' }))
    expect(
      await screen.findByText(
        'The saved API key was removed from this browser.',
      ),
    ).toBeInTheDocument()
    expect(sessionStorage.getItem('adoption-desk:api-key')).toBeNull()
    expect(localStorage.getItem('adoption-desk:api-key')).toBeNull()
    expect(savedConnection()).toMatchObject({
      environment: 'custom',
      customBaseUrl: LIVE,
      apiKey: '',
      remember: false,
    })
    // The form keeps what was typed, unsaved.
    expect(baseUrl).toHaveValue('http://half')
    expect(screen.getByLabelText('Remember on this device')).toBeChecked()
    expect(screen.queryByText('•••• 1234')).not.toBeInTheDocument()
  })
})

describe('Settings: Test connection while testing', () => {
  it('keeps focus, says Testing… and sends nothing more', async () => {
    let release: () => void = () => undefined
    let requests = 0
    server.use(
      http.get(`${LIVE}/pets`, async () => {
        requests += 1
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return HttpResponse.json([])
      }),
    )
    const { user } = await renderForm()
    await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
    await user.type(screen.getByLabelText('API base URL'), LIVE)
    await user.type(screen.getByLabelText('API key'), KEY)
    const button = screen.getByRole('button', { name: 'Test connection' })
    await user.click(button)

    await waitFor(() => expect(button).toHaveTextContent('Testing…'))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    expect(button).toHaveFocus()
    await waitFor(() => expect(requests).toBe(1))
    await user.click(button)
    await user.keyboard('{Enter}')

    release()
    expect(
      await screen.findByText(/Connected to api\.live\.test/),
    ).toBeInTheDocument()
    expect(requests).toBe(1)
    expect(button).toHaveTextContent('Test connection')
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).toHaveFocus()
  })
})

describe('Settings: Connection in Spanish', () => {
  it('labels the fields and says what is wrong in Spanish', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers tabs={testTabs()} language={language}>
        <ConnectionForm />
      </Providers>,
    )
    await user.selectOptions(screen.getByLabelText('Entorno'), 'custom')
    await user.clear(screen.getByLabelText('URL base de la API'))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(
      await screen.findByText(
        'Introduzca la URL base de la API, por ejemplo https://api.example.com/v1',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Probar conexión' }),
    ).toBeInTheDocument()
  })

  it('says why a test failed in Spanish, with the server it could not reach', async () => {
    server.use(http.get(`${LIVE}/pets`, () => HttpResponse.error()))
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <Providers tabs={testTabs()} language={language}>
        <ConnectionForm />
      </Providers>,
    )
    await user.selectOptions(screen.getByLabelText('Entorno'), 'custom')
    await user.clear(screen.getByLabelText('URL base de la API'))
    await user.type(screen.getByLabelText('URL base de la API'), LIVE)
    await user.type(screen.getByLabelText('Clave de API'), KEY)
    await user.click(screen.getByRole('button', { name: 'Probar conexión' }))
    expect(
      await screen.findByText(
        'No se puede acceder al servidor o CORS lo bloquea. No se pudo conectar con el servidor en api.live.test. Revise su conexión; si el servidor funciona, puede que esté bloqueando esta aplicación (CORS).',
      ),
    ).toBeInTheDocument()
  })
})
