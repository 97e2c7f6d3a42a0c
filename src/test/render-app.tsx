import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../app/providers'
import { AppRoutes } from '../app/router'
import type { Language } from '../lib/i18n/language'

/**
 * Renders the whole app at a path, with the real providers and routes;
 * `client` for a query cache that already holds rows, `language` for a
 * language other than English (src/test/spanish.ts).
 */
export function renderApp(
  path = '/animals',
  { client, language }: { client?: QueryClient; language?: Language } = {},
) {
  const user = userEvent.setup()
  const result = render(
    <Providers client={client} language={language}>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  )
  return { user, ...result }
}
