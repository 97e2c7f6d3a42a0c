import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../app/providers'
import { AppRoutes } from '../app/router'

/**
 * Renders the whole app at a path, with the real providers and routes;
 * `client` for a query cache that already holds rows.
 */
export function renderApp(
  path = '/animals',
  { client }: { client?: QueryClient } = {},
) {
  const user = userEvent.setup()
  const result = render(
    <Providers client={client}>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  )
  return { user, ...result }
}
