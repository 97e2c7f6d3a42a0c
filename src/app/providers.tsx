import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { subscribeConnection } from '../lib/connection'
import {
  createQueryClient,
  dropOtherScopes,
  refreshWhenOnline,
} from './query-client'

export function Providers({
  children,
  client: given,
}: {
  children: ReactNode
  /** The entry module's client, which may already hold restored rows and a request under way. */
  client?: QueryClient
}) {
  const [client] = useState(() => given ?? createQueryClient())
  useEffect(() => subscribeConnection(() => dropOtherScopes(client)), [client])
  useEffect(() => refreshWhenOnline(client), [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
