import { testTabs } from '../../test/test-tabs'
import { spanishLanguage } from '../../test/spanish'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ActivityEntry } from '../../lib/activity/activity-entry'
import { logPlaceFor, TAB_LOG_PREFIX } from '../../lib/activity/activity-log'
import { TAB_ID } from '../../lib/activity/open-tabs'
import { TEST_BASE_URL } from '../../mocks/node'
import { saveLiveConnection, savedConnection } from '../../test/connection'
import { renderApp } from '../../test/render-app'
import { Providers } from '../../app/providers'
import { ActivityPage } from './activity-page'
import { outcomeOfError } from '../../lib/activity/send-outcome'
import { storeWords } from '../../lib/activity/stored-words'
import { abortError, ApiError } from '../../lib/http/api-error'
import { httpError } from '../../lib/http/error-answer'
import { httpMessages } from '../../lib/http/http-messages'
import { say } from '../../lib/i18n/said'

const entry = (
  id: string,
  outcome: ActivityEntry['outcome'],
  more: Partial<ActivityEntry> = {},
): ActivityEntry => ({
  id,
  at: Date.UTC(2026, 10, 24, 12, 0, Number(id.slice(1))),
  name: `Pet ${id}`,
  categoryId: '3',
  status: null,
  outcome,
  petId: null,
  message: null,
  tab: TAB_ID,
  ...more,
})

/** A log for this tab's key, as createPet would have left it. */
function storeTabLog(entries: unknown[], dropped = 0) {
  saveLiveConnection(TEST_BASE_URL, 'k-page')
  const place = logPlaceFor(savedConnection())
  if (place?.area !== 'tab') throw new Error('expected a tab log')
  sessionStorage.setItem(
    TAB_LOG_PREFIX + place.name,
    JSON.stringify({ v: 1, entries, dropped }),
  )
}

describe('ActivityPage', () => {
  it('shows each outcome in words, newest first, with the cap and what it is not', async () => {
    storeTabLog(
      [
        entry('e5', 'waiting', {
          message:
            "Held by the server's rate limit; not processed. Press Retry after then.",
        }),
        entry('e4', 'waiting'),
        entry('e3', 'unknown', { message: 'The server did not answer.' }),
        entry('e2', 'refused', { message: 'Invalid API key.' }),
        entry('e1', 'added', { petId: '9007199254740993' }),
        { id: 'damaged' },
      ],
      1_234,
    )
    renderApp('/activity')
    const table = await screen.findByRole('table', {
      name: 'Sent from this browser',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Pet e5.*Waiting: Held by the server's rate limit; not processed\. Press Retry after then\./,
      ),
      expect.stringMatching(/Pet e4.*Waiting for the rate limit to pass/),
      expect.stringMatching(
        /Pet e3.*Unknown: it may or may not have been added.*did not answer/,
      ),
      expect.stringMatching(/Pet e2.*Refused: Invalid API key\./),
      expect.stringMatching(/Pet e1.*Added · ID 9007199254740993/),
    ])
    expect(
      within(rows[4] as HTMLElement).getByRole('link', {
        name: '9007199254740993',
      }),
    ).toHaveAttribute('href', '/animals/9007199254740993')
    expect(
      screen.getByText(/At most the last 1,000 entries are kept/),
    ).toHaveTextContent('1,234 older entries were dropped.')
    expect(screen.getByText(/Kept in this tab only/)).toBeInTheDocument()
    expect(
      screen.getByText(/not what others did: the API keeps no history/),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 stored entry could not be read',
    )
  })

  it('says when nothing was sent yet', async () => {
    storeTabLog([])
    renderApp('/activity')
    expect(
      await screen.findByRole('heading', { name: 'Nothing sent yet' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })

  it('speaks Spanish: outcomes, a plural, numbers and dates in its forms', async () => {
    storeTabLog(
      [
        entry('e2', 'refused', { message: 'Invalid API key.' }),
        entry('e1', 'added', { petId: '9007199254740993' }),
      ],
      1_234,
    )
    const language = await spanishLanguage()
    render(
      <Providers tabs={testTabs()} language={language}>
        <ActivityPage />
      </Providers>,
    )
    const table = await screen.findByRole('table', {
      name: 'Enviado desde este navegador',
    })
    expect(
      within(table).getByRole('columnheader', { name: 'Resultado' }),
    ).toBeInTheDocument()
    const rows = within(table).getAllByRole('row').slice(1)
    // What the server wrote stays as it came.
    expect(rows[0]).toHaveTextContent('Rechazado: Invalid API key.')
    expect(rows[1]).toHaveTextContent('Añadido · ID 9007199254740993')
    const when = new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(Date.UTC(2026, 10, 24, 12, 0, 1))
    expect(rows[1]).toHaveTextContent(when)
    expect(
      screen.getByText('2 entradas, las más recientes primero.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Se guarda solo en esta pestaña/),
    ).toHaveTextContent('Se descartaron 1234 entradas más antiguas.')
  })

  it('speaks the app’s own words of an entry in Spanish; the server’s words and older entries as they came', async () => {
    const until = new Date(Date.UTC(2026, 11, 30, 9, 0, 0))
    const outcomes = {
      proxy: outcomeOfError(await httpError(502, '<html>Bad</html>'), true),
      cancelled: outcomeOfError(abortError(undefined), true),
      held: outcomeOfError(
        new ApiError({
          kind: 'rate-limited',
          status: 429,
          said: say(httpMessages, 'beyondADay', { until }),
        }),
        false,
      ),
      server: outcomeOfError(
        await httpError(
          422,
          '{"code":"bad","message":"name is required","status":422}',
        ),
        true,
      ),
    }
    const stored = (id: string, outcome: (typeof outcomes)['proxy']) =>
      entry(id, outcome?.outcome ?? 'unknown', {
        message: outcome?.message ?? null,
        words: storeWords(outcome?.said ?? null),
      })
    storeTabLog([
      stored('e6', outcomes.proxy),
      stored('e5', outcomes.cancelled),
      stored('e4', outcomes.held),
      stored('e3', outcomes.server),
      // Written before entries kept words; and words this version does not know.
      entry('e2', 'unknown', { message: 'The server did not answer.' }),
      entry('e1', 'unknown', {
        message: 'Kept as written.',
        words: '{"key":"http.gone","values":{}}',
      }),
    ])
    render(
      <Providers tabs={testTabs()} language={await spanishLanguage()}>
        <ActivityPage />
      </Providers>,
    )
    const table = await screen.findByRole('table', {
      name: 'Enviado desde este navegador',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    const noAnswer = 'Desconocido: puede que se haya añadido o no.'
    expect(rows[0]).toHaveTextContent(
      `${noAnswer} Falló una puerta de enlace entre usted y el servidor (502) (respondió con una página web en lugar de un error de la API, así que puede haber un proxy o una puerta de enlace de por medio).`,
    )
    expect(rows[1]).toHaveTextContent(
      `${noAnswer} Se canceló después de enviarse.`,
    )
    expect(rows[2]).toHaveTextContent(
      `Esperando: retenido por el límite de solicitudes del servidor; no se procesó. El servidor pidió esperar más de un día (hasta el ${until.toLocaleString('es')}). Pulse Reintentar después de esa fecha.`,
    )
    expect(rows[3]).toHaveTextContent('Rechazado: name is required')
    expect(rows[4]).toHaveTextContent(`${noAnswer} The server did not answer.`)
    expect(rows[5]).toHaveTextContent(`${noAnswer} Kept as written.`)
  })
})
