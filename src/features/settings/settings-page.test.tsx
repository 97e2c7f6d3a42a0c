import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { savedConnection } from '../../test/connection'
import { server } from '../../mocks/node'
import { renderApp } from '../../test/render-app'

const LIVE = 'http://api.live.test/v1'

function liveApi(acceptedKey = 'sk_live_good_1234') {
  const seen: { auth: string | null; url: string }[] = []
  server.use(
    http.get(`${LIVE}/pets`, ({ request }) => {
      seen.push({
        auth: request.headers.get('Authorization'),
        url: request.url,
      })
      if (request.headers.get('Authorization') !== `Bearer ${acceptedKey}`) {
        return HttpResponse.json(
          { code: 'unauthorized', message: 'Invalid API key.', status: 401 },
          { status: 401 },
        )
      }
      return HttpResponse.json(
        [{ id: 7, name: 'Live Rex', categoryId: 1, status: 'available' }],
        {
          headers: {
            'X-RateLimit-Limit': '300',
            'X-RateLimit-Remaining': '299',
            'X-RateLimit-Reset': '1900000000',
          },
        },
      )
    }),
  )
  return seen
}

async function chooseCustom(
  user: ReturnType<typeof renderApp>['user'],
  key: string,
) {
  await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
  await user.type(screen.getByLabelText('API base URL'), LIVE)
  await user.type(screen.getByLabelText('API key'), key)
}

describe('Settings: connection', () => {
  it('defaults to demo with the four environments', () => {
    renderApp('/settings')
    return screen.findByLabelText('Environment').then((select) => {
      expect(select).toHaveValue('demo')
      expect(
        [...(select as HTMLSelectElement).options].map((option) => option.text),
      ).toEqual(['Demo (offline)', 'Production', 'Staging', 'Custom'])
    })
  })

  it('saves a custom connection; the key goes to sessionStorage only, masked once saved', async () => {
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await chooseCustom(user, 'sk_live_good_1234')
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show key' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'text')
    // A toggle keeps its name; only its pressed state changes.
    expect(
      screen.getByRole('button', { name: 'Show key', pressed: true }),
    ).toBe(toggle)
    expect(
      screen.queryByRole('button', { name: 'Hide key' }),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText(/Saved\. Now using Custom/),
    ).toBeInTheDocument()
    expect(screen.getByText('•••• 1234')).toBeInTheDocument()
    expect(screen.getByLabelText('API key')).toHaveValue('')
    // Stored with the address it was entered for, and sent only there.
    expect(
      JSON.parse(sessionStorage.getItem('adoption-desk:api-key') ?? 'null'),
    ).toEqual({ key: 'sk_live_good_1234', for: LIVE })
    expect(localStorage.getItem('adoption-desk:api-key')).toBeNull()
    expect(JSON.stringify(localStorage)).not.toContain('sk_live_good_1234')
    expect(savedConnection().label).toBe('api.live.test')
    expect(screen.getByText('Environment:').parentElement).toHaveTextContent(
      'api.live.test',
    )
  })

  it('"Remember on this device" keeps the key in localStorage instead', async () => {
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await chooseCustom(user, 'sk_live_good_1234')
    await user.click(screen.getByLabelText('Remember on this device'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText(/Saved\./)
    expect(
      JSON.parse(localStorage.getItem('adoption-desk:api-key') ?? 'null'),
    ).toEqual({ key: 'sk_live_good_1234', for: LIVE })
    expect(sessionStorage.getItem('adoption-desk:api-key')).toBeNull()
  })

  it('rejects a URL that is not http(s) and keeps what was typed', async () => {
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
    await user.type(
      screen.getByLabelText('API base URL'),
      'javascript:alert(1)',
    )
    await user.type(screen.getByLabelText('API key'), 'sk_typed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(
        'The API base URL must start with https:// or http://',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('API base URL')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText('API base URL')).toHaveValue(
      'javascript:alert(1)',
    )
    expect(screen.getByLabelText('API key')).toHaveValue('sk_typed')
    expect(savedConnection().environment).toBe('demo')
  })

  it('asks for a key before saving a live environment', async () => {
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
    await user.type(screen.getByLabelText('API base URL'), LIVE)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Enter the API key for this environment'),
    ).toBeInTheDocument()
  })

  it('explains an environment this build has no URL for', async () => {
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await user.selectOptions(screen.getByLabelText('Environment'), 'Production')
    await user.type(screen.getByLabelText('API key'), 'sk_x')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(
        /This build has no production API URL configured/,
      ),
    ).toBeInTheDocument()
  })

  it('Test connection sends one GET /pets?limit=1 and reports connected with the rate limit', async () => {
    const seen = liveApi()
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await chooseCustom(user, 'sk_live_good_1234')
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText(
        /Connected to api\.live\.test\. Rate limit: 300 requests \(299 left/,
      ),
    ).toBeInTheDocument()
    expect(seen).toEqual([
      { auth: 'Bearer sk_live_good_1234', url: `${LIVE}/pets?limit=1` },
    ])
    // Testing does not save.
    expect(savedConnection().environment).toBe('demo')
  })

  it('Test connection reports a refused key with the server message', async () => {
    liveApi()
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await chooseCustom(user, 'sk_wrong')
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText('Key refused: Invalid API key.'),
    ).toBeInTheDocument()
  })

  it('Test connection reports an unreachable server', async () => {
    server.use(http.get(`${LIVE}/pets`, () => HttpResponse.error()))
    const { user } = renderApp('/settings')
    await screen.findByLabelText('Environment')
    await chooseCustom(user, 'sk_any')
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText(/Server unreachable or blocked by CORS/),
    ).toBeInTheDocument()
  })

  it('switching environment drops cached animals: live data replaces demo data', async () => {
    liveApi()
    const { user } = renderApp('/animals')
    await screen.findByText(/Showing 20 animals/)
    await user.click(screen.getByRole('link', { name: 'Settings' }))
    await chooseCustom(user, 'sk_live_good_1234')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText(
      /Now using Custom; animals loaded from the previous connection were cleared/,
    )
    await user.click(screen.getByRole('link', { name: 'Animals' }))
    expect(await screen.findByText('Showing 1 animal.')).toBeInTheDocument()
    expect(screen.getByText('Live Rex')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText('Atlas')).not.toBeInTheDocument(),
    )
  })

  it('in demo mode the demo’s tools have their own tab, Demo tools, not the Connection page (issue 34)', async () => {
    const user = userEvent.setup()
    renderApp('/settings')
    await screen.findByRole('heading', { name: 'Plan and rate limits' })
    expect(
      screen.queryByRole('region', { name: 'Demo fault switches' }),
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Reset demo data' }),
    ).not.toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' })
    await user.click(within(tabs).getByRole('link', { name: 'Demo tools' }))
    expect(
      await screen.findByRole('button', { name: 'Reset demo data' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('region', { name: 'Demo fault switches' }),
    ).toBeInTheDocument()
    expect(
      within(
        screen.getByRole('navigation', { name: 'Settings sections' }),
      ).getByRole('link', { name: 'Demo tools' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})
