import { inTabs, testTabs } from '../../test/test-tabs'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiRequest } from '../../lib/http/api-client'
import { ApiError } from '../../lib/http/api-error'
import { DEMO_API_KEY } from '../../lib/connection/connection'
import type { LoadDemoControls } from '../../lib/demo/demo-controls'
import { demoControlsOf } from '../../mocks/demo-controls'
import { createRequestLog } from '../../mocks/request-log'
import { TEST_BASE_URL, testApi } from '../../mocks/node'
import { renderApp } from '../../test/render-app'
import { petsSchema } from '../../lib/pets/pet-schemas'
import { DemoTools } from './demo-tools'
import { saveLiveConnection } from '../../test/connection'
import { spanishLanguage } from '../../test/spanish'
import { LanguageContext } from '../../lib/i18n/use-messages'

// msw/browser cannot start in jsdom; the node MSW server answers for
// `testApi` instead, so the tools get its controls, as the app's demo loader
// gives them the browser's: a switch turned on here really makes the next
// request in the test fail.
const loadTestControls: LoadDemoControls = () =>
  // msw/node answers these tests, not the in-page transport: nothing to log.
  Promise.resolve(demoControlsOf(testApi, createRequestLog()))

const RATE_LIMIT = 'Next request answers 429 Too Many Requests'

function renderTools(
  load: LoadDemoControls = loadTestControls,
  clearRecords = vi.fn(() => Promise.resolve()),
) {
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoTools load={load} clearRecords={clearRecords} />
    </QueryClientProvider>,
    inTabs(testTabs()),
  )
  return { user, clearRecords, ...result }
}

async function renderFaults(clearRecords?: () => Promise<void>) {
  const result = renderTools(
    loadTestControls,
    clearRecords && vi.fn(clearRecords),
  )
  await screen.findByRole('checkbox', { name: RATE_LIMIT })
  return result
}

/** One request to the demo API, as the app would send it, outside React's batching. */
function request(): Promise<Response> {
  return act(() =>
    fetch(`${TEST_BASE_URL}/pets`, {
      headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
    }),
  )
}

function status() {
  return within(
    screen.getByRole('region', { name: 'Demo fault switches' }),
  ).getByRole('status')
}

