import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Providers } from '../app/providers'
import { AppRoutes } from '../app/router'
import type { Language } from '../lib/i18n/language'
import { linkTabs, type Tabs } from '../lib/tabs/tabs'
import { testTabs } from './test-tabs'

/**
 * Renders the whole app at a path, with the real providers and routes;
 * `client` for a query cache that already holds rows, `language` for a
 * language other than English (src/test/spanish.ts); `tabs` to reach the
 * state the app is given (waits, the day's count), returned either way.
 */
export function renderApp(
  path = '/animals',
  {
    client,
    language,
    tabs = testTabs(),
  }: { client?: QueryClient; language?: Language; tabs?: Tabs } = {},
) {
  const user = userEvent.setup()
  if (client) linkTabs(client, tabs)
  const result = render(
    <Providers client={client} language={language} tabs={tabs}>
      <Router hook={memoryLocation({ path }).hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  )
  return { user, tabs, ...result }
}
