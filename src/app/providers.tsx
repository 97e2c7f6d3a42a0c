import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import type { Language } from '../lib/i18n/language'
import { LanguageContext } from '../lib/i18n/use-messages'
import { linkTabs, type Tabs, TabsContext } from '../lib/tabs/tabs'
import { createQueryClient, dropOtherScopes } from './query-client'

export function Providers({
  children,
  client: given,
  tabs,
  language = null,
}: {
  children: ReactNode
  /** The entry module's client, which may already hold restored rows and a request under way. */
  client?: QueryClient
  /** The app's Tabs (src/app/start-desk.ts; a test's own, src/test/test-tabs.ts). */
  tabs: Tabs
  /** The desk's language (src/app/start-desk.ts); without one, English. */
  language?: Language | null
}) {
  const [client] = useState(() => given ?? createQueryClient(tabs))
  // Query functions find the Tabs by the client they are given.
  linkTabs(client, tabs)
  useEffect(
    () => tabs.connection.subscribe(() => dropOtherScopes(client)),
    [client, tabs],
  )
  // Back online, what is on screen loads again (decision 013). The browser's
  // event, not TanStack's onlineManager: that starts out "online" whatever
  // the browser says, so a page opened offline would see no change.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries()
    window.addEventListener('online', refresh)
    return () => window.removeEventListener('online', refresh)
  }, [client])
  return (
    <QueryClientProvider client={client}>
      <TabsContext value={tabs}>
        <LanguageContext value={language}>{children}</LanguageContext>
      </TabsContext>
    </QueryClientProvider>
  )
}