describe('DemoFaults', () => {
  it('shows every switch off, in labelled groups', async () => {
    await renderFaults()
    expect(
      screen.getByRole('heading', { name: 'Demo fault switches' }),
    ).toBeInTheDocument()
    for (const group of [
      'Rate limit',
      'Network speed',
      'Failing answers',
      'Applies to',
    ]) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument()
    }
    for (const name of [
      RATE_LIMIT,
      'Slow network',
      'Server error 500',
      'Proxy error page 502',
      'Malformed JSON',
      'Key refused 401',
    ]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked()
    }
    expect(screen.getByRole('combobox', { name: 'Retry-After' })).toHaveValue(
      'seconds',
    )
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toHaveValue(5)
    expect(
      screen.getByRole('spinbutton', { name: 'Delay (seconds)' }),
    ).toHaveValue(3)
    expect(
      screen.getByRole('radio', { name: 'Next request only' }),
    ).toBeChecked()
    expect(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    ).not.toBeChecked()
    expect(testApi.faults.list()).toEqual([])
  })

  it('429 with Retry-After in seconds: armed, used by the next request, then off', async () => {
    const { user } = await renderFaults()
    const seconds = screen.getByRole('spinbutton', { name: 'Seconds' })
    await user.clear(seconds)
    await user.type(seconds, '7')
    const box = screen.getByRole('checkbox', { name: RATE_LIMIT })
    await user.click(box)

    expect(box).toBeChecked()
    expect(box).toHaveAccessibleDescription(
      /Armed: waiting for the next request\./,
    )
    expect(testApi.faults.snapshot()).toEqual([
      {
        fault: { kind: 'rate-limit', retryAfter: 'seconds', seconds: 7 },
        remaining: 1,
      },
    ])
    expect(status()).toHaveTextContent(
      '429 armed: the next request gets 429 Too Many Requests with Retry-After: 7 (7 seconds)',
    )

    const reply = await request()
    expect(reply.status).toBe(429)
    expect(reply.headers.get('Retry-After')).toBe('7')
    expect(box).not.toBeChecked()
    expect(status()).toHaveTextContent(
      'Used up: 429 Too Many Requests answered a request and is off now.',
    )
    expect(screen.queryByText(/Armed:/)).not.toBeInTheDocument()
    expect((await request()).status).toBe(200)
  })

  it('429 with Retry-After as an HTTP-date', async () => {
    const { user } = await renderFaults()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Retry-After' }),
      'As an HTTP-date',
    )
    const seconds = screen.getByRole('spinbutton', { name: 'Seconds' })
    await user.clear(seconds)
    await user.type(seconds, '120')
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    expect(testApi.faults.list()).toEqual([
      { kind: 'rate-limit', retryAfter: 'http-date', seconds: 120 },
    ])

    const before = Date.now()
    const reply = await request()
    expect(reply.status).toBe(429)
    const retryAfter = reply.headers.get('Retry-After') ?? ''
    expect(retryAfter).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    const wait = Date.parse(retryAfter) - before
    expect(wait).toBeGreaterThan(118_000)
    expect(wait).toBeLessThanOrEqual(121_000)
  })

  it('429 without Retry-After; Seconds does not apply then', async () => {
    const { user } = await renderFaults()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Retry-After' }),
      'Missing',
    )
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    expect(status()).toHaveTextContent('no Retry-After header')

    const reply = await request()
    expect(reply.status).toBe(429)
    expect(reply.headers.has('Retry-After')).toBe(false)
  })

  it('changing Retry-After or Seconds while armed re-arms with the new settings', async () => {
    const { user } = await renderFaults()
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Retry-After' }),
      'As an HTTP-date',
    )
    expect(testApi.faults.list()).toEqual([
      { kind: 'rate-limit', retryAfter: 'http-date', seconds: 5 },
    ])
    const seconds = screen.getByRole('spinbutton', { name: 'Seconds' })
    await user.clear(seconds)
    await user.type(seconds, '30')
    expect(testApi.faults.snapshot()).toEqual([
      {
        fault: { kind: 'rate-limit', retryAfter: 'http-date', seconds: 30 },
        remaining: 1,
      },
    ])
  })

  it('429 can be turned off before it is used', async () => {
    const { user } = await renderFaults()
    const box = screen.getByRole('checkbox', { name: RATE_LIMIT })
    await user.click(box)
    await user.click(box)
    expect(box).not.toBeChecked()
    expect(testApi.faults.list()).toEqual([])
    expect(status()).toHaveTextContent('429 Too Many Requests off.')
    expect((await request()).status).toBe(200)
  })

  it('slow network delays every request until turned off', async () => {
    const { user } = await renderFaults()
    const delay = screen.getByRole('spinbutton', { name: 'Delay (seconds)' })
    const box = screen.getByRole('checkbox', { name: 'Slow network' })
    await user.click(box)
    expect(testApi.faults.snapshot()).toEqual([
      { fault: { kind: 'slow', seconds: 3 }, remaining: Infinity },
    ])
    expect(status()).toHaveTextContent(
      'Slow network on: every request waits 3 seconds until you turn it off.',
    )
    expect(box).toHaveAccessibleDescription(
      /On for every request until turned off\./,
    )

    // The delay can change while it is on.
    await user.clear(delay)
    await user.type(delay, '0.2')
    expect(testApi.faults.list()).toEqual([{ kind: 'slow', seconds: 0.2 }])

    for (let i = 0; i < 2; i += 1) {
      const started = performance.now()
      const reply = await request()
      expect(performance.now() - started).toBeGreaterThanOrEqual(180)
      expect(reply.status).toBe(200)
      expect(box).toBeChecked()
    }

    await user.click(box)
    expect(testApi.faults.list()).toEqual([])
    expect(status()).toHaveTextContent('Slow network off.')
  })

  it('an unusable delay is flagged and arms nothing', async () => {
    const { user } = await renderFaults()
    const delay = screen.getByRole('spinbutton', { name: 'Delay (seconds)' })
    await user.clear(delay)
    expect(delay).toHaveAttribute('aria-invalid', 'true')
    expect(delay).toHaveAccessibleDescription(
      /Enter a delay from 0\.1 to 120 seconds\./,
    )
    await user.click(screen.getByRole('checkbox', { name: 'Slow network' }))
    expect(
      screen.getByRole('checkbox', { name: 'Slow network' }),
    ).not.toBeChecked()
    expect(testApi.faults.list()).toEqual([])
    expect(status()).toHaveTextContent(
      'Enter a delay from 0.1 to 120 seconds first.',
    )
  })

  it.each([
    {
      name: 'Server error 500',
      kind: 'server-error',
      check: (reply: Response) => expect(reply.status).toBe(500),
    },
    {
      name: 'Proxy error page 502',
      kind: 'bad-gateway-html',
      check: (reply: Response) => {
        expect(reply.status).toBe(502)
        expect(reply.headers.get('Content-Type')).toMatch(/text\/html/)
      },
    },
    {
      name: 'Malformed JSON',
      kind: 'malformed-json',
      check: async (reply: Response) => {
        expect(reply.status).toBe(200)
        await expect(reply.json()).rejects.toThrow(SyntaxError)
      },
    },
    {
      name: 'Key refused 401',
      kind: 'unauthorized',
      check: (reply: Response) => expect(reply.status).toBe(401),
    },
  ] as const)(
    '$name: for the next request by default, then off',
    async ({ name, kind, check }) => {
      const { user } = await renderFaults()
      const box = screen.getByRole('checkbox', { name })
      await user.click(box)
      expect(testApi.faults.snapshot()).toEqual([
        { fault: { kind }, remaining: 1 },
      ])
      expect(box).toHaveAccessibleDescription(
        /Armed: waiting for the next request\./,
      )
      expect(status()).toHaveTextContent(
        `${name} armed: the next request gets it, then the switch turns itself off.`,
      )

      await check(await request())
      expect(box).not.toBeChecked()
      expect(status()).toHaveTextContent(
        `Used up: ${name} answered a request and is off now.`,
      )
      expect((await request()).status).toBe(200)
    },
  )

  it('failing answers for every request stay on until turned off', async () => {
    const { user } = await renderFaults()
    await user.click(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    )
    const box = screen.getByRole('checkbox', { name: 'Server error 500' })
    await user.click(box)
    expect(testApi.faults.snapshot()).toEqual([
      { fault: { kind: 'server-error' }, remaining: Infinity },
    ])
    expect(status()).toHaveTextContent(
      'Server error 500 on: every request gets it until you turn it off.',
    )
    expect((await request()).status).toBe(500)
    expect((await request()).status).toBe(500)
    expect(box).toBeChecked()
    expect(box).toHaveAccessibleDescription(
      /On for every request until turned off\./,
    )

    await user.click(box)
    expect(testApi.faults.list()).toEqual([])
    expect(status()).toHaveTextContent('Server error 500 off.')
    expect((await request()).status).toBe(200)
  })

  it('changing "Applies to" re-arms the failing answers that are on', async () => {
    const { user } = await renderFaults()
    await user.click(screen.getByRole('checkbox', { name: 'Key refused 401' }))
    await user.click(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    )
    expect(testApi.faults.snapshot()).toEqual([
      { fault: { kind: 'unauthorized' }, remaining: Infinity },
    ])
    expect(status()).toHaveTextContent(
      'Failing answers now apply to every request until turned off.',
    )
    await user.click(screen.getByRole('radio', { name: 'Next request only' }))
    expect(testApi.faults.snapshot()).toEqual([
      { fault: { kind: 'unauthorized' }, remaining: 1 },
    ])
  })

  it('several one-shot answers are used one request at a time', async () => {
    const { user } = await renderFaults()
    await user.click(screen.getByRole('checkbox', { name: 'Server error 500' }))
    await user.click(screen.getByRole('checkbox', { name: 'Key refused 401' }))
    expect((await request()).status).toBe(500)
    expect(
      screen.getByRole('checkbox', { name: 'Server error 500' }),
    ).not.toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Key refused 401' }),
    ).toBeChecked()
    expect((await request()).status).toBe(401)
    expect(
      screen.getByRole('checkbox', { name: 'Key refused 401' }),
    ).not.toBeChecked()
  })

  it('"Turn all faults off" clears every switch', async () => {
    const { user } = await renderFaults()
    await user.click(screen.getByRole('checkbox', { name: 'Slow network' }))
    await user.click(screen.getByRole('checkbox', { name: 'Malformed JSON' }))
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    expect(testApi.faults.list()).toHaveLength(3)
    await user.click(
      screen.getByRole('button', { name: 'Turn all faults off' }),
    )
    expect(testApi.faults.list()).toEqual([])
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).not.toBeChecked()
    }
    expect(status()).toHaveTextContent('All fault switches are off.')
  })

  it('works by keyboard alone', async () => {
    const { user } = await renderFaults()
    screen.getByRole('checkbox', { name: RATE_LIMIT }).focus()
    await user.keyboard(' ')
    expect(testApi.faults.list()).toEqual([
      { kind: 'rate-limit', retryAfter: 'seconds', seconds: 5 },
    ])
    screen.getByRole('radio', { name: 'Next request only' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    ).toBeChecked()
    await user.tab()
    expect(
      screen.getByRole('checkbox', { name: 'Server error 500' }),
    ).toHaveFocus()
    await user.keyboard(' ')
    expect(testApi.faults.snapshot()).toContainEqual({
      fault: { kind: 'server-error' },
      remaining: Infinity,
    })
  })

  it('shows what is armed when it comes back', async () => {
    const { user, unmount } = await renderFaults()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Retry-After' }),
      'Missing',
    )
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    const delay = screen.getByRole('spinbutton', { name: 'Delay (seconds)' })
    await user.clear(delay)
    await user.type(delay, '1.5')
    await user.click(screen.getByRole('checkbox', { name: 'Slow network' }))
    await user.click(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    )
    await user.click(screen.getByRole('checkbox', { name: 'Malformed JSON' }))
    unmount()

    await renderFaults()
    expect(screen.getByRole('checkbox', { name: RATE_LIMIT })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Retry-After' })).toHaveValue(
      'none',
    )
    expect(screen.getByRole('checkbox', { name: 'Slow network' })).toBeChecked()
    expect(
      screen.getByRole('spinbutton', { name: 'Delay (seconds)' }),
    ).toHaveValue(1.5)
    expect(
      screen.getByRole('radio', { name: 'Every request until turned off' }),
    ).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Malformed JSON' }),
    ).toBeChecked()
  })

  it('the app meets the fault: a 500 switch makes the animals list fail once', async () => {
    const { user } = await renderFaults()
    const panel = screen.getByRole('region', { name: 'Demo fault switches' })
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Server error 500' }),
    )

    renderApp('/animals')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Internal server error.')
    await waitFor(() =>
      expect(
        within(panel).getByRole('checkbox', { name: 'Server error 500' }),
      ).not.toBeChecked(),
    )
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Used up: Server error 500 answered a request and is off now.',
    )
  })

  it('the client sees a 429 from the switch as rate limiting', async () => {
    const { user } = await renderFaults()
    await user.click(screen.getByRole('checkbox', { name: RATE_LIMIT }))
    const error: unknown = await act(() =>
      apiRequest({
        path: '/pets',
        schema: petsSchema,
        retryOn429: false,
        limits: testTabs().limits,
      }).then(
        () => null,
        (caught: unknown) => caught,
      ),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('rate-limited')
  })

  it('says so when the demo API cannot be loaded', async () => {
    renderTools(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    expect(
      await screen.findByText(
        'The fault switches could not be loaded: Failed to fetch dynamically imported module',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})

describe('DemoTools', () => {
  it('Reset demo data brings back the sample animals and says how many', async () => {
    const seeded = testApi.db.count()
    testApi.db.create({ name: 'Added in demo', categoryId: '1' })
    expect(testApi.db.count()).toBe(seeded + 1)
    const { user, clearRecords } = await renderFaults()
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
    const panel = screen.getByRole('region', { name: 'Demo data' })
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      `Demo data reset: ${seeded} sample animals are back, animals added in demo are gone, and the Activity log and any demo import are cleared.`,
    )
    expect(testApi.db.count()).toBe(seeded)
    expect(clearRecords).toHaveBeenCalledTimes(1)
  })

  it('Reset demo data says so when the Activity log and import could not be cleared, and still resets the animals', async () => {
    const seeded = testApi.db.count()
    testApi.db.create({ name: 'Added in demo', categoryId: '1' })
    const { user } = await renderFaults(() =>
      Promise.reject(new Error('The browser refused to change its storage.')),
    )
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
    const panel = screen.getByRole('region', { name: 'Demo data' })
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'the Activity log and import could not be cleared (The browser refused to change its storage.); try again.',
    )
    expect(testApi.db.count()).toBe(seeded)
  })

  it('shows nothing, and loads nothing, outside demo mode', () => {
    saveLiveConnection('http://api.live.test/v1', 'sk_live_1234')
    const load = vi.fn(loadTestControls)
    const { container } = renderTools(load)
    expect(container).toBeEmptyDOMElement()
    expect(load).not.toHaveBeenCalled()
  })

  it('speaks Spanish: labels, a plural and a number in the chosen locale', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <LanguageContext value={language}>
        <QueryClientProvider client={new QueryClient()}>
          <DemoTools load={loadTestControls} clearRecords={vi.fn()} />
        </QueryClientProvider>
      </LanguageContext>,
      inTabs(testTabs()),
    )
    const slow = await screen.findByRole('checkbox', { name: 'Red lenta' })
    const panel = screen.getByRole('region', {
      name: 'Interruptores de fallos de demostración',
    })
    const delay = screen.getByRole('spinbutton', {
      name: 'Retraso (segundos)',
    })
    await user.clear(delay)
    await user.type(delay, '1')
    await user.click(slow)
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Red lenta activada: cada solicitud espera 1 segundo hasta que usted la apague.',
    )
    await user.clear(delay)
    await user.type(delay, '2.5')
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Red lenta activada: cada solicitud espera 2,5 segundos hasta que usted la apague.',
    )
    await user.click(
      screen.getByRole('button', { name: 'Apagar todos los fallos' }),
    )
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Todos los interruptores de fallos están apagados.',
    )
  })
})
