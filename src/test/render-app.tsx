import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../app/providers'
import { AppRoutes } from '../app/router'

/** Renders the whole app at a path, with the real providers and routes. */
export function renderApp(path = '/animals') {
  const user = userEvent.setup()
  const result = render(
    <Providers>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  )
  return { user, ...result }
}
