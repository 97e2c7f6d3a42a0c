import { inTabs, testTabs } from '../test/test-tabs'
import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiRequest } from '../lib/http/api-client'
import { saveConnection } from '../lib/connection/save-connection'
import type { Language } from '../lib/i18n/language'
import { LanguageContext } from '../lib/i18n/use-messages'
import { server } from '../mocks/node'
import { connectionStore, saveLiveConnection } from '../test/connection'
import { spanishLanguage } from '../test/spanish'
import { ErrorPanel } from './error-panel'

const BASE = 'http://api.test/v1'

/** What GET /pets rejects with, through the app's one client, when the server answers `respond`. */
async function failureOf(respond: () => Response): Promise<unknown> {
  saveLiveConnection(BASE)
  server.use(http.get(`${BASE}/pets`, respond))
  return failure()
}

async function failure(): Promise<unknown> {
  try {
    await apiRequest({
      path: '/pets',
      schema: z.array(z.unknown()),
      limits: testTabs().limits,
    })
  } catch (error) {
    return error
  }
  throw new Error('Expected the request to fail')
}

const proxyPage = () =>
  new HttpResponse('<!doctype html><h1>Bad gateway</h1>', {
    status: 500,
    headers: { 'Content-Type': 'text/html' },
  })

const serverWrote = () =>
  HttpResponse.json(
    {
      code: 'db_down',
      message: 'Database unavailable: try later.',
      status: 503,
    },
    { status: 503 },
  )

function panel(error: unknown, language?: Language) {
  const content: ReactNode = (
    <ErrorPanel title="Could not load" error={error} onRetry={() => {}} />
  )
  const { container } = render(
    language ? (
      <LanguageContext value={language}>{content}</LanguageContext>
    ) : (
      content
    ),
    inTabs(testTabs()),
  )
  return within(container).getByRole('alert')
}

describe('ErrorPanel', () => {
  it('says what the app wrote in English, exactly as before, and marks what the server wrote', async () => {
    const page = await failureOf(proxyPage)
    expect(panel(page)).toHaveTextContent(
      'The server had an internal error (answered with a web page instead of an API error, so a proxy or gateway may be involved).',
    )
    const wrote = await failureOf(serverWrote)
    expect(panel(wrote)).toHaveTextContent(
      'The server said: “Database unavailable: try later.”',
    )
  })

  describe('in Spanish', () => {
    it('a 500 whose answer is a proxy’s web page', async () => {
      const error = await failureOf(proxyPage)
      expect(panel(error, await spanishLanguage())).toHaveTextContent(
        'El servidor tuvo un error interno (respondió con una página web en lugar de un error de la API, así que puede haber un proxy o una puerta de enlace de por medio).',
      )
      expect(
        screen.getByRole('button', { name: 'Reintentar' }),
      ).toBeInTheDocument()
    })

    it('a refused key, with the way to Settings', async () => {
      const error = await failureOf(
        () => new HttpResponse(null, { status: 401 }),
      )
      expect(panel(error, await spanishLanguage())).toHaveTextContent(
        'El servidor rechazó la clave de API.',
      )
      expect(
        screen.getByRole('link', { name: 'Revise la clave de API en Ajustes' }),
      ).toHaveAttribute('href', '/settings')
    })

    it('no answer at all, naming the server', async () => {
      const error = await failureOf(() => HttpResponse.error())
      expect(panel(error, await spanishLanguage())).toHaveTextContent(
        'No se pudo conectar con el servidor en api.test. Revise su conexión; si el servidor funciona, puede que esté bloqueando esta aplicación (CORS).',
      )
    })

    it('what the server wrote, as it came, marked as its words', async () => {
      const error = await failureOf(serverWrote)
      const alert = panel(error, await spanishLanguage())
      expect(alert).toHaveTextContent(
        'El servidor dijo: “Database unavailable: try later.”',
      )
    })

    it('an environment without an address, by its Spanish name', async () => {
      saveConnection(connectionStore(), {
        environment: 'production',
        customBaseUrl: '',
        apiKey: 'k-1',
        remember: false,
      })
      const error = await failure()
      expect(panel(error, await spanishLanguage())).toHaveTextContent(
        'No hay una URL base de la API configurada para Producción. Elija otro entorno en Ajustes.',
      )
    })

    it('anything that is not the API’s error, in general words', async () => {
      expect(
        panel(new TypeError('x is undefined'), await spanishLanguage()),
      ).toHaveTextContent('Ocurrió un error inesperado.')
    })
  })
})
